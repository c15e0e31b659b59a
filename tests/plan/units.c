/* tests/plan/units.c — the plan's schema (tools/plan/kp-plan.c) on own JSON
 * text: what it takes, what it refuses and the reason it gives.
 *   test-plan-units             the checks
 *   test-plan-units --describe  the schema, one "PART KEY TYPE required" a line
 *   test-plan-units FILE...     check each plan FILE (exit 1 on the first bad) */
#include "kp-plan.h"

#include <string.h>

#include "../lib/unit.h"

/* the reason kp_plan_check gives for TEXT ("" when it takes it) */
static char *reason(const char *text)
{
	static char out[512];
	json_error_t e;
	json_t *j = json_loads(text, 0, &e);
	struct buf why = { 0 };
	if (!j)
		snprintf(out, sizeof out, "bad JSON: %s", e.text);
	else if (kp_plan_check(j, &why) < 0)
		snprintf(out, sizeof out, "%s", why.s);
	else
		out[0] = 0;
	buf_free(&why);
	json_decref(j);
	return out;
}

#define SITE "{\"file\": \"a.c\", \"line\": 3, \"col\": 1, \"kind\": \"compare\", \"id\": \"uid\"}"

static void test_schema(void)
{
	const char *r;
	CHECK(!*(r = reason("{\"version\": 1}")), "%s", r);
	CHECK(!*(r = reason("{\"version\": 1, \"paths\": [\"fs/a\"], \"sites\": [" SITE "], \"retype\": [], \"listed\": []}")),
	      "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 2}"), "\"version\" is not 1"), "%s", r);
	CHECK(!strcmp(r = reason("{}"), "the plan: no \"version\""), "%s", r);
	CHECK(!strcmp(r = reason("[]"), "the plan: not an object"), "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 1, \"site\": []}"), "the plan: \"site\" is not a key of the plan's plan"),
	      "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 1, \"sites\": {}}"), "the plan: \"sites\" is not a list"), "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 1, \"sites\": [" SITE ", {\"file\": \"a.c\", \"line\": \"3\"}]}"),
		      "sites[1]: \"line\" is not an integer"), "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 1, \"sites\": [{\"line\": 3}]}"), "sites[0]: no \"file\""), "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 1, \"retype\": [{\"file\": \"a.c\", \"line\": 1, \"kind\": \"x\"}]}"),
		      "retype[0]: \"kind\" is not a key of the plan's retype"), "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 1, \"sites\": [{\"file\": \"a.c\", \"line\": 1, \"munged\": 1}]}"),
		      "sites[0]: \"munged\" is not true or false"), "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 1, \"sites\": [{\"file\": \"a.c\", \"line\": 1, \"targets\": [{\"id\": \"uid\"}]}]}"),
		      "sites[0].targets[0]: no \"text\""), "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 1, \"paths\": [\"fs/a\", 3]}"), "paths[1]: not a string"), "%s", r);
	CHECK(!strcmp(r = reason("{\"version\": 1, \"summary\": {\"retype\": 0}}"), "summary: no \"sites\""), "%s", r);
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "--describe")) {
		struct buf b = { 0 };
		kp_plan_describe(&b);
		fputs(b.s, stdout);
		buf_free(&b);
		return 0;
	}
	for (int i = 1; i < argc; i++) {
		json_error_t e;
		json_t *j = json_load_file(argv[i], 0, &e);
		struct buf why = { 0 };
		if (!j || kp_plan_check(j, &why) < 0) {
			printf("%s: %s\n", argv[i], j ? why.s : e.text);
			return 1;
		}
		json_decref(j);
		buf_free(&why);
	}
	if (argc > 1)
		return 0;
	test_schema();
	return unit_done();
}
