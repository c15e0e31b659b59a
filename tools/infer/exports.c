/* exports.c — the headers of a tree that are user-space ABI: everything under an
 * include/uapi/ directory (3.7 and later), plus the headers the kernel's own export
 * lists name: the `header-y` (and `unifdef-y`, `genhdr-y`, `objhdr-y`) entries of the
 * Kbuild files under include/ and arch/<arch>/include/ (before the uapi split of 3.7
 * these lists, include/linux/Kbuild, include/linux/<sub>/Kbuild and
 * arch/<arch>/include/asm/Kbuild with its `include include/asm-generic/Kbuild.asm`, are
 * the only statement of what user space sees).  Inside an exported header, text
 * between `#ifdef __KERNEL__` and its `#else`/`#endif` is not exported
 * (headers_install strips it with unifdef).
 *
 * The set is loaded once per run (infer_collect, before the threads start) and only
 * read afterwards.  The tree is untrusted input: its Kbuild files are only read, the
 * names in them only compared with header paths (a name with "..", '$' or '(' is
 * ignored). */
#include "exports.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <stddef.h>
#include <stdlib.h>

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"

static char *loaded_tree;
static char **names; /* tree-relative exported header paths, sorted */
static size_t nnames, capnames;

static void add_name(const char *dir, const char *word, size_t len)
{
	if (!len || word[len - 1] == '/')
		return; /* a subdirectory: it has its own Kbuild */
	for (size_t i = 0; i < len; i++)
		if (word[i] == '$' || word[i] == '(' || word[i] == ')' || word[i] == '\\')
			return;
	char *w = xmalloc(len + 1);
	memcpy(w, word, len);
	w[len] = 0;
	if (strstr(w, "..") || w[0] == '/') {
		free(w);
		return;
	}
	if (nnames == capnames) {
		capnames = capnames ? capnames * 2 : 256;
		names = xrealloc(names, capnames * sizeof(*names));
	}
	names[nnames++] = xasprintf("%s/%s", dir, w);
	free(w);
}

/* One Kbuild file: its export entries are relative to dir (tree-relative). */
static void read_kbuild(const char *tree, const char *file, const char *dir, int depth)
{
	char *path = xasprintf("%s/%s", tree, file);
	char *buf = read_text(path, NULL);
	free(path);
	if (!buf)
		return;
	/* join continuation lines */
	for (char *p = buf; *p; p++)
		if (p[0] == '\\' && p[1] == '\n')
			p[0] = p[1] = ' ';
	for (char *line = buf; line && *line;) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = 0;
		char *p = line + strspn(line, " \t");
		static const char *const vars[] = { "header-y", "unifdef-y", "genhdr-y", "objhdr-y" };
		int hit = 0;
		for (size_t i = 0; i < sizeof(vars) / sizeof(vars[0]) && !hit; i++) {
			size_t l = strlen(vars[i]);
			if (!strncmp(p, vars[i], l)) {
				char *q = p + l + strspn(p + l, " \t");
				if (*q == '+' || *q == ':')
					q++;
				if (*q == '=') {
					p = q + 1;
					hit = 1;
				}
			}
		}
		if (hit) {
			char *h = strchr(p, '#');
			if (h)
				*h = 0;
			while (*p) {
				p += strspn(p, " \t\r");
				size_t l = strcspn(p, " \t\r");
				add_name(dir, p, l);
				p += l;
			}
		} else if (!strncmp(p, "include", 7) && (p[7] == ' ' || p[7] == '\t') && depth < 2) {
			/* arch/<arch>/include/asm/Kbuild: include include/asm-generic/Kbuild.asm */
			char *q = p + 7 + strspn(p + 7, " \t");
			size_t l = strcspn(q, " \t\r#");
			q[l] = 0;
			if (*q && !strstr(q, "..") && !strchr(q, '$') && q[0] != '/')
				read_kbuild(tree, q, dir, depth + 1);
		}
		line = nl ? nl + 1 : NULL;
	}
	free(buf);
}

/* Kbuild files under tree/rel, down to depth levels (directories followed through the
 * symlinks of a farm). */
