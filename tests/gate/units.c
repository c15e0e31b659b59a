/* tests/gate/units.c: unit tests of the gate's classifier, on sparse and gcc
 * output recorded from the fixture tree (tests/gate/data, tests/gate/fixture).
 * usage: kidpush-gate-unit DATA_DIR FIXTURE_DIR TMP_DIR */
#include "gate-diag.h"
#include <stdlib.h>
#include <string.h>

#include "../lib/unit.h"

static const char *data, *fixture, *tmpdir;

static char *path2(const char *a, const char *b)
{
	size_t n = strlen(a) + strlen(b) + 2;
	char *p = xmalloc(n);
	snprintf(p, n, "%s/%s", a, b);
	return p;
}

static void load(const char *name, const char *tool, struct diags *d)
{
	char *p = path2(data, name);
	struct pathmap pm = { NULL, {0}, 0 };
	CHECK(parse_file(p, tool, &pm, d) == 0, "%s", p);
	free(p);
}

/* Lines of the fixture file carrying the marker comment. */
static int markers(const char *marker, int *lines, int max)
{
	char *p = path2(fixture, "fs/demo/bad.c");
	FILE *f = fopen(p, "r");
	free(p);
	int n = 0, ln = 0;
	char buf[512];
	if (!f)
		return 0;
	while (fgets(buf, sizeof(buf), f)) {
		ln++;
		if (strstr(buf, marker) && n < max && ln > 3)
			lines[n++] = ln;
	}
	fclose(f);
	return n;
}

static int in(const int *v, int n, int x)
{
	for (int i = 0; i < n; i++)
		if (v[i] == x)
			return 1;
	return 0;
}

static const struct diag *at(const struct diags *d, int line, const char *msgpart)
{
	for (size_t i = 0; i < d->n; i++)
		if (d->v[i].f.line == (unsigned)line && strstr(d->v[i].f.message, msgpart))
			return &d->v[i];
	return NULL;
}

static void test_words(void)
{
	CHECK(names_id_type("got struct kuid_t [usertype] i_uid"), "sparse type");
	CHECK(names_id_type("(have 'kuid_t' and 'kuid_t')"), "gcc quotes");
	CHECK(names_id_type("expected struct kqid"), "kqid");
	CHECK(names_id_type("kprojid_t"), "alone");
	CHECK(names_id_type("expected vfsgid_t [usertype] vfsgid"), "vfsgid_t (6.x idmapped mounts)");
	CHECK(!names_id_type("got xkuid_t"), "prefix");
	CHECK(!names_id_type("got kuid_ty"), "suffix");
	CHECK(!names_id_type("struct kqidx"), "kqidx");
	CHECK(!names_id_type("unsigned int [usertype] uid"), "plain");
	CHECK(removed_member("no member 'e_id' in struct posix_acl_entry") != NULL, "sparse");
	CHECK(removed_member("'struct posix_acl_entry' has no member named 'e_id'; did you mean 'e_uid'?") != NULL, "gcc");
	CHECK(removed_member("no member 'e_uid' in struct x") == NULL, "other member");
	CHECK(is_setup_problem("unable to open 'xfs_inode.h'"), "sparse missing include");
	CHECK(is_setup_problem("linux/nope.h: No such file or directory"), "gcc missing include");
	CHECK(!is_setup_problem("unable to handle 'x'"), "other message");
}

/* Issue 33: a preprocessor or parse error means code was not parsed. */
static void test_parse_problems(void)
{
	CHECK(is_parse_problem("sparse", "unterminated preprocessor conditional"), "open #if");
	CHECK(is_parse_problem("sparse", "unmatched #endif in stream"), "#endif");
	CHECK(is_parse_problem("sparse", "Expected ; at end of statement"), "expect()");
	CHECK(is_parse_problem("sparse", "End of file in the middle of a comment"), "comment");
	CHECK(is_parse_problem("gcc", "#error unsupported"), "gcc #error");
	CHECK(is_parse_problem("gcc", "unterminated #if"), "gcc #if");
	CHECK(!is_parse_problem("sparse", "incorrect type in assignment (different base types)"), "type");
	CHECK(!is_parse_problem("sparse", "expected structure or union"), "semantic");
	CHECK(!is_parse_problem("sparse", "Expected constant expression in case statement"), "case");
	CHECK(!is_parse_problem("gcc", "expected 'kuid_t' but argument is of type 'int'"), "gcc note");
	CHECK(!is_parse_problem("gate", "unterminated preprocessor conditional"), "tool");
}

