/* units.c — unit tests of the series driver's pieces: manifest parsing,
 * grep queries, SHA-256, scope globs, identities, process timeouts. */
#include "manifest.h"
#include "kp-proc.h"
#include "query.h"
#include "scope.h"
#include "kp-hash.h"
#include "kp-smpl.h"
#include "cache.h"
#include "kp.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/unit.h"

static char *tmpdir;

static char *write_tmp_path(const char *name, const char *text)
{
	char *p = path_join(tmpdir, name);
	char *d = xstrdup(p);
	*strrchr(d, '/') = 0;
	mkdir_p(d);
	free(d);
	write_file(p, text, strlen(text));
	return p;
}

static void write_tmp(const char *name, const char *text) { free(write_tmp_path(name, text)); }

static void test_manifest(void)
{
	write_tmp("r1.cocci", "@@\n@@\n- a\n+ b\n");
	char *p = write_tmp_path("ok.series",
		"# a comment\n"
		"prefix: PATCH review\n"
		"cover-subject: cover\n"
		"cover-body:\n| blurb one\n|\n| blurb two\n"
		"\n"
		"step: 01\n"
		"subject: first\n"
		"author: \"A. Person\" <a@example.org>\n"
		"date: Sun, 17 Feb 2013 17:10:55 -0800\n"
		"files: fs/x/*.c fs/x/*.h\n"
		"files: include/y.h\n"
		"cocci: r1.cocci\n"
		"spatch: --opt1 --opt2\n"
		"include: include\n"
		"limits:\n| Not in the rules.\n|\n|   indented\n|no space\n|\n"
		"body:\n| Line.\n|\n| Acked-by: A <a@example.org>\n"
		"step: 02\n"
		"subject: second\n"
		"author: B <b@example.org>\n"
		"date: Sun, 17 Feb 2013 17:10:56 -0800\n"
		"files: init/Kconfig\n"
		"action: kconfig-edit --drop FOO init/Kconfig\n");
	struct manifest m;
	struct buf err = {0};
	int rc = manifest_load(p, &m, &err);
	if (rc) fprintf(stderr, "%s", err.s);
	CHECK(rc == 0);
	CHECK(m.nsteps == 2);
	CHECK(!strcmp(m.prefix, "PATCH review"));
	CHECK(!strcmp(m.cover_body, "blurb one\n\nblurb two\n"));
	CHECK(!strcmp(m.steps[0].id, "01"));
	CHECK(m.steps[0].files.n == 3);
	CHECK(!strcmp(m.steps[0].files.v[2], "include/y.h"));
	CHECK(m.steps[0].cocci.n == 1 && strstr(m.steps[0].cocci.v[0], "/r1.cocci"));
	CHECK(m.steps[0].spatch.n == 2);
	CHECK(!strcmp(m.steps[0].body, "Line.\n\nAcked-by: A <a@example.org>\n"));
	CHECK(m.steps[1].actions.n == 1 && !strcmp(m.steps[1].actions.v[0], "kconfig-edit --drop FOO init/Kconfig"));
	CHECK(m.steps[1].cocci.n == 0);
	CHECK(m.steps[0].limits && !strcmp(m.steps[0].limits, "Not in the rules.\n\n  indented\nno space\n"));
	CHECK(m.steps[1].limits == NULL);
	manifest_free(&m);
	free(p);

	/* errors: unknown key, missing rule file, missing fields, line numbers */
	p = write_tmp_path("bad.series",
		"step: 01\n"
		"subject: s\n"
		"colour: blue\n"
		"cocci: nowhere.cocci\n"
		"step: 02\n"
		"subject: t\n");
	err.len = 0;
	CHECK(manifest_load(p, &m, &err) == -1);
	CHECK(strstr(err.s, "bad.series:3: unknown step key 'colour'") != NULL);
	CHECK(strstr(err.s, "nowhere.cocci not found") != NULL);
	CHECK(strstr(err.s, "bad.series:5: step 02 has no author") != NULL);
	manifest_free(&m);
	free(p);

	/* a text key given twice in a step: an error naming the second line */
	p = write_tmp_path("twice.series",
		"step: 01\n"
		"subject: s\n"
		"author: A <a@example.org>\n"
		"date: Sun, 17 Feb 2013 17:10:55 -0800\n"
		"files: x.c\n"
		"cocci: r1.cocci\n"
		"limits:\n| one\n"
		"body:\n| b\n"
		"limits:\n| two\n"
		"step: 02\n"
		"subject: t\n"
		"author: A <a@example.org>\n"
		"date: Sun, 17 Feb 2013 17:10:55 -0800\n"
		"files: x.c\n"
		"cocci: r1.cocci\n"
		"limits:\n| three\n");
	err.len = 0;
	CHECK(manifest_load(p, &m, &err) == -1);
	CHECK(err.s && strstr(err.s, "twice.series:11: 'limits' given twice") != NULL);
	CHECK(err.s && !strstr(err.s, "twice.series:19"));   /* another step's limits are fine */
	manifest_free(&m);
	free(p);

	err.len = 0;
	CHECK(manifest_load("/nonexistent/series", &m, &err) == -1);
	CHECK(strstr(err.s, "cannot read") != NULL);
	manifest_free(&m);
	buf_free(&err);
}

