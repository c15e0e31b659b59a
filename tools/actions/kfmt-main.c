/* kidpush-kfmt [-w WIDTH] FILE DIFF OUT: re-formats, in kernel style, the lines of
 * FILE that DIFF (`git diff -U0` of FILE) adds and writes the result to OUT:
 * a trailing comment spatch moved onto an inserted line goes back to its
 * line, added declarations are aligned with their block, added lines over
 * WIDTH (default 80; 0: never) columns are broken inside parentheses.  Only white space changes: the
 * token stream is checked, and a file whose tokens would change is refused
 * (exit 1, OUT not written).  Exit 0 ok, 1 refused, 2 usage or I/O error. */
#include "kfmt.h"
#include "kfmt-lex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	size_t width = KFMT_WIDTH;
	if (argc == 6 && !strcmp(argv[1], "-w")) {
		char *e;
		unsigned long w = strtoul(argv[2], &e, 10);
		if (*e || !*argv[2] || (w && w < 40) || w > 1000) {
			fprintf(stderr, "kfmt: bad width %s (0, or 40..1000)\n", argv[2]);
			return 2;
		}
		width = w;
		argv += 2;
		argc -= 2;
	}
	if (argc != 4) {
		fputs("usage: kidpush-kfmt [-w WIDTH] FILE DIFF OUT\n", stderr);
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
	restore_comments(&l, &h);
	align_decls(&l);
	if (width) break_long(&l, width);
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