static void test_paths(void)
{
	struct pathmap pm = { "/o/obj", { "/s/src" }, 1 };
	char *p;
	p = path_normalize(&pm, "/s/src/fs/xfs/./xfs_trace.h");
	CHECK(strcmp(p, "fs/xfs/xfs_trace.h") == 0, "%s", p);
	free(p);
	p = path_normalize(&pm, "../../s/src/include/linux/cred.h");
	CHECK(strcmp(p, "include/linux/cred.h") == 0, "%s", p);
	free(p);
	p = path_normalize(&pm, "/s/srcx/a.c");
	CHECK(strcmp(p, "/s/srcx/a.c") == 0, "%s", p);
	free(p);
	p = path_normalize(&pm, "/usr/lib/gcc/../x.h");
	CHECK(strcmp(p, "/usr/lib/x.h") == 0, "%s", p);
	free(p);
	struct pathmap none = { NULL, {0}, 0 };
	p = path_normalize(&none, "fs/demo/./bad.c");
	CHECK(strcmp(p, "fs/demo/bad.c") == 0, "%s", p);
	free(p);
}

static void test_parse_and_classify(void)
{
	struct diags s = { NULL, 0, 0 }, n = { NULL, 0, 0 };
	load("bad-strict.log", "sparse", &s);
	load("bad-nonstrict.log", "sparse", &n);
	CHECK(s.n == 10, "strict diagnostics: %zu", s.n);
	CHECK(n.n == 3, "non-strict diagnostics: %zu", n.n);
	const struct diag *x = at(&s, 9, "incorrect type in assignment");
	CHECK(x && strcmp(x->f.detail, "expected unsigned int di_uid\n"
			  "got struct kuid_t [usertype] i_uid") == 0,
	      "continuation: %s", x ? x->f.detail : "(none)");
	CHECK(x && x->f.col == 19 && strcmp(x->f.file, "fs/demo/bad.c") == 0 &&
	      strcmp(x->f.severity, "error") == 0, "location");

	/* Parsing the same output twice and deduplicating changes nothing. */
	struct diags twice = { NULL, 0, 0 };
	load("bad-strict.log", "sparse", &twice);
	load("bad-strict.log", "sparse", &twice);
	diags_dedupe(&twice);
	CHECK(twice.n == 10, "dedupe: %zu", twice.n);
	diags_free(&twice);

	int id[16], noise[16];
	int nid = markers("/* ID */", id, 16);
	int nnoise = markers("/* NOISE", noise, 16);
	CHECK(nid == 5 && nnoise == 3, "fixture markers %d %d", nid, nnoise);

	/* Two passes: what strict types add is exactly the ID-marked lines. */
	diags_classify(&s, &n);
	int seen[16] = {0};
	size_t nids = 0;
	for (size_t i = 0; i < s.n; i++) {
		const struct diag *d = &s.v[i];
		if (d->cls == CLASS_ID) {
			nids++;
			CHECK(in(id, nid, (int)d->f.line), "ID at unmarked line %u", d->f.line);
			for (int k = 0; k < nid; k++)
				if (id[k] == (int)d->f.line)
					seen[k] = 1;
		} else {
			CHECK(in(noise, nnoise, (int)d->f.line), "noise at line %u: %s", d->f.line, d->f.message);
		}
	}
	for (int k = 0; k < nid; k++)
		CHECK(seen[k], "marked ID line %d not reported", id[k]);
	CHECK(nids == 7, "two-pass ID count %zu", nids);

	/* One pass (content rules only): every marked line still caught;
	 * the "got bad type" follow-ups are noise. */
	diags_classify(&s, NULL);
	nids = 0;
	memset(seen, 0, sizeof(seen));
	for (size_t i = 0; i < s.n; i++) {
		if (s.v[i].cls != CLASS_ID)
			continue;
		nids++;
		for (int k = 0; k < nid; k++)
			if (id[k] == (int)s.v[i].f.line)
				seen[k] = 1;
	}
	for (int k = 0; k < nid; k++)
		CHECK(seen[k], "single pass misses line %d", id[k]);
	CHECK(nids == 5, "single-pass ID count %zu", nids);
	x = at(&s, 15, "no member");
	CHECK(x && x->cls == CLASS_ID && strcmp(x->f.reason, "member removed by the conversion") == 0,
	      "removed member reason");
	x = at(&s, 15, "return expression");
	CHECK(x && x->cls == CLASS_NOISE, "bad-type follow-up is noise in one pass");
	diags_free(&s);
	diags_free(&n);
}