static void test_ident(void)
{
	char *n, *e;
	CHECK(split_ident("\"Eric W. Biederman\" <ebiederm@xmission.com>", &n, &e) == 0);
	CHECK(!strcmp(n, "Eric W. Biederman") && !strcmp(e, "ebiederm@xmission.com"));
	free(n); free(e);
	CHECK(split_ident("Plain Name <p@x>", &n, &e) == 0);
	CHECK(!strcmp(n, "Plain Name") && !strcmp(e, "p@x"));
	free(n); free(e);
	CHECK(split_ident("no mail here", &n, &e) == -1);
}

static void test_query(void)
{
	const char *out = "@r@\nexpression E;\n@@\n\n-f(E)\n\nGrep query\nxfs_get_projid || kuid_t\n";
	char *q = query_from_parse_output(out);
	CHECK(q && !strcmp(q, "xfs_get_projid || kuid_t"));
	CHECK(query_match(q, "int a = xfs_get_projid(ip);") == 1);
	CHECK(query_match(q, "kuid_t u;") == 1);
	CHECK(query_match(q, "int a = my_xfs_get_projid_x(ip);") == 0);   /* whole words only */
	CHECK(query_match(q, "nothing here") == 0);
	free(q);
	CHECK(query_from_parse_output("@@\n@@\n- a\n") == NULL);
	CHECK(query_match(NULL, "anything") == 1);
	CHECK(query_match("(a && b) || c", "a b") == 1);
	CHECK(query_match("(a && b) || c", "a") == 0);
	CHECK(query_match("(a && b) || c", "x c") == 1);
	CHECK(query_match("a && (", "zzz") == 1);   /* unparsable: candidate */
}

