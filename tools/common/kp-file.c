/* kp-file.c — see kp-file.h. */
#define _XOPEN_SOURCE 700
#include "kp-file.h"
#include "kp-path.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

int read_entry(const char *path, struct buf *out, const char **why)
{
	*why = NULL;
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		if (errno != ELOOP) return -1;
		*why = "a symbolic link";
		return -2;
	}
	struct stat st;
	if (fstat(fd, &st) < 0) *why = "not readable";
	else if (S_ISDIR(st.st_mode)) *why = "a directory";
	else if (!S_ISREG(st.st_mode)) *why = "not a regular file";
	else if ((uintmax_t)st.st_size > KP_ENTRY_MAX) *why = "larger than 512 MiB";
	char tmp[65536];
	ssize_t r = 0;
	out->len = 0;
	buf_add(out, "", 0);
	while (!*why && (r = read(fd, tmp, sizeof tmp)) > 0) {
		buf_add(out, tmp, (size_t)r);
		if (out->len > KP_ENTRY_MAX) *why = "larger than 512 MiB";
	}
	int e = errno;
	close(fd);
	if (*why) { out->len = 0; return -2; }
	if (r < 0) { errno = e; return -1; }
	return 0;
}

int entry_discard(const char *path)
{
	struct stat st;
	if (lstat(path, &st) < 0) return errno == ENOENT ? 0 : -1;
	if (S_ISREG(st.st_mode)) return 0;
	return S_ISDIR(st.st_mode) ? rm_rf(path) : unlink(path);
}

char *read_text_regular(const char *path, size_t *len)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	if (fd < 0) return NULL;
	int reg = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
	close(fd);
	if (!reg) { errno = EINVAL; return NULL; }
	return read_text(path, len);
}

char *read_text(const char *path, size_t *len)
{
	struct buf b = {0};
	if (read_file(path, &b) < 0) {
		int e = errno;
		buf_free(&b);
		errno = e;
		return NULL;
	}
	if (len) *len = b.len;
	return b.s;
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

/* mkdir -p of PATH's directory (nothing when PATH has no '/' but a leading one) */
static int mkdir_parent(const char *path)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/');
	int r = 0;
	if (slash && slash != dir) { *slash = 0; r = mkdir_p(dir); }
	int e = errno;
	free(dir);
	errno = e;
	return r;
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
	int r = mkdir_parent(to);
	if (r == 0) r = write_file(to, b.s, b.len);
	int e = errno;
	struct stat st;
	if (r == 0 && stat(from, &st) == 0) chmod(to, st.st_mode & 07777);
	buf_free(&b);
	errno = e;
	return r < 0 ? -2 : 0;
}

int lock_open(struct lock *lk, const char *path)
{
	static mode_t mode = 01000; /* not yet known */
	if (mode == 01000) {
		mode_t u = umask(022);
		umask(u);
		mode = 0666 & ~u;
	}
	lk->path = xstrdup(path);
	lk->f = NULL;
	struct stat st;
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
		/* /dev/null, /dev/stdout, a FIFO: written in place, never replaced */
		lk->tmp = NULL;
		if (!(lk->f = fopen(path, "w"))) {
			int e = errno;
			free(lk->path);
			lk->path = NULL;
			errno = e;
			return -1;
		}
		return 0;
	}
	lk->tmp = xasprintf("%s.tmp.XXXXXX", path);
	int fd = mkstemp(lk->tmp);
	if (fd >= 0 && (fchmod(fd, mode) < 0 || !(lk->f = fdopen(fd, "w")))) {
		int e = errno;
		close(fd);
		unlink(lk->tmp);
		errno = e;
		fd = -1;
	}
	if (fd < 0) {
		int e = errno;
		free(lk->path);
		free(lk->tmp);
		lk->path = lk->tmp = NULL;
		errno = e;
		return -1;
	}
	return 0;
}

void lock_rollback(struct lock *lk)
{
	int e = errno;
	if (lk->f) fclose(lk->f);
	if (lk->tmp) unlink(lk->tmp);
	free(lk->path);
	free(lk->tmp);
	lk->f = NULL;
	lk->path = lk->tmp = NULL;
	errno = e;
}

int lock_commit(struct lock *lk)
{
	if (!lk->tmp) { /* not a regular file: written in place */
		int r = fflush(lk->f) != 0 || ferror(lk->f);
		r |= fclose(lk->f) != 0;
		lk->f = NULL;
		free(lk->path);
		lk->path = NULL;
		if (r && !errno) errno = EIO;
		return r ? -1 : 0;
	}
	int bad = fflush(lk->f) != 0 || ferror(lk->f) || fsync(fileno(lk->f)) != 0;
	if (!bad && !ferror(lk->f)) {
		int r = fclose(lk->f);
		lk->f = NULL;
		if (r == 0 && rename(lk->tmp, lk->path) == 0) {
			free(lk->path);
			free(lk->tmp);
			lk->path = lk->tmp = NULL;
			return 0;
		}
	}
	if (!errno) errno = EIO;
	lock_rollback(lk);
	return -1;
}

int store_file(const char *path, const char *data, size_t len)
{
	struct lock lk;
	if (mkdir_parent(path) < 0 || lock_open(&lk, path) < 0) return -1;
	if (fwrite(data, 1, len, lk.f) != len) { lock_rollback(&lk); return -1; }
	return lock_commit(&lk);
}

int store_file_once(const char *path, const char *data, size_t len)
{
	struct buf old = {0};
	const char *why;
	int rc = read_entry(path, &old, &why), none = rc == -1 && errno == ENOENT;
	int same = rc == 0 && old.len == len && !memcmp(old.s, data, len);
	buf_free(&old);
	if (same) return 0;
	if (rc == -2 && entry_discard(path) < 0) return -1;
	return store_file(path, data, len) < 0 ? -1 : none ? 1 : 2;
}

void walk_dirs(const char *root, const char *rel, void *data,
	       void (*visit)(void *data, const char *rel, const struct strlist *names))
{
	char *abs = *rel ? path_join(root, rel) : xstrdup(root);
	struct strlist names = {0};
	if (dir_names(abs, &names) == 0) {
		visit(data, rel, &names);
		for (size_t i = 0; i < names.n; i++) {
			char *p = path_join(abs, names.v[i]), *r = *rel ? path_join(rel, names.v[i]) : NULL;
			struct stat st;
			if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode)) walk_dirs(root, r ? r : names.v[i], data, visit);
			free(p);
			free(r);
		}
	}
	sl_free(&names);
	free(abs);
}

int dir_names(const char *path, struct strlist *out)
{
	DIR *d = opendir(path);
	if (!d) return -1;
	struct strlist names = {0};
	struct dirent *e;
	while ((e = readdir(d)))
		if (e->d_name[0] != '.') sl_pushs(&names, e->d_name);
	closedir(d);
	sl_sort(&names);
	for (size_t i = 0; i < names.n; i++) sl_push(out, names.v[i]);
	free(names.v);
	return 0;
}
