/* gate-parse.c: read sparse and gcc diagnostics into struct diag records.
 *
 * One record per "LOC: error:" / "LOC: warning:" line.  Continuation lines
 * (sparse prints "LOC:    expected ..." at the same location) and gcc notes
 * belong to the record before them.  A gcc error reported inside a macro
 * definition is moved to the place the macro was expanded (the last
 * "note: in expansion of macro" location), where sparse reports it too.
 * gcc's "FILE: In function 'f':" lines name the function of what follows.
 */
#include "gate-diag.h"
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

struct loc {
	const char *path;
	size_t pathlen;
	int line, col;
	const char *rest;	/* text after "LOC: " */
};

static int parse_int(const char **p, int *out)
{
	const char *s = *p;
	long v = 0;
	if (*s < '0' || *s > '9')
		return 0;
	while (*s >= '0' && *s <= '9') {
		v = v * 10 + (*s - '0');
		if (v > 100000000)
			return 0;
		s++;
	}
	*out = (int)v;
	*p = s;
	return 1;
}

/* "path:line:col: rest" or "path:line: rest". */
static int parse_loc(const char *s, struct loc *l)
{
	for (const char *c = strchr(s, ':'); c; c = strchr(c + 1, ':')) {
		const char *p = c + 1;
		int line, col = 0;
		if (c == s || !parse_int(&p, &line) || *p != ':')
			continue;
		p++;
		if (*p >= '0' && *p <= '9') {
			if (!parse_int(&p, &col) || *p != ':')
				continue;
			p++;
		}
		if (*p != ' ')
			continue;
		l->path = s;
		l->pathlen = (size_t)(c - s);
		l->line = line;
		l->col = col;
		l->rest = p + 1;
		return 1;
	}
	return 0;
}

static int starts(const char *s, const char *pre)
{
	return strncmp(s, pre, strlen(pre)) == 0;
}

static void append_detail(struct diag *x, const char *text)
{
	size_t a = strlen(x->f.detail), b = strlen(text);
	char *n = xmalloc(a + b + 2);
	memcpy(n, x->f.detail, a);
	if (a)
		n[a++] = '\n';
	memcpy(n + a, text, b + 1);
	free(x->f.detail);
	x->f.detail = n;
}

/* gcc's function context (ASCII or UTF-8 quotes): "FILE: In function
 * 'NAME':", the function of what follows, or, before a diagnostic in code
 * inlined elsewhere, "In function 'NAME'," (then "    inlined from ..."
 * lines): NAME is the function at the diagnostic's location, the same
 * whichever function of whichever file it was inlined into. */
static char *in_function(const char *s)
{
	const char *p = strstr(s, ": In function ");
	if (p)
		p += strlen(": In function ");
	else if (starts(s, "In function "))
		p = s + strlen("In function ");
	else
		return NULL;
	if (*p == '\'')
		p++;
	else if (starts(p, "\xe2\x80\x98"))
		p += 3;
	else
		return NULL;
	size_t n = 0;
	while (p[n] && p[n] != '\'' && (unsigned char)p[n] != 0xe2)
		n++;
	return n ? xstrndup(p, n) : NULL;
}

/* A line gcc prints around a diagnostic without a location of its own:
 * the include chain ("In file included from X:", "                 from
 * Y,"), the inlining chain ("    inlined from 'f' at X:"), the source
 * excerpt and its caret or fix-it lines ("   44 |  code", "      |  ^~",
 * "  +++ |+#include"). Any other line (make's, Kbuild's "  CC  x.o") is
 * not gcc's: the function context of the diagnostics before it ends. */
static int gcc_context(const char *s)
{
	if (starts(s, "In file included from "))
		return 1;
	const char *p = s + strspn(s, " ");
	if (starts(p, "from ") || starts(p, "inlined from "))
		return 1;
	p += strspn(p, "0123456789+");
	return p[strspn(p, " ")] == '|';
}

int parse_stream(FILE *f, const char *tool, const struct pathmap *pm,
		 struct diags *d)
{
	char *buf = NULL;
	size_t cap = 0;
	ssize_t len;
	char *func = NULL;	/* gcc's current "In function" */
	char *lastloc = NULL;	/* raw "path:line:col" of the last record */
	int have_last = 0;	/* d->v[d->n-1] belongs to this stream */
	int gcc = strcmp(tool, "gcc") == 0;