static void walk(const char *tree, const char *rel, int depth)
{
	char *path = xasprintf("%s/%s", tree, rel);
	struct strlist kids = { 0 };
	if (dir_names(path, &kids) < 0) {
		free(path);
		return;
	}
	for (size_t i = 0; i < kids.n; i++) {
		char *krel = xasprintf("%s/%s", rel, kids.v[i]);
		char *kabs = xasprintf("%s/%s", path, kids.v[i]);
		struct stat st;
		if (stat(kabs, &st) == 0) {
			if (S_ISDIR(st.st_mode) && depth > 0)
				walk(tree, krel, depth - 1);
			else if (S_ISREG(st.st_mode) && !strcmp(kids.v[i], "Kbuild"))
				read_kbuild(tree, krel, rel, 0);
		}
		free(krel);
		free(kabs);
	}
	sl_free(&kids);
	free(path);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void exports_load(const char *tree)
{
	if (loaded_tree && !strcmp(loaded_tree, tree))
		return;
	exports_free();
	loaded_tree = xstrdup(tree);
	walk(tree, "include", 3);
	char *arch = xasprintf("%s/arch", tree);
	struct strlist kids = { 0 };
	if (dir_names(arch, &kids) == 0) {
		for (size_t i = 0; i < kids.n; i++) {
			char *r = xasprintf("arch/%s/include", kids.v[i]);
			walk(tree, r, 2);
			free(r);
		}
		sl_free(&kids);
	}
	free(arch);
	qsort(names, nnames, sizeof(*names), cmp_str);
}

void exports_free(void)
{
	for (size_t i = 0; i < nnames; i++)
		free(names[i]);
	free(names);
	names = NULL;
	nnames = capnames = 0;
	free(loaded_tree);
	loaded_tree = NULL;
}

int exports_is_abi(const char *rel)
{
	if (!rel)
		return 0;
	if (!strncmp(rel, "include/uapi/", 13) || (!strncmp(rel, "arch/", 5) && strstr(rel, "/include/uapi/")))
		return 1;
	return nnames && bsearch(&rel, names, nnames, sizeof(*names), cmp_str) != NULL;
}

/* The directive word of a preprocessor line starting at p ('#'), and where its
 * argument begins. */
static size_t directive(const char *buf, size_t size, size_t p, const char **w, size_t *wl, size_t *arg)
{
	p++;
	while (p < size && (buf[p] == ' ' || buf[p] == '\t'))
		p++;
	*w = buf + p;
	size_t s = p;
	while (p < size && ((buf[p] >= 'a' && buf[p] <= 'z')))
		p++;
	*wl = p - s;
	while (p < size && (buf[p] == ' ' || buf[p] == '\t'))
		p++;
	*arg = p;
	return p;
}

static int word_is(const char *w, size_t wl, const char *s)
{
	return wl == strlen(s) && !strncmp(w, s, wl);
}

/* The argument names exactly __KERNEL__ (`__KERNEL__`, `defined(__KERNEL__)`,
 * `defined __KERNEL__`). */
static int arg_is_kernel(const char *buf, size_t size, size_t a, int ifdef)
{
	size_t e = a;
	while (e < size && buf[e] != '\n' && !(buf[e] == '/' && e + 1 < size && buf[e + 1] == '*'))
		e++;
	while (e > a && (buf[e - 1] == ' ' || buf[e - 1] == '\t' || buf[e - 1] == '\r'))
		e--;
	char t[64];
	size_t n = 0;
	for (size_t i = a; i < e && n + 1 < sizeof(t); i++)
		if (buf[i] != ' ' && buf[i] != '\t')
			t[n++] = buf[i];
	t[n] = 0;
	if (ifdef)
		return !strcmp(t, "__KERNEL__");
	return !strcmp(t, "defined(__KERNEL__)") || !strcmp(t, "defined__KERNEL__");
}

int exports_kernel_only(const char *buf, size_t size, size_t off)
{
	/* per open conditional: 1 = the active branch is __KERNEL__-only, 2 = the
	 * branch after #else is (#ifndef __KERNEL__), 0 = neither */
	enum { N = 64 };
	int st[N];
	int depth = 0;
	int bol = 1;
	if (!buf)
		return 0;
	for (size_t p = 0; p < size && p < off; p++) {
		char c = buf[p];
		if (c == '\n') {
			bol = 1;
			continue;
		}
		if (bol && (c == ' ' || c == '\t'))
			continue;
		if (bol && c == '#') {
			const char *w;
			size_t wl, a;
			size_t q = directive(buf, size, p, &w, &wl, &a);
			if (word_is(w, wl, "if") || word_is(w, wl, "ifdef") || word_is(w, wl, "ifndef")) {
				int v = 0;
				if (word_is(w, wl, "ifdef") && arg_is_kernel(buf, size, a, 1))
					v = 1;
				else if (word_is(w, wl, "if") && arg_is_kernel(buf, size, a, 0))
					v = 1;
				else if (word_is(w, wl, "ifndef") && arg_is_kernel(buf, size, a, 1))
					v = 2;
				if (depth < N)
					st[depth] = v; /* deeper levels are not tracked (never __KERNEL__ in practice) */
				depth++;
			} else if (word_is(w, wl, "else") && depth > 0 && depth <= N) {
				st[depth - 1] = st[depth - 1] == 1 ? 0 : st[depth - 1] == 2 ? 1 : 0;
			} else if (word_is(w, wl, "elif") && depth > 0 && depth <= N) {
				st[depth - 1] = 0;
			} else if (word_is(w, wl, "endif") && depth > 0) {
				depth--;
			}
			p = q > p ? q - 1 : p;
		}
		bol = 0;
	}
	for (int i = 0; i < depth && i < N; i++)
		if (st[i] == 1)
			return 1;
	return 0;
}