static void test_sha256(void)
{
	char hex[65];
	kp_sha256_hex("", 0, hex);
	CHECK(!strcmp(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
	kp_sha256_hex("abc", 3, hex);
	CHECK(!strcmp(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
	const char *m = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
	struct kp_hash *h = kp_hash_new();
	for (size_t i = 0; i < strlen(m); i++) kp_hash_update(h, m + i, 1);   /* byte by byte */
	kp_hash_hex(h, hex);
	CHECK(!strcmp(hex, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
}

static void test_scope(void)
{
	write_tmp("tree/fs/x/a.c", "a");
	write_tmp("tree/fs/x/b.h", "b");
	write_tmp("tree/fs/x/sub/c.c", "c");
	write_tmp("tree/fs/y/d.c", "d");
	write_tmp("tree/init/Kconfig", "k");
	write_tmp("tree/.git/e.c", "e");
	char *tree = path_join(tmpdir, "tree");
	struct strlist l = {0}, links = {0};
	scope_glob(tree, "fs/x/*.c", &l, &links);
	CHECK(l.n == 1 && !strcmp(l.v[0], "fs/x/a.c"));
	scope_glob(tree, "init/Kconfig", &l, &links);
	scope_glob(tree, "init/missing", &l, &links);
	CHECK(l.n == 2 && !strcmp(l.v[1], "init/Kconfig"));
	scope_glob(tree, "fs/*/*.c", &l, &links);
	sl_sort(&l);
	sl_uniq(&l);
	CHECK(l.n == 3);   /* fs/x/a.c fs/y/d.c init/Kconfig, not sub/c.c */
	CHECK(!sl_contains(&l, "fs/x/sub/c.c"));
	scope_glob(tree, "*.c", &l, &links);
	CHECK(!sl_contains(&l, ".git/e.c"));
	CHECK(links.n == 0);
	sl_free(&links);
	struct strlist g = {0};
	sl_push(&g, xstrdup("fs/x/*.h"));
	CHECK(scope_match(&g, "fs/x/b.h"));
	CHECK(!scope_match(&g, "fs/x/sub/b.h"));
	sl_free(&g);
	sl_free(&l);
	free(tree);
}

static void test_store(void)
{
	char *p = path_join(tmpdir, "st/a/b/entry");
	CHECK(store_file(p, "one", 3) == 0);
	CHECK(store_file(p, "two!", 4) == 0);	/* replaces */
	struct buf b = {0};
	CHECK(read_file(p, &b) == 0 && b.len == 4 && !memcmp(b.s, "two!", 4));
	buf_free(&b);
	char *tmp = xasprintf("%s.tmp.%ld", p, (long)getpid());
	CHECK(access(tmp, F_OK) < 0);		/* no temporary left */
	char *bad = path_join(tmpdir, "st/a/b/entry/below");	/* parent is a file */
	CHECK(store_file(bad, "x", 1) < 0);
	free(bad); free(tmp); free(p);
}

static void test_cache_entries(void)
{
	char *p = path_join(tmpdir, "ce/ab/cdef");
	struct buf b = {0};
	CHECK(cache_load(p, "key1", &b) == 0);              /* miss */
	CHECK(cache_store(p, "key1", "Cpayload", 8) == 0);
	CHECK(cache_load(p, "key1", &b) == 1 && b.len == 8 && !memcmp(b.s, "Cpayload", 8));
	CHECK(cache_load(p, "key2", &b) == 0);              /* another key's entry */
	CHECK(access(p, F_OK) < 0);                         /* discarded */
	CHECK(cache_store(p, "key1", "Cpayload", 8) == 0);
	struct buf raw = {0};
	CHECK(read_file(p, &raw) == 0);
	raw.s[raw.len - 1] ^= 1;                            /* a flipped bit */
	write_file(p, raw.s, raw.len);
	CHECK(cache_load(p, "key1", &b) == 0);
	write_file(p, raw.s, 40);                           /* truncated header */
	CHECK(cache_load(p, "key1", &b) == 0);
	buf_free(&raw); buf_free(&b); free(p);
}

static void test_paths(void)
{
	CHECK(path_inside("/a/b", "/a"));
	CHECK(path_inside("/a", "/a"));
	CHECK(!path_inside("/ab", "/a"));
	CHECK(path_inside("/x", "/"));
	CHECK(path_inside("/a/b", "/a/"));
	CHECK(shell_safe_path("/tmp/kidpush.AbC123/meta/msg.0.files/3.c"));
	CHECK(!shell_safe_path("/tmp/a b"));
	CHECK(!shell_safe_path("/tmp/$(x)"));
	CHECK(!shell_safe_path("/tmp/a;b"));
	CHECK(!shell_safe_path("/tmp/`x`"));
	CHECK(!shell_safe_path(""));
	char *real = abs_path(tmpdir);
	char *d = path_join(tmpdir, "rp/x/y");
	mkdir_p(d);
	char *link = path_join(tmpdir, "rp/link");
	CHECK(symlink(d, link) == 0);
	char *q = path_join(tmpdir, "rp/link/../new/name");      /* .. after a symlink: physical */
	char *r = resolve_path(q), *want = path_join(real, "rp/x/new/name");
	CHECK(r && !strcmp(r, want));
	free(r); free(want); free(q);
	q = path_join(tmpdir, "rp/x/y/");
	r = resolve_path(q);
	want = path_join(real, "rp/x/y");
	CHECK(r && !strcmp(r, want));
	free(r); free(want); free(q);
	q = path_join(tmpdir, "rp/none/../x");                    /* .. below a missing name */
	CHECK(resolve_path(q) == NULL);
	free(q); free(link); free(d); free(real);
}

static void test_manifest_paths(void)
{
	write_tmp("r2.cocci", "@@\n@@\n- a\n+ b\n");
	static const char *bad[] = {
		"files: ../x/*.c\n", "files: fs/../../x.c\n", "files: /etc/*.c\n", "include: ../inc\n",
		"spatch: --include=../h.h\n", "spatch: -I /usr/include\n", "action: kfmt ../a.c\n",
		"action: ../x\n", NULL };
	for (const char **b = bad; *b; b++) {
		char *text = xasprintf("step: 01\nsubject: s\nauthor: A <a@b>\ndate: d\ncocci: r2.cocci\n%s%s",
				       strncmp(*b, "files:", 6) ? "files: fs/*.c\n" : "", *b);
		char *p = write_tmp_path("paths.series", text);
		struct manifest m;
		struct buf err = {0};
		int rc = manifest_load(p, &m, &err);
		CHECK(rc < 0 && err.s && strstr(err.s, "must stay inside the tree"));
		if (rc == 0 || !err.s || !strstr(err.s, "must stay inside the tree")) fprintf(stderr, "  case: %s", *b);
		manifest_free(&m);
		buf_free(&err);
		free(p); free(text);
	}
	char *p = write_tmp_path("ok-paths.series", "step: 01\nsubject: s\nauthor: A <a@b>\ndate: d\n"
		"cocci: r2.cocci\nfiles: fs/x..y/*.c ..a/b.c\nspatch: --max-width 200 --include fs/a.h\n"
		"action: kconfig init/Kconfig drop X depends on Y = n\n");
	struct manifest m;
	struct buf err = {0};
	CHECK(manifest_load(p, &m, &err) == 0);
	manifest_free(&m); buf_free(&err); free(p);
	p = write_tmp_path("dup.series", "step: 01\nsubject: s\nauthor: A <a@b>\ndate: d\ncocci: r2.cocci\n"
		"files: a.c\nstep: 01\nsubject: t\nauthor: A <a@b>\ndate: d\ncocci: r2.cocci\nfiles: a.c\n");
	CHECK(manifest_load(p, &m, &err) < 0 && err.s && strstr(err.s, ":7: step 01 given twice (first at line 1)"));
	manifest_free(&m); buf_free(&err); free(p);
}

static void test_proc(void)
{
	char *ok[] = { "sh", "-c", "echo out; echo err >&2; exit 3", NULL };
	struct buf out = {0}, err = {0};
	struct proc_opts o = { .timeout = 10 };
	CHECK(proc_run(ok, &o, &out, &err) == 3);
	CHECK(out.s && !strcmp(out.s, "out\n"));
	CHECK(err.s && !strcmp(err.s, "err\n"));
	char *slow[] = { "sh", "-c", "sleep 20; echo late", NULL };
	struct proc_opts t = { .timeout = 0.3, .merge_stderr = 1 };
	buf_free(&out);
	CHECK(proc_run(slow, &t, &out, NULL) == PROC_TIMEOUT);
	char *none[] = { "/nonexistent/program", NULL };
	CHECK(proc_run(none, &o, NULL, NULL) == 127);
	char *cwd[] = { "pwd", NULL };
	struct proc_opts c = { .cwd = "/", .timeout = 10 };
	buf_free(&out);
	CHECK(proc_run(cwd, &c, &out, NULL) == 0 && out.s && !strcmp(out.s, "/\n"));
	buf_free(&out);
	buf_free(&err);
}

/* kp-smpl.c: which rule files can be one semantic patch, and the text */
static void test_smpl(void)
{
	struct smpl_part a = { "a.cocci", "virtual patch\n@r@\nexpression E;\n@@\n- f(E)\n+ g(E)\n" };
	struct smpl_part b = { "b.cocci", "virtual patch, report\n@r depends on patch@\nexpression E;\n@@\n- g(E)\n+ h(E)\n"
					  "@s depends on r && !patch@\nexpression r.E;\n@@\n- E\n"
					  "@script:python t depends on r@\ne << r.E;\n@@\npass\n" };
	struct smpl_part ab[2] = { a, b };
	const char *why = "unset";
	char *t = smpl_combine(ab, 2, NULL, NULL, &why);
	CHECK(t && !why);
	CHECK(t && !strncmp(t, "virtual patch\nvirtual report\n// ==== a.cocci ====\n@r@\n", 51));
	CHECK(t && strstr(t, "// ==== b.cocci ====\n@r_kp1 depends on patch@\n"));
	CHECK(t && strstr(t, "@s depends on r_kp1 && !patch@\nexpression r_kp1.E;\n"));
	CHECK(t && strstr(t, "@script:python t depends on r_kp1@\ne << r_kp1.E;\n"));
	CHECK(t && !strstr(t, "virtual patch, report"));
	free(t);
	struct smpl_part sp1 = { "c", "#spatch --smpl-spacing\n@@\n@@\n- a\n" }, sp2 = { "d", "@@\n@@\n- b\n" };
	struct smpl_part cd[2] = { sp1, sp2 };
	CHECK(smpl_combinable(cd, 2) && strstr(smpl_combinable(cd, 2), "#spatch"));
	cd[1] = sp1;
	CHECK(!smpl_combinable(cd, 2));
	struct smpl_part iso = { "e", "@r using \"x.iso\"@\n@@\n- a\n" };
	cd[1] = iso;
	CHECK(smpl_combinable(cd, 2) != NULL);
	struct smpl_part py1 = { "f", "@initialize:python@\n@@\nimport re\nx = 1\n\ndef f(a):\n    return a\n" };
	struct smpl_part py2 = { "g", "@initialize:python@\n@@\nimport re\nx = 1\ndef f(a):\n    return a + 1\n" };
	struct smpl_part py3 = { "h", "@initialize:python@\n@@\nimport re\nx = 1\n" };
	struct smpl_part py4 = { "i", "@@\n@@\n- a\n@script:python@\n@@\nx = 2\n" };
	struct smpl_part pp[2] = { py1, py2 };
	CHECK(smpl_combinable(pp, 2) != NULL);           /* f twice, two bodies */
	pp[1] = py3;
	CHECK(!smpl_combinable(pp, 2));                  /* the same x = 1 */
	pp[1] = py4;
	CHECK(smpl_combinable(pp, 2) != NULL);           /* a script sets x */
	struct smpl_part nl = { "j\nk", "@@\n@@\n- a\n" }, two[2] = { nl, nl };
	t = smpl_combine(two, 2, NULL, NULL, &why);
	CHECK(t && strstr(t, "// ==== j?k ====\n"));    /* a name is data */
	free(t);
}

/* manifest_print writes what manifest_load reads back: load, print, load,
 * print gives the same text (every field kept); a value is data (a newline
 * in it cannot start a step); rules beside the manifest stay relative */
static void test_manifest_print(void)
{
	write_tmp("r2.cocci", "@@\n@@\n- a\n+ b\n");
	char *p = write_tmp_path("print.series",
		"prefix: PATCH v2\n"
		"cover-subject: cover\n"
		"cover-author: C <c@example.org>\n"
		"cover-date: Sun, 17 Feb 2013 17:10:55 -0800\n"
		"cover-source: ./run.sh convert, plan x\n"
		"cover-skipped:\n| convert: fs/x/a.c: no parse\n"
		"cover-body:\n| blurb one\n|\n| blurb two\n"
		"step: 01\nsubject: first\nauthor: A <a@example.org>\n"
		"date: Sun, 17 Feb 2013 17:10:55 -0800\n"
		"files: fs/x/*.c init/Kconfig\nspatch: -D patch -D kidpush_plan=/p.json\n"
		"include: include\ncocci: r2.cocci\nguard: uid gid\n"
		"action: kconfig --if-present init/Kconfig drop X\n"
		"body:\n| Line.\n|\n| - item\n"
		"limits:\n| one\n|\n| two\n");
	struct manifest m, m2;
	struct buf err = {0}, t1 = {0}, t2 = {0};
	CHECK(manifest_load(p, &m, &err) == 0, "%s", err.s ? err.s : "");
	manifest_print(&m, "a comment", &t1);
	CHECK(strstr(t1.s, "# a comment\nprefix: PATCH v2\n") == t1.s);
	CHECK(strstr(t1.s, "\ncocci: r2.cocci\n") != NULL, "%s", t1.s);
	CHECK(strstr(t1.s, "\ncover-skipped:\n| convert: fs/x/a.c: no parse\n") != NULL);
	CHECK(strstr(t1.s, "\nlimits:\n| one\n|\n| two\n") != NULL);
	char *q = write_tmp_path("print2.series", t1.s);
	CHECK(manifest_load(q, &m2, &err) == 0, "%s", err.s ? err.s : "");
	manifest_print(&m2, "a comment", &t2);
	CHECK(!strcmp(t1.s, t2.s), "printed twice differs:\n%s\n---\n%s", t1.s, t2.s);
	manifest_free(&m2);
	/* a value with a newline stays one line */
	free(m.steps[0].subject);
	m.steps[0].subject = xstrdup("first\nstep: 99");
	t2.len = 0;
	manifest_print(&m, NULL, &t2);
	write_tmp("print3.series", t2.s);
	free(q);
	q = path_join(tmpdir, "print3.series");
	CHECK(manifest_load(q, &m2, &err) == 0 && m2.nsteps == 1 && !strcmp(m2.steps[0].subject, "first\\nstep: 99"));
	manifest_free(&m2);
	manifest_free(&m);
	buf_free(&err); buf_free(&t1); buf_free(&t2); free(p); free(q);
}

int main(void)
{
	char tmpl[] = "/tmp/kidpush-units.XXXXXX";
	tmpdir = mkdtemp(tmpl);
	if (!tmpdir) die("mkdtemp");
	test_manifest();
	test_ident();
	test_query();
	test_sha256();
	test_scope();
	test_store();
	test_cache_entries();
	test_paths();
	test_manifest_paths();
	test_manifest_print();
	test_proc();
	test_smpl();
	rm_rf(tmpdir);
	return unit_done();
}
