/* kidpush-kfmt [-w WIDTH] [-j JOINED-WIDTH] FILE DIFF OUT: re-formats, in kernel
 * style, the lines of FILE that DIFF (`git diff -U0` of FILE) adds and writes
 * the result to OUT: a trailing comment spatch moved onto an inserted line
 * goes back to its line, added declarations (and their trailing comments)
 * are aligned with their block, added lines over WIDTH (default 80; 0:
 * never) columns are broken inside parentheses; added lines of a hunk that
 * removed more lines than it adds (a statement spatch joined) are broken
 * at JOINED-WIDTH when that is narrower (default 0: no such rule).  Only white space changes: the
 * token stream is checked, and a file whose tokens would change is refused
 * (exit 1, OUT not written).  Exit 0 ok, 1 refused, 2 usage or I/O error. */
#include "kfmt.h"
#include "kfmt-lex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int parse_width(const char *arg, size_t *w)
{
	char *e;
	unsigned long v = strtoul(arg, &e, 10);
	if (*e || !*arg || (v && v < 40) || v > 1000) {
		fprintf(stderr, "kfmt: bad width %s (0, or 40..1000)\n", arg);
		return -1;
	}
	*w = v;
	return 0;
}

int main(int argc, char **argv)
{
	size_t width = KFMT_WIDTH, jwidth = 0;
	while (argc >= 3 && (!strcmp(argv[1], "-w") || !strcmp(argv[1], "-j"))) {
		if (parse_width(argv[2], argv[1][1] == 'w' ? &width : &jwidth) < 0) return 2;
		argv += 2;
		argc -= 2;
	}
	if (argc != 4) {
		fputs("usage: kidpush-kfmt [-w WIDTH] [-j JOINED-WIDTH] FILE DIFF OUT\n", stderr);
		return 2;
	}
	struct lines l;
	struct hunks h;
	if (lines_read(argv[1], &l) < 0) { fprintf(stderr, "kfmt: cannot read %s\n", argv[1]); return 2; }
	if (diff_read(argv[2], &l, &h) < 0) {
		fprintf(stderr, "kfmt: %s: bad diff %s\n", argv[1], argv[2]);
		lines_free(&l);
		return 2;
	}
	size_t olen, nlen;
	char *orig = lines_join(&l, &olen);
	/* lines of hunks that replaced more lines than they add */
	unsigned char *joined = xmalloc(l.n + 1);
	memset(joined, 0, l.n + 1);
	for (size_t i = 0; i < h.n; i++)
		if (h.v[i].nold > h.v[i].count)
			for (size_t k = h.v[i].start; k < h.v[i].start + h.v[i].count && k < l.n; k++) joined[k] = 1;
	restore_comments(&l, &h);
	align_decls(&l);
	if (width || jwidth) break_long(&l, width, jwidth, joined);
	free(joined);
	char *out = lines_join(&l, &nlen);
	/* fault injection for the tests: the refusal must work */
	char *semi = getenv("KIDPUSH_KFMT_TEST_CORRUPT") ? strchr(out, ';') : NULL;
	if (semi) *semi = ':';
	int rc = 0;
	if (!same_tokens(orig, olen, out, nlen)) {
		fprintf(stderr, "kfmt: %s: re-formatting would change tokens; refused\n", argv[1]);
		rc = 1;
	} else {
		FILE *f = fopen(argv[3], "wb");
		if (!f || fwrite(out, 1, nlen, f) != nlen || fclose(f) != 0) {
			fprintf(stderr, "kfmt: cannot write %s\n", argv[3]);
			rc = 2;
		}
	}
	free(orig);
	free(out);
	hunks_free(&h);
	lines_free(&l);
	return rc;
}