static void test_gcc(void)
{
	struct diags g = { NULL, 0, 0 };
	load("bad-gcc.log", "gcc", &g);
	CHECK(g.n == 5, "gcc diagnostics: %zu", g.n);
	const struct diag *x = at(&g, 31, "incompatible type for argument 1");
	CHECK(x != NULL, "macro error moved to the expansion site");
	if (x) {
		CHECK(strcmp(x->f.file, "fs/demo/bad.c") == 0 && x->f.col == 33, "%s:%u", x->f.file, x->f.col);
		CHECK(x->f.function && strcmp(x->f.function, "demo_alloc") == 0, "func %s", x->f.function ? x->f.function : "-");
		CHECK(strstr(x->f.detail, "include/linux/uidgid.h:29") != NULL, "origin kept: %s", x->f.detail);
		CHECK(strstr(x->f.detail, "note: expected 'uid_t'") != NULL, "note kept: %s", x->f.detail);
	}
	x = at(&g, 9, "incompatible types when assigning");
	CHECK(x && x->f.function && strcmp(x->f.function, "demo_copy_ids") == 0, "In function");
	diags_classify(&g, NULL);
	size_t nid = 0;
	for (size_t i = 0; i < g.n; i++)
		nid += g.v[i].cls == CLASS_ID;
	CHECK(nid == 5, "gcc ID count %zu", nid);

	/* Merged with sparse: gcc joins the sparse record of its line. */
	struct diags s = { NULL, 0, 0 };
	load("bad-strict.log", "sparse", &s);
	load("bad-gcc.log", "gcc", &s);
	diags_dedupe(&s);
	diags_merge_gcc(&s);
	CHECK(s.n == 10, "merged count %zu", s.n);
	x = at(&s, 22, "incompatible types for operation");
	CHECK(x && x->also && strstr(x->also, "invalid operands"), "also");
	diags_free(&s);
	diags_free(&g);
}

/* gcc's function context: a warning in inlined code is named after the
 * function at its location ("In function 'F',"), not the function of the
 * diagnostic before it; a line that is not gcc's (Kbuild's "  CC  x.o")
 * ends the context, so another compile's top-level warning has none. */
static const char *func_of(const struct diags *d, const char *file)
{
	for (size_t i = 0; i < d->n; i++)
		if (strcmp(d->v[i].f.file, file) == 0)
			return d->v[i].f.function ? d->v[i].f.function : "(none)";
	return "(missing)";
}

static void test_gcc_context(void)
{
	struct diags g = { NULL, 0, 0 };
	load("context-gcc.log", "gcc", &g);
	CHECK(g.n == 3, "context diagnostics: %zu", g.n);
	const char *f = func_of(&g, "fs/demo/a.c");
	CHECK(strcmp(f, "demo_g") == 0, "a.c: %s", f);
	f = func_of(&g, "fs/demo/h.h");
	CHECK(strcmp(f, "demo_init_lh") == 0, "inlined header warning: %s", f);
	f = func_of(&g, "fs/demo/b.c");
	CHECK(strcmp(f, "(none)") == 0, "next compile's top-level warning: %s", f);
	diags_free(&g);
}

