/* tree.c — see tree.h. */
#include "tree.h"
#include "git.h"
#include "kp-proc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *first_line_of(const char *s)
{
	if (!s) return xstrdup("");
	const char *e = strchr(s, '\n');
	return e ? xstrndup(s, (size_t)(e - s)) : xstrdup(s);
}

static int is_hex_id(const char *s, size_t n)
{
	if (n != 40 && n != 64) return 0;
	for (size_t i = 0; i < n; i++)
		if (!strchr("0123456789abcdef", s[i])) return 0;
	return 1;
}

void tree_git_probe(const char *tree, struct tree_git *tg)
{
	memset(tg, 0, sizeof *tg);
	struct buf out = {0}, err = {0};
	char *a1[] = { "rev-parse", "--show-toplevel", NULL };
	int rc = git_in_tree(tree, a1, &out, &err);
	if (rc != 0) {
		char *dotgit = path_join(tree, ".git");
		if (access(dotgit, F_OK) == 0)
			tg->refused = rc < 0 ? xstrdup("git could not be run")
				    : first_line_of(err.s && *err.s ? err.s : "git rev-parse failed");
		free(dotgit);
		buf_free(&out); buf_free(&err);
		return;
	}
	char *top = first_line_of(out.s);
	char *rtop = abs_path(top);
	tg->is_repo = rtop && !strcmp(rtop, tree);
	free(top); free(rtop);
	buf_free(&out); buf_free(&err);
	if (!tg->is_repo) return;
	char *a2[] = { "rev-parse", "--verify", "-q", "HEAD^{commit}", NULL };
	if (git_in_tree(tree, a2, &out, &err) == 0 && out.s) {
		size_t n = strcspn(out.s, "\n");
		if (is_hex_id(out.s, n)) tg->head = xstrndup(out.s, n);
	}
	buf_free(&out); buf_free(&err);
}

/* pathspecs per git status run: far below any argv limit */
#define DIRTY_CHUNK 512

int tree_dirty(const char *tree, const struct strlist *files, struct strlist *dirty, struct buf *err)
{
	for (size_t i = 0; i < files->n; i += DIRTY_CHUNK) {
		struct strlist av = {0};
		static const char *const pre[] = { "status", "--porcelain=v1", "-z", "--no-renames",
			"--untracked-files=all", "--ignore-submodules=all", "--", NULL };
		for (const char *const *p = pre; *p; p++) sl_pushs(&av, *p);
		for (size_t k = i; k < files->n && k < i + DIRTY_CHUNK; k++) sl_pushs(&av, files->v[k]);
		sl_push(&av, NULL);
		struct buf out = {0}, e = {0};
		int rc = git_in_tree(tree, av.v, &out, &e);
		av.n--;
		sl_free(&av);
		if (rc != 0) {
			char *l = first_line_of(e.s);
			buf_printf(err, "git status failed in %s (exit %d): %s", tree, rc, l);
			free(l);
			buf_free(&out); buf_free(&e);
			return -1;
		}
		/* "XY NAME\0" per file */
		for (size_t p = 0; p < out.len;) {
			const char *rec = out.s + p;
			size_t n = strlen(rec);
			if (n > 3) sl_pushs(dirty, rec + 3);
			p += n + 1;
		}
		buf_free(&out); buf_free(&e);
	}
	sl_sort(dirty);
	sl_uniq(dirty);
	return 0;
}

char *tree_ident(const char *tree, struct buf *err)
{
	char *av[] = { "var", "GIT_COMMITTER_IDENT", NULL };
	struct buf out = {0}, e = {0};
	int rc = git_in_tree(tree, av, &out, &e);
	/* "Name <mail> 1361149854 -0800": drop the time stamp and zone */
	char *gt = rc == 0 && out.s ? strrchr(out.s, '>') : NULL;
	char *lt = gt ? strchr(out.s, '<') : NULL;
	char *id = NULL;
	if (!gt || !lt || lt == out.s || lt + 1 == gt) {
		/* git's last line says why ("fatal: no email was given ...") */
		const char *last = NULL;
		for (const char *l = e.s; l && *l;) {
			const char *nl = strchr(l, '\n');
			if (nl != l) last = l;
			l = nl ? nl + 1 : NULL;
		}
		char *why = last ? first_line_of(last) : xstrdup(rc == 0 ? "git var printed no identity" : "");
		buf_printf(err, "%s", why);
		free(why);
	} else {
		id = xstrndup(out.s, (size_t)(gt - out.s) + 1);
	}
	buf_free(&out); buf_free(&e);
	return id;
}

char *show_name(const char *name)
{
	int plain = 1;
	for (const unsigned char *p = (const unsigned char *)name; *p && plain; p++)
		plain = !(*p < 0x20 || *p == 0x7f || *p == '"' || *p == '\\');
	if (plain) return xstrdup(name);
	struct buf b = {0};
	buf_puts(&b, "\"");
	for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
		switch (*p) {
		case '\n': buf_puts(&b, "\\n"); break;
		case '\t': buf_puts(&b, "\\t"); break;
		case '\r': buf_puts(&b, "\\r"); break;
		case '"': buf_puts(&b, "\\\""); break;
		case '\\': buf_puts(&b, "\\\\"); break;
		default:
			if (*p < 0x20 || *p == 0x7f) buf_printf(&b, "\\%03o", *p);
			else buf_add(&b, (const char *)p, 1);
		}
	}
	buf_puts(&b, "\"");
	return b.s;
}
