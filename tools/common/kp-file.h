/* kp-file.h — whole files, directories, and the one atomic writer. */
#ifndef KIDPUSH_KP_FILE_H
#define KIDPUSH_KP_FILE_H
#include <stdio.h>
#include "kp-buf.h"

/* The whole file into OUT (replacing its contents, NUL-terminated): 0, or
 * -1 with errno. */
int read_file(const char *path, struct buf *out);
/* The whole file, NUL-terminated (its length in *len when LEN), or NULL. */
char *read_text(const char *path, size_t *len);
/* read_text of a regular file only (links followed): a FIFO, a device, a
 * directory is NULL with errno EINVAL, never waited on. */
char *read_text_regular(const char *path, size_t *len);
int write_file(const char *path, const char *data, size_t len);
/* A cache entry is read only when it is a regular file of at most
 * KP_ENTRY_MAX bytes: opened without following a symbolic link and without
 * blocking (a FIFO), judged by fstat.  0 with its bytes in OUT; -1 with
 * errno (ENOENT: there is none); -2 when it is something else, *WHY saying
 * what ("a symbolic link", "a directory", "not a regular file", "larger
 * than 512 MiB"): the caller discards it (entry_discard) and recomputes. */
#define KP_ENTRY_MAX ((size_t)512 << 20)
int read_entry(const char *path, struct buf *out, const char **why);
/* Removes PATH when it exists and is not a regular file (a directory with
 * all it holds, never through a link), so that an atomic store can take its
 * place (lock_open writes into a FIFO in place): 0, or -1 with errno. */
int entry_discard(const char *path);
int mkdir_p(const char *path);
int rm_rf(const char *path);
/* Copies FROM to TO (creating TO's directory, keeping the mode): 0, -1 when
 * FROM cannot be read, -2 when TO cannot be written; errno tells why. */
int copy_file(const char *from, const char *to);
/* The names in directory PATH that do not start with '.', sorted (byte
 * order), appended to OUT: 0, or -1 with errno when PATH cannot be read. */
int dir_names(const char *path, struct strlist *out);
/* Walks the directory ROOT/REL (REL "" for ROOT itself) top-down:
 * VISIT(DATA, REL, NAMES) with its names (dir_names: sorted, no dot names),
 * then the same for each of those that is a directory, in that order;
 * symbolic links are not followed, a directory that cannot be read is
 * left out. */
void walk_dirs(const char *root, const char *rel, void *data,
	       void (*visit)(void *data, const char *rel, const struct strlist *names));

/* The atomic writer (git's lockfile.h is the model): lock_open creates a
 * unique temporary file PATH.tmp.XXXXXX beside PATH and opens lk->f on it;
 * lock_commit flushes, fsyncs and closes it and renames it over PATH;
 * lock_rollback (or a failed commit) removes it.  PATH is written whole or
 * not at all.  Both return 0, or -1 with errno.  A PATH that exists and is
 * neither a regular file nor a directory (/dev/null, /dev/stdout, a FIFO) is
 * opened and written in place: never replaced. */
struct lock { char *path, *tmp; FILE *f; };
int lock_open(struct lock *lk, const char *path);
int lock_commit(struct lock *lk);
void lock_rollback(struct lock *lk);
/* PATH := DATA atomically, creating PATH's directory (cache entries that
 * other processes may read meanwhile). */
int store_file(const char *path, const char *data, size_t len);
/* store_file unless PATH holds DATA already (a content-addressed cache
 * entry): 0 when it did, 1 when it was written where there was none, 2
 * when it held something else (damaged) and was replaced, -1 with errno. */
int store_file_once(const char *path, const char *data, size_t len);

#endif
