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
#include "kp-opt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void parse_width(void *value, const char *arg)
{
	char *e;
	unsigned long v = strtoul(arg, &e, 10);
	if (*e || !*arg || (v && v < 40) || v > 1000)
		die("bad width %s (0, or 40..1000)", arg);
	*(size_t *)value = v;
}

static const struct usage usage = {
	"usage: kidpush-kfmt [-w WIDTH] [-j JOINED-WIDTH] FILE DIFF OUT\n", NULL, NULL,
};

int main(int argc, char **argv)
{
	size_t width = KFMT_WIDTH, jwidth = 0;
	const struct option opts[] = {
		OPT_CALLBACK('w', NULL, &width, "WIDTH", "break added lines over WIDTH columns (default 80; 0: never)",
			     parse_width),
		OPT_CALLBACK('j', NULL, &jwidth, "JOINED-WIDTH", "the width for lines spatch joined (default 0: none)",
			     parse_width),
		OPT_END(),
	};
	kp_progname = "kfmt";
	argc = parse_options(argc, argv, opts, &usage, PARSE_ARGS);
	if (argc != 3) {
		fputs(usage.synopsis, stderr);
		return 2;
	}
	const char *file = argv[0], *diff = argv[1], *outp = argv[2];
	struct lines l;
	struct hunks h;
	if (lines_read(file, &l) < 0) { error("cannot read %s", file); return 2; }
	if (diff_read(diff, &l, &h) < 0) {
		error("%s: bad diff %s", file, diff);
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
		error("%s: re-formatting would change tokens; refused", file);
		rc = 1;
	} else {
		FILE *f = fopen(outp, "wb");
		if (!f || fwrite(out, 1, nlen, f) != nlen || fclose(f) != 0) {
			error("cannot write %s", outp);
			rc = 2;
		}
	}
	free(orig);
	free(out);
	hunks_free(&h);
	lines_free(&l);
	return rc;
}
