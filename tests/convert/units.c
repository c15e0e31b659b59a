/* units.c — build/test-convert-units: pieces of kidpush-convert for the tests.
 *   test-convert-units rules DIR             the combined rule (cocci/kuid as one file)
 *   test-convert-units companions TREE PATH...  the companion directories, one a line
 *   test-convert-units block LINE             LINE as a manifest text line ("| ...", tools/series)
 *   test-convert-units body PLAN FILE...      the commit body of a step of those FILEs of PLAN
 *   test-convert-units rawinit TREE PLAN      for each site of PLAN "LINE:COL NAME" when it
 *                                            initializes a declaration PLAN keeps raw
 *   test-convert-units origin TREE OV F LINE...  where each LINE of OV/F comes from
 *                                            in TREE/F: "LINE FIRST-LAST wrote|kept"
 *   test-convert-units units TREE PLAN [LINE:COL...]  the dependency units of PLAN
 *                                            ("R LINE:COL: S LINE:COL ..., same LINE:COL ..."),
 *                                            then, given the entries LINE:COL one round
 *                                            undoes, all it undoes with them ("undo LINE:COL")
 */
#include "convert.h"
#include "manifest.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *where(const json_t *e)
{
	return xasprintf("%" JSON_INTEGER_FORMAT ":%" JSON_INTEGER_FORMAT, json_integer_value(json_object_get(e, "line")),
			 json_integer_value(json_object_get(e, "col")));
}

/* units TREE PLAN [LINE:COL...] (see the top) */
static int units_main(int argc, char **argv)
{
	struct plan plan = { .filtered = json_load_file(argv[1], 0, NULL) };
	if (!plan.filtered) return 2;
	struct units u;
	units_build(&u, &plan, argv[0]);
	struct drops d;
	for (int k = 0; k < 2; k++) {
		size_t n = k ? u.ns : u.nr;
		d.why[k] = xcalloc(n ? n : 1, sizeof *d.why[k]);
		for (size_t i = 0; i < n; i++) {
			char *w = where(json_array_get(json_object_get(plan.filtered, plan_parts[k]), i));
			for (int a = 2; a < argc; a++)
				if (!strcmp(argv[a], w)) d.why[k][i] = xstrdup("undone by the strict gate fixpoint (round 1): with it X");
			free(w);
		}
	}
	for (size_t i = 0; i < u.nr; i++) {
		char *w = where(json_array_get(json_object_get(plan.filtered, plan_parts[0]), i));
		printf("R %s:", w);
		for (size_t j = 0; j < u.ns; j++)
			if (u.needs[i * u.ns + j]) printf(" S %s", where(json_array_get(json_object_get(plan.filtered, plan_parts[1]), j)));
		for (size_t k = 0; k < u.nr; k++)
			if (k != i && u.same[i * u.nr + k])
				printf(" same %s", where(json_array_get(json_object_get(plan.filtered, plan_parts[0]), k)));
		putchar('\n');
		free(w);
	}
	if (argc > 2) units_expand(&u, &plan, &d);
	for (int k = 0; k < 2 && argc > 2; k++)
		for (size_t i = 0; i < (k ? u.ns : u.nr); i++)
			if (d.why[k][i]) printf("undo %s\n", where(json_array_get(json_object_get(plan.filtered, plan_parts[k]), i)));
	units_free(&u);
	return 0;
}

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
		manifest_block_line(&b, argv[2]);   /* the series manifest's writer */
		fputs(b.s, stdout);
		return 0;
	}
	if (argc >= 4 && !strcmp(argv[1], "body")) {
		json_t *plan = json_load_file(argv[2], 0, NULL);
		if (!plan) return 2;
		struct strlist files = {0}, lines = {0};
		for (int i = 3; i < argc; i++) sl_pushs(&files, argv[i]);
		json_t *c = count_plan(plan, &files);
		body_of("FS", c, &lines);
		for (size_t i = 0; i < lines.n; i++) puts(lines.v[i]);
		return 0;
	}
	if (argc == 4 && !strcmp(argv[1], "rawinit")) {
		json_t *plan = json_load_file(argv[3], 0, NULL), *e;
		size_t i;
		json_array_foreach(json_object_get(plan, "sites"), i, e) {
			char *name = raw_initializer(plan, e, argv[2]);
			if (name) printf("%" JSON_INTEGER_FORMAT ":%" JSON_INTEGER_FORMAT " %s\n",
					 json_integer_value(json_object_get(e, "line")),
					 json_integer_value(json_object_get(e, "col")), name);
			free(name);
		}
		return 0;
	}
	if (argc >= 5 && !strcmp(argv[1], "origin")) {
		struct hunk *h;
		size_t n = file_hunks(argv[2], argv[3], argv[3], argv[4], &h);
		for (int i = 5; i < argc; i++) {
			long first, last, line = atol(argv[i]);
			int wrote = hunk_origin(h, n, line, &first, &last);
			printf("%ld %ld-%ld %s\n", line, first, last, wrote ? "wrote" : "kept");
		}
		free(h);
		return 0;
	}
	if (argc >= 4 && !strcmp(argv[1], "units")) return units_main(argc - 2, argv + 2);
	die("usage: test-convert-units rules DIR | companions TREE PATH... | block LINE | rawinit TREE PLAN | "
	    "origin TREE OV F LINE... | units TREE PLAN [LINE:COL...]");
}