/* A header's warning repeated from two functions' inlining: the copy kept
 * does not depend on the order of make's parallel log. */
static void one_dup(struct diags *d, const char *function)
{
	struct diag x;
	memset(&x, 0, sizeof(x));
	x.f.file = xstrdup("include/linux/list.h");
	x.f.line = 44;
	x.f.col = 9;
	x.f.message = xstrdup("a warning of a header");
	x.f.detail = xstrdup("");
	x.f.function = xstrdup(function);
	x.f.tool = "gcc";
	diags_push(d, &x);
}

static void test_dedupe_order(void)
{
	const char *orders[2][2] = { { "zeta_fn", "alpha_fn" }, { "alpha_fn", "zeta_fn" } };
	for (int k = 0; k < 2; k++) {
		struct diags d = { NULL, 0, 0 };
		one_dup(&d, orders[k][0]);
		one_dup(&d, orders[k][1]);
		diags_dedupe(&d);
		CHECK(d.n == 1 && strcmp(d.v[0].f.function, "alpha_fn") == 0, "order %d: kept %zu, %s", k, d.n,
		      d.n ? d.v[0].f.function : "-");
		diags_free(&d);
	}
}

static void test_func(void)
{
	char *f;
	f = func_at(fixture, "fs/demo/bad.c", 9);
	CHECK(f && strcmp(f, "demo_copy_ids") == 0, "%s", f ? f : "-");
	free(f);
	f = func_at(fixture, "fs/demo/bad.c", 36);
	CHECK(f && strcmp(f, "demo_all") == 0, "%s", f ? f : "-");
	free(f);
	f = func_at(fixture, "fs/demo/bad.c", 5);
	CHECK(f == NULL, "file scope: %s", f ? f : "-");
	free(f);
	f = func_at(fixture, "fs/demo/missing.c", 5);
	CHECK(f == NULL, "missing file");
	free(f);
	func_cache_free();
}

static void write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	if (f) {
		fputs(text, f);
		fclose(f);
	}
}

