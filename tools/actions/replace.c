/* replace.c — build/kidpush-replace ME TMPD: the results of an action
 * (kfmt, tp-cocci) replace the files they were made from, once every result
 * exists (so an error earlier changes no file).  TMPD/list has an index N a
 * line; TMPD/N.name the exact name of the file (any bytes), TMPD/N.out its
 * new contents.  Each file is written through the core library's atomic
 * writer (a temporary beside it, fsync, rename) and keeps its mode.
 * Exit 0, or 2 with "ME: cannot write FILE: ..." (files before it are
 * already replaced, as with any sequence of renames). */
#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"
#include "kp-opt.h"

#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

static int replace_one(const char *tmpd, const char *n)
{
	struct buf name = { 0 }, out = { 0 };
	char *np = xasprintf("%s/%s.name", tmpd, n), *op = xasprintf("%s/%s.out", tmpd, n);
	int rc = 2;
	struct stat st;
	struct lock lk;
	if (read_file(np, &name) < 0 || !name.len || memchr(name.s, 0, name.len)) {
		error("cannot read %s", np);
	} else if (read_file(op, &out) < 0) {
		error("cannot read %s: %s", op, strerror(errno));
	} else if (stat(name.s, &st) < 0 || lock_open(&lk, name.s) < 0) {
		error("cannot write %s: %s", name.s, strerror(errno));
	} else {
		int ok = fchmod(fileno(lk.f), st.st_mode & 07777) == 0 &&
			 fwrite(out.s ? out.s : "", 1, out.len, lk.f) == out.len;
		if (!ok) {
			int e = errno;
			lock_rollback(&lk);
			errno = e;
		}
		if (!ok || lock_commit(&lk) < 0)
			error("cannot write %s: %s", name.s, strerror(errno));
		else
			rc = 0;
	}
	buf_free(&name);
	buf_free(&out);
	free(np);
	free(op);
	return rc;
}

static const struct usage usage = {
	"usage: kidpush-replace ME TMPD\n", NULL, NULL,
};

int main(int argc, char **argv)
{
	static const struct option opts[] = { OPT_END() };
	kp_progname = "kidpush-replace";
	argc = parse_options(argc, argv, opts, &usage, PARSE_ARGS);
	if (argc != 2) {
		fputs(usage.synopsis, stderr);
		return 2;
	}
	kp_progname = argv[0];   /* its messages speak for the action that called it (ME) */
	char *lp = xasprintf("%s/list", argv[1]);
	struct buf list = { 0 };
	int rc = 0;
	if (read_file(lp, &list) < 0) {
		error("cannot read %s: %s", lp, strerror(errno));
		rc = 2;
	}
	for (char *s = list.s, *e; rc == 0 && s && *s; s = e + 1) {
		if (!(e = strchr(s, '\n')))
			break;
		*e = 0;
		if (*s)
			rc = replace_one(argv[1], s);
	}
	buf_free(&list);
	free(lp);
	return rc;
}
