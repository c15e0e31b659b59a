/* kfmt: kernel-style re-formatting of the lines a step added. */
#ifndef KFMT_H
#define KFMT_H
#include <stddef.h>
#include "kp-alloc.h"

#define KFMT_WIDTH 80

struct lines {
	char **v;		/* lines without '\n', malloc'ed */
	size_t n;
	unsigned char *added;	/* added[i]: line i was added by the step */
	int final_nl;		/* the text ends with '\n' */
};

struct hunk {
	char **old;		/* the removed lines */
	size_t nold;
	size_t start, count;	/* added lines [start, start+count), 0-based */
};

struct hunks {
	struct hunk *v;
	size_t n;
};

/* kfmt-text.c (allocation: tools/common/kp-alloc.h) */
int lines_read(const char *path, struct lines *l);
char *lines_join(const struct lines *l, size_t *len);
void lines_insert(struct lines *l, size_t at, char *s, int added);
void lines_free(struct lines *l);
size_t dwidth(const char *s, size_t n);		/* display width, tab = 8 */
char *pad_to(const char *prefix, size_t plen, size_t col); /* PREFIX + tabs/spaces to COL */

/* kfmt-diff.c: parses `git diff -U0` output for one file; marks l->added */
int diff_read(const char *path, struct lines *l, struct hunks *h);
void hunks_free(struct hunks *h);

/* kfmt-align.c */
int restore_comments(struct lines *l, const struct hunks *h);
int align_decls(struct lines *l);

/* kfmt-break.c */
/* JOINED[i] (0-based line numbers before breaking): line i replaced more
 * lines than its hunk adds; such lines break at JWIDTH when it is narrower. */
int break_long(struct lines *l, size_t width, size_t jwidth, const unsigned char *joined);

#endif
