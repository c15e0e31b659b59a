/* units.c — build/test-convert-units: pieces of kidpush-convert for the tests.
 *   test-convert-units rules DIR             the combined rule (cocci/kuid as one file)
 *   test-convert-units companions TREE PATH...  the companion directories, one a line
 *   test-convert-units block LINE             LINE as a manifest text line ("| ...")
 */
#include "convert.h"
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	kp_progname = "test-convert-units";
	if (argc >= 3 && !strcmp(argv[1], "rules")) {
		fputs(rules_text(argv[2]), stdout);
		return 0;
	}
	if (argc >= 3 && !strcmp(argv[1], "companions")) {
		struct strlist paths = {0}, blockers = {0};
		for (int i = 3; i < argc; i++) sl_pushs(&paths, argv[i]);
		struct strlist *comp = xcalloc(paths.n ? paths.n : 1, sizeof *comp);
		uidgid_blockers(argv[2], &blockers);
		companions(argv[2], &paths, &blockers, comp, NULL);
		for (size_t i = 0; i < paths.n; i++)
			for (size_t k = 0; k < comp[i].n; k++) puts(comp[i].v[k]);
		return 0;
	}
	if (argc == 3 && !strcmp(argv[1], "block")) {
		struct buf b = {0};
		block_line(&b, argv[2]);
		fputs(b.s, stdout);
		return 0;
	}
	die("usage: test-convert-units rules DIR | companions TREE PATH... | block LINE");
}