static void test_json_and_baseline(void)
{
	char buf[256] = "";
	FILE *m = fmemopen(buf, sizeof(buf), "w");
	json_str(m, "a\"b\\\n\x01");
	fclose(m);
	CHECK(strcmp(buf, "\"a\\\"b\\\\\\n\\u0001\"") == 0, "%s", buf);

	struct diags s = { NULL, 0, 0 }, n = { NULL, 0, 0 };
	load("bad-strict.log", "sparse", &s);
	load("bad-nonstrict.log", "sparse", &n);
	diags_classify(&s, &n);
	for (size_t i = 0; i < s.n; i++)
		s.v[i].f.function = func_at(fixture, s.v[i].f.file, s.v[i].f.line);
	struct report_info ri = { "fixture", "unit", "fs/demo", 0, NULL, 0, NULL, NULL };
	char *json = path2(tmpdir, "unit.json");
	CHECK(write_json(json, &s, &ri) == 0, "write_json");
	struct baseline b = { NULL, 0, 0 };
	char err[256];
	CHECK(baseline_load(json, &b, err, sizeof(err)) == 0, "%s", err);
	CHECK(b.n == 7, "baseline problems %zu", b.n);
	baseline_apply(&b, &s);
	size_t fresh = 0;
	for (size_t i = 0; i < s.n; i++)
		fresh += s.v[i].cls == CLASS_ID && s.v[i].is_new;
	CHECK(fresh == 0, "own report as baseline: %zu new", fresh);
	baseline_free(&b);

	/* A baseline lacking one problem: exactly that one is new. */
	write_text(json, "{\"problems\": [{\"file\": \"fs/demo/bad.c\", \"function\": "
		   "\"demo_copy_ids\", \"message\": \"incorrect type in assignment "
		   "(different base types)\", \"line\": 1}], \"noise\": []}");
	CHECK(baseline_load(json, &b, err, sizeof(err)) == 0, "%s", err);
	baseline_apply(&b, &s);
	fresh = 0;
	for (size_t i = 0; i < s.n; i++)
		fresh += s.v[i].cls == CLASS_ID && s.v[i].is_new;
	CHECK(fresh == 6, "partial baseline: %zu new", fresh);
	baseline_free(&b);

	static const char *const bad[] = {
		"", "[]", "{\"problems\": [{\"file\": \"x\"", "{\"noise\": []}",
		"{\"problems\": [{\"file\": \"x\", \"message\": \"m\"}]} junk",
		"{\"problems\": [{\"message\": \"m\"}]}", "{\"problems\": \"no\"}",
		"{\"problems\": [{\"file\": \"a\\qb\", \"message\": \"m\"}]}",
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		write_text(json, bad[i]);
		err[0] = '\0';
		CHECK(baseline_load(json, &b, err, sizeof(err)) != 0 && err[0],
		      "bad baseline %zu accepted", i);
		baseline_free(&b);
	}
	write_text(json, "{\"problems\": [{\"file\": \"caf\\u00e9\", \"message\": \"m\", "
		   "\"function\": null, \"n\": [1, -2.5e3, true, false, {}]}]}");
	CHECK(baseline_load(json, &b, err, sizeof(err)) == 0, "%s", err);
	CHECK(b.n == 1 && strcmp(b.v[0].file, "caf\xc3\xa9") == 0 && b.v[0].func == NULL,
	      "unicode / null");
	baseline_free(&b);
	CHECK(baseline_load("/nonexistent/x.json", &b, err, sizeof(err)) != 0, "missing file");
	remove(json);
	free(json);
	diags_free(&s);
	diags_free(&n);
	func_cache_free();
}

/* gate_report (what kidpush-gate-report did as a program): a log that
 * cannot be read is 2, an empty log 0 with a zero summary, the recorded
 * fixture logs 1 with 7 ID problems in one file */
static int report_on(const char *strict, const char *nonstrict, char **text)
{
	struct report_args a;
	memset(&a, 0, sizeof(a));
	sl_pushs(&a.st_files, strict);
	if (nonstrict)
		sl_pushs(&a.ns_files, nonstrict);
	a.src = fixture;
	struct report_info ri = { "(unknown tree)", "sparse", "(paths)", 0, NULL, 0, NULL, NULL };
	size_t len = 0;
	FILE *f = open_memstream(text, &len);
	int rc = gate_report(&a, &ri, f);
	fclose(f);
	sl_free(&a.st_files);
	sl_free(&a.ns_files);
	return rc;
}

static void test_report(void)
{
	char *missing = path2(tmpdir, "missing.log"), *empty = path2(tmpdir, "empty.log");
	char *st = path2(data, "bad-strict.log"), *ns = path2(data, "bad-nonstrict.log"), *t = NULL;
	CHECK(report_on(missing, NULL, &t) == 2, "missing log not 2");
	free(t);
	write_text(empty, "");
	CHECK(report_on(empty, NULL, &t) == 0 && strstr(t, "ID problems: 0"), "empty log: %s", t);
	free(t);
	CHECK(report_on(st, ns, &t) == 1 && strstr(t, "ID problems: 7 in 1 file"), "fixture logs: %s", t);
	free(t);
	remove(empty);
	free(missing);
	free(empty);
	free(st);
	free(ns);
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fputs("usage: kidpush-gate-unit DATA_DIR FIXTURE_DIR TMP_DIR\n", stderr);
		return 2;
	}
	data = argv[1];
	fixture = argv[2];
	tmpdir = argv[3];
	test_words();
	test_parse_problems();
	test_paths();
	test_parse_and_classify();
	test_gcc();
	test_gcc_context();
	test_dedupe_order();
	test_func();
	test_json_and_baseline();
	test_report();
	return unit_done();
}
