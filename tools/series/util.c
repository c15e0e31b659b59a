/* util.c — see util.h. */
#define _XOPEN_SOURCE 700
#include "util.h"
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void die(const char *fmt, ...)
{
	va_list ap;
	fputs("kidpush: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p) die("out of memory");
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p) die("out of memory");
	return p;
}

char *xstrdup(const char *s) { return xstrndup(s, strlen(s)); }

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *xvasprintf(const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	char *p = xmalloc((size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = xvasprintf(fmt, ap);
	va_end(ap);
	return p;
}

void buf_add(struct buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		size_t c = b->cap ? b->cap : 64;
		while (c < b->len + n + 1) c *= 2;
		b->s = xrealloc(b->s, c);
		b->cap = c;
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}

void buf_puts(struct buf *b, const char *s) { buf_add(b, s, strlen(s)); }

void buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = xvasprintf(fmt, ap);
	va_end(ap);
	buf_puts(b, p);
	free(p);
}

void buf_free(struct buf *b) { free(b->s); b->s = NULL; b->len = b->cap = 0; }

void sl_push(struct strlist *l, char *s)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 8;
		l->v = xrealloc(l->v, l->cap * sizeof *l->v);
	}
	l->v[l->n++] = s;
}

void sl_pushf(struct strlist *l, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sl_push(l, xvasprintf(fmt, ap));
	va_end(ap);
}

static int cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void sl_sort(struct strlist *l) { if (l->n) qsort(l->v, l->n, sizeof *l->v, cmpstr); }

void sl_uniq(struct strlist *l)
{
	size_t w = 0;
	for (size_t i = 0; i < l->n; i++) {
		if (w && strcmp(l->v[w - 1], l->v[i]) == 0) { free(l->v[i]); continue; }
		l->v[w++] = l->v[i];
	}
	l->n = w;
}

int sl_contains(const struct strlist *l, const char *s)
{
	for (size_t i = 0; i < l->n; i++)
		if (strcmp(l->v[i], s) == 0) return 1;
	return 0;
}

void sl_free(struct strlist *l)
{
	for (size_t i = 0; i < l->n; i++) free(l->v[i]);
	free(l->v);
	l->v = NULL; l->n = l->cap = 0;
}

int read_file(const char *path, struct buf *out)
{
	int fd = open(path, O_RDONLY);
	if (fd < 0) return -1;
	char tmp[65536];
	ssize_t r;
	out->len = 0;
	buf_add(out, "", 0);
	while ((r = read(fd, tmp, sizeof tmp)) > 0) buf_add(out, tmp, (size_t)r);
	int e = errno;
	close(fd);
	if (r < 0) { errno = e; return -1; }
	return 0;
}

int write_file(const char *path, const char *data, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0) return -1;
	size_t off = 0;
	while (off < len) {
		ssize_t w = write(fd, data + off, len - off);
		if (w < 0) {
			if (errno == EINTR) continue;
			int e = errno;
			close(fd);
			errno = e;
			return -1;
		}
		off += (size_t)w;
	}
	return close(fd);
}

int store_file(const char *path, const char *data, size_t len)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/');
	if (slash && slash != dir) *slash = 0;
	char *tmp = xasprintf("%s.tmp.%ld", path, (long)getpid());
	int rc = (!slash || slash == dir || mkdir_p(dir) == 0) && write_file(tmp, data, len) == 0 &&
		 rename(tmp, path) == 0 ? 0 : -1;
	int e = errno;
	if (rc < 0) unlink(tmp);
	free(tmp);
	free(dir);
	errno = e;
	return rc;
}

int mkdir_p(const char *path)
{
	char *p = xstrdup(path);
	for (char *s = p + 1; *s; s++) {
		if (*s != '/') continue;
		*s = 0;
		if (mkdir(p, 0755) < 0 && errno != EEXIST) { free(p); return -1; }
		*s = '/';
	}
	int r = mkdir(p, 0755);
	free(p);
	return (r < 0 && errno != EEXIST) ? -1 : 0;
}

static int rm_cb(const char *p, const struct stat *st, int flag, struct FTW *f)
{
	(void)st; (void)flag; (void)f;
	return remove(p);
}

int rm_rf(const char *path)
{
	struct stat st;
	if (lstat(path, &st) < 0) return errno == ENOENT ? 0 : -1;
	return nftw(path, rm_cb, 32, FTW_DEPTH | FTW_PHYS);
}

int copy_file(const char *from, const char *to)
{
	struct buf b = {0};
	if (read_file(from, &b) < 0) {
		int e = errno;
		buf_free(&b);
		errno = e;
		return -1;
	}
	char *dir = xstrdup(to);
	char *slash = strrchr(dir, '/');
	int r = 0;
	if (slash) { *slash = 0; r = mkdir_p(dir); }
	int e = errno;
	free(dir);
	errno = e;
	if (r == 0) r = write_file(to, b.s, b.len);
	e = errno;
	struct stat st;
	if (r == 0 && stat(from, &st) == 0) chmod(to, st.st_mode & 07777);
	buf_free(&b);
	errno = e;
	return r < 0 ? -2 : 0;
}

char *path_join(const char *a, const char *b)
{
	if (!*a) return xstrdup(b);
	size_t la = strlen(a);
	return xasprintf("%s%s%s", a, a[la - 1] == '/' ? "" : "/", b);
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
