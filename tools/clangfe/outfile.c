/* outfile.c — reports written atomically (tools/common/kp-file.h's lock). */
#include "outfile.h"

#include "kp-alloc.h"
#include "kp-file.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int write_atomic(const char *path, int (*writer)(FILE *, const void *), const void *ctx)
{
	struct lock lk;
	if (lock_open(&lk, path) != 0) {
		error("cannot write %s: %s", path, strerror(errno));
		return -1;
	}
	if (writer(lk.f, ctx) != 0 || lock_commit(&lk) != 0) {
		lock_rollback(&lk);
		error("cannot write %s", path);
		return -1;
	}
	return 0;
}

int output_writable(const char *path, const char *opt)
{
	struct stat st;
	int exists = stat(path, &st) == 0;
	if (exists && S_ISDIR(st.st_mode)) {
		error("cannot write %s %s: %s", opt, path, strerror(EISDIR));
		return -1;
	}
	if (exists && !S_ISREG(st.st_mode)) { /* /dev/null, a FIFO: written in place */
		if (access(path, W_OK) == 0)
			return 0;
		error("cannot write %s %s: %s", opt, path, strerror(errno));
		return -1;
	}
	char *tmp = xasprintf("%s.tmp.XXXXXX", path);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		error("cannot write %s %s: %s", opt, path, strerror(errno));
		free(tmp);
		return -1;
	}
	close(fd);
	unlink(tmp);
	free(tmp);
	return 0;
}
