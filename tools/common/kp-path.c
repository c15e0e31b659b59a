/* kp-path.c — see kp-path.h. */
#include "kp-path.h"

#include "kp-alloc.h"
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

char *path_clean_abs(const char *abs)
{
	char *out = xmalloc(strlen(abs) + 2);
	size_t o = 0;
	const char *s = abs;
	while (*s) {
		while (*s == '/')
			s++;
		if (!*s)
			break;
		const char *e = strchr(s, '/');
		size_t len = e ? (size_t)(e - s) : strlen(s);
		if (len == 1 && s[0] == '.') {
			/* skip */
		} else if (len == 2 && s[0] == '.' && s[1] == '.') {
			while (o > 0 && out[o - 1] != '/')
				o--;
			if (o > 0)
				o--;
		} else {
			out[o++] = '/';
			memcpy(out + o, s, len);
			o += len;
		}
		s += len;
	}
	if (o == 0)
		out[o++] = '/';
	out[o] = '\0';
	return out;
}

char *path_join(const char *a, const char *b)
{
	if (!*a) return xstrdup(b);
	size_t la = strlen(a);
	return xasprintf("%s%s%s", a, a[la - 1] == '/' ? "" : "/", b);
}

char *kp_cache_dir(const char *sub)
{
	const char *c = getenv("KIDPUSH_CACHE"), *home = getenv("HOME");
	char *root = c && *c ? xstrdup(c) : path_join(home && *home ? home : "/tmp", ".cache/kidpush");
	char *d = path_join(root, sub);
	free(root);
	return d;
}

char *abs_path(const char *p)
{
	char r[PATH_MAX];
	return realpath(p, r) ? xstrdup(r) : NULL;
}

int is_dir(const char *p) { struct stat st; return stat(p, &st) == 0 && S_ISDIR(st.st_mode); }
int is_file(const char *p) { struct stat st; return stat(p, &st) == 0 && S_ISREG(st.st_mode); }

int shell_safe_path(const char *p)
{
	if (!*p) return 0;
	for (const char *s = p; *s; s++)
		if (!isalnum((unsigned char)*s) && !strchr("/._-+,:@%", *s)) return 0;
	return 1;
}

int path_plain_rel(const char *rel)
{
	if (!*rel || rel[0] == '/') return 0;
	for (const char *p = rel; *p;) {
		const char *e = strchr(p, '/');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		if (n == 0 || (n == 1 && p[0] == '.') || (n == 2 && p[0] == '.' && p[1] == '.')) return 0;
		p += n + (e != NULL);
		if (e && !*p) return 0;
	}
	return 1;
}

int path_inside(const char *p, const char *dir)
{
	size_t n = strlen(dir);
	while (n > 1 && dir[n - 1] == '/') n--;
	if (n == 1 && dir[0] == '/') return p[0] == '/';
	return !strncmp(p, dir, n) && (p[n] == '/' || !p[n]);
}

char *resolve_path(const char *p)
{
	char *cwd = p[0] == '/' ? NULL : getcwd(NULL, 0);
	if (p[0] != '/' && !cwd) return NULL;
	char *full = cwd ? path_join(cwd, p) : xstrdup(p);
	free(cwd);
	/* the longest existing prefix, resolved; the rest must be plain names */
	size_t n = strlen(full);
	while (n > 1 && full[n - 1] == '/') full[--n] = 0;
	char *cut = full + n, *real = NULL;
	for (;;) {
		char c = *cut;
		*cut = 0;
		real = abs_path(*full ? full : "/");
		*cut = c;
		if (real || cut == full) break;
		do cut--; while (cut > full && *cut != '/');
	}
	if (!real) { free(full); return NULL; }
	for (const char *r = cut; *r;) {
		while (*r == '/') r++;
		const char *e = strchr(r, '/');
		size_t len = e ? (size_t)(e - r) : strlen(r);
		if (!len) break;
		if ((len == 1 && r[0] == '.') || (len == 2 && r[0] == '.' && r[1] == '.')) {
			free(real); free(full);
			errno = ENOENT;
			return NULL;
		}
		char *name = xstrndup(r, len), *next = path_join(real, name);
		free(name); free(real);
		real = next;
		r += len;
	}
	free(full);
	return real;
}

char *kp_project_root(void)
{
	const char *e = getenv("KIDPUSH_ROOT");
	if (e && *e) {
		char *r = abs_path(e);
		return r ? r : xstrdup(e);
	}
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n <= 0) {
		char *r = abs_path(".");
		return r ? r : xstrdup(".");
	}
	self[n] = 0;
	for (int i = 0; i < 2; i++) {
		char *s = strrchr(self, '/');
		if (s) *s = 0;
	}
	return xstrdup(self);
}

/* Nothing the run writes may lie in the input tree, and replacing --out
 * must not move the tree, the project or the scratch directory: real
 * paths are compared, never spellings. */
void check_places(const char *tree, const char *out, const char *cache, const char *root, const char *tmpbase)
{
	if (path_inside(out, tree))
		die("the output directory %s is inside the input tree %s, which is never modified", out, tree);
	if (path_inside(tree, out)) die("the output directory %s holds the input tree %s", out, tree);
	if (path_inside(root, out)) die("the output directory %s holds kidpush itself (%s)", out, root);
	if (cache) {
		char *c = resolve_path(cache);
		if (!c) die("cannot resolve the cache directory %s", cache);
		if (path_inside(c, tree))
			die("the cache directory %s is inside the input tree %s, which is never modified", c, tree);
		if (path_inside(tree, c)) die("the cache directory %s holds the input tree %s", c, tree);
		free(c);
	}
	char *t = resolve_path(tmpbase);
	if (!t) die("cannot resolve the temporary directory %s", tmpbase);
	if (path_inside(t, tree))
		die("the temporary directory %s (TMPDIR) is inside the input tree %s, which is never modified",
		    t, tree);
	if (path_inside(t, out)) die("the temporary directory %s (TMPDIR) is inside the output directory %s", t, out);
	/* spatch hands its temporary files' and the scratch files' names to sh */
	if (!shell_safe_path(t))
		die("the temporary directory %s (TMPDIR) has characters other than letters, digits and "
		    "/._-+,:@%%; spatch would pass them to a shell: set TMPDIR to another directory", t);
	free(t);
}
