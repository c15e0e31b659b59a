/* outfile.c — write a report atomically: temporary file in the target directory, then rename. */
#include "report.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int write_atomic(const char *path, int (*writer)(FILE *, const void *), const void *ctx)
{
	char *tmp = xasprintf("%s.tmp.XXXXXX", path);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		fprintf(stderr, "kidpush-audit: cannot write %s: %s\n", path, strerror(errno));
		free(tmp);
		return -1;
	}
	FILE *f = fdopen(fd, "w");
	int rc = f ? writer(f, ctx) : -1;
	if (f && fclose(f) != 0)
		rc = -1;
	else if (!f)
		close(fd);
	if (rc == 0 && rename(tmp, path) != 0)
		rc = -1;
	if (rc != 0) {
		fprintf(stderr, "kidpush-audit: cannot write %s\n", path);
		unlink(tmp);
	}
	free(tmp);
	return rc;
}

int output_writable(const char *path, const char *opt)
{
	struct stat st;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		fprintf(stderr, "kidpush-audit: cannot write %s %s: %s\n", opt, path, strerror(EISDIR));
		return -1;
	}
	char *tmp = xasprintf("%s.tmp.XXXXXX", path);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		fprintf(stderr, "kidpush-audit: cannot write %s %s: %s\n", opt, path, strerror(errno));
		free(tmp);
		return -1;
	}
	close(fd);
	unlink(tmp);
	free(tmp);
	return 0;
}