	while ((len = getline(&buf, &cap, f)) >= 0) {
		while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
			buf[--len] = '\0';
		struct loc l;
		char *fn;
		if ((fn = in_function(buf)) != NULL) {
			free(func);
			func = fn;
			continue;
		}
		if (strstr(buf, ": At top level:")) {
			free(func);
			func = NULL;
			continue;
		}
		if (!parse_loc(buf, &l)) {
			if (!gcc_context(buf)) {   /* another compile's output begins */
				free(func);
				func = NULL;
			}
			continue;
		}
		const char *r = l.rest;
		const char *sev = NULL;
		if (starts(r, "error: "))
			sev = "error", r += 7;
		else if (starts(r, "fatal error: "))
			sev = "error", r += 13;
		else if (starts(r, "warning: "))
			sev = "warning", r += 9;
		if (sev) {
			struct diag x;
			memset(&x, 0, sizeof(x));
			char *raw = xstrndup(l.path, l.pathlen);
			x.f.file = path_normalize(pm, raw);
			free(raw);
			x.f.line = (unsigned)l.line;
			x.f.col = (unsigned)l.col;
			x.f.severity = sev;
			x.f.message = xstrdup(r);
			x.f.detail = xstrdup("");
			x.f.tool = tool;
			x.f.function = (gcc && func) ? xstrdup(func) : NULL;
			x.is_new = 1;
			diags_push(d, &x);
			free(lastloc);
			lastloc = xstrndup(buf, (size_t)(l.rest - buf));
			have_last = 1;
			continue;
		}
		if (!have_last)
			continue;
		struct diag *last = &d->v[d->n - 1];
		if (starts(r, "note: ")) {
			r += 6;
			if (gcc && starts(r, "in expansion of macro")) {
				char *raw = xstrndup(l.path, l.pathlen);
				char *nf = path_normalize(pm, raw);
				free(raw);
				char note[512];
				snprintf(note, sizeof(note),
					 "(gcc reported it in a macro at %s:%u)",
					 last->f.file, last->f.line);
				if (!strstr(last->f.detail, "(gcc reported it in a macro"))
					append_detail(last, note);
				free(last->f.file);
				last->f.file = nf;
				last->f.line = (unsigned)l.line;
				last->f.col = (unsigned)l.col;
			} else {
				char *t = xmalloc(strlen(r) + 8);
				sprintf(t, "note: %s", r);
				append_detail(last, t);
				free(t);
			}
			continue;
		}
		/* sparse continuation: same location, indented text */
		if ((r[0] == ' ' || r[0] == '\t') && lastloc &&
		    strncmp(buf, lastloc, strlen(lastloc)) == 0) {
			while (*r == ' ' || *r == '\t')
				r++;
			append_detail(last, r);
		}
	}
	free(buf);
	free(func);
	free(lastloc);
	return ferror(f) ? -1 : 0;
}

int parse_file(const char *path, const char *tool, const struct pathmap *pm,
	       struct diags *d)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		return -1;
	}
	int rc = parse_stream(f, tool, pm, d);
	fclose(f);
	return rc;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int parse_dir(const char *dir, const char *tool, const struct pathmap *pm,
	      struct diags *d)
{
	DIR *dp = opendir(dir);
	if (!dp) {
		perror(dir);
		return -1;
	}
	char **names = NULL;
	size_t n = 0, cap = 0;
	struct dirent *e;
	while ((e = readdir(dp)) != NULL) {
		size_t l = strlen(e->d_name);
		if (l < 5 || strcmp(e->d_name + l - 4, ".log") != 0)
			continue;
		ALLOC_GROW(names, n + 1, cap);
		names[n++] = xstrdup(e->d_name);
	}
	closedir(dp);
	if (n)
		qsort(names, n, sizeof(*names), cmp_str);
	int rc = 0;
	for (size_t i = 0; i < n; i++) {
		size_t l = strlen(dir) + strlen(names[i]) + 2;
		char *p = xmalloc(l);
		snprintf(p, l, "%s/%s", dir, names[i]);
		if (parse_file(p, tool, pm, d) != 0)
			rc = -1;
		free(p);
		free(names[i]);
	}
	free(names);
	return rc;
}
