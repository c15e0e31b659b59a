/* includers.c — which files of the tree include a header: one walk over the
 * tree's .c and .h files reading their #include lines.  A header under
 * include/ (or arch/X/include/) is spelled by its path below that directory
 * ("#include <net/9p/9p.h>"); any other header by its name, from a file of
 * its own directory ("#include "xfs_qm.h""). */
#include "convert.h"
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* the spelling of HDR in an #include under include/ directories, or NULL */
static const char *include_name(const char *hdr)
{
	if (!strncmp(hdr, "include/", 8)) return hdr + 8;
	if (!strncmp(hdr, "arch/", 5)) {
		const char *p = strstr(hdr, "/include/");
		if (p) return p + 9;
	}
	return NULL;
}

struct walk_ctx {
	const char *tree;
	const struct strlist *hdrs;
	struct strlist *users;   /* users[i]: the files including hdrs->v[i] */
};

static void scan_file(struct walk_ctx *c, const char *rel, const char *text)
{
	const char *sl = strrchr(rel, '/');
	size_t dlen = sl ? (size_t)(sl - rel) : 0;
	for (const char *l = text; l && *l;) {
		const char *p = l;
		while (*p == ' ' || *p == '\t') p++;
		const char *nl = strchr(l, '\n');
		l = nl ? nl + 1 : NULL;
		if (*p++ != '#') continue;
		while (*p == ' ' || *p == '\t') p++;
		if (strncmp(p, "include", 7)) continue;
		p += 7;
		while (*p == ' ' || *p == '\t') p++;
		char close = *p == '<' ? '>' : *p == '"' ? '"' : 0;
		if (!close) continue;
		const char *s = ++p;
		while (*p && *p != close && *p != '\n') p++;
		if (*p != close) continue;
		size_t n = (size_t)(p - s);
		for (size_t i = 0; i < c->hdrs->n; i++) {
			const char *h = c->hdrs->v[i], *in = include_name(h);
			const char *hs = strrchr(h, '/');
			size_t hd = hs ? (size_t)(hs - h) : 0;
			int hit = (in && strlen(in) == n && !strncmp(in, s, n)) ||
				  (!in && close == '"' && hd == dlen && !strncmp(h, rel, dlen) &&
				   strlen(h + hd + (hs != NULL)) == n && !strncmp(h + hd + (hs != NULL), s, n));
			if (hit && strcmp(h, rel) && !sl_contains(&c->users[i], rel)) sl_pushs(&c->users[i], rel);
		}
	}
}

/* the .c and .h files (regular ones) of directory REL */
static void visit(void *data, const char *rel, const struct strlist *names)
{
	struct walk_ctx *c = data;
	for (size_t i = 0; i < names->n; i++) {
		if (!has_suffix(names->v[i], ".c") && !has_suffix(names->v[i], ".h")) continue;
		char *r = *rel ? path_join(rel, names->v[i]) : xstrdup(names->v[i]), *p = path_join(c->tree, r);
		struct stat st;
		char *t = lstat(p, &st) == 0 && S_ISREG(st.st_mode) ? read_text(p, NULL) : NULL;
		if (t && strstr(t, "include")) scan_file(c, r, t);
		free(t); free(p); free(r);
	}
}

void includers(const char *tree, const struct strlist *hdrs, struct strlist *users)
{
	struct walk_ctx c = { tree, hdrs, users };
	if (hdrs->n) walk_dirs(tree, "", &c, visit);
	for (size_t i = 0; i < hdrs->n; i++) sl_sort(&users[i]);
}
