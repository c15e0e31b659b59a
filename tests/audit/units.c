/* units.c — unit tests of kidpush-audit's pure helpers and the libclang front
 * end's (tools/clangfe): shell word splitting (kbuild .cmd files), lexical path
 * normalisation, filesystem grouping, compile flag filtering, JSON string
 * escaping, finding de-duplication. */
#include "../../tools/audit/audit.h"
#include "../../tools/audit/report.h"
#include "../../tools/clangfe/flags.h"
#include "../../tools/clangfe/normalise.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../lib/unit.h"

static char *joined(const struct strlist *a)
{
	size_t n = 1;
	for (size_t i = 0; i < a->n; i++)
		n += strlen(a->v[i]) + 1;
	char *s = xmalloc(n), *p = s;
	*p = 0;
	for (size_t i = 0; i < a->n; i++)
		p += sprintf(p, "%s%s", i ? "|" : "", a->v[i]);
	return s;
}

static void test_shell_split(void)
{
	struct strlist a = { 0 };
	CHECK(shell_split("gcc -DKBUILD_BASENAME='\"asm_offsets\"' -D\"KBUILD_STR(s)=#s\"  a\\ b \"x\\\"y\"", &a) == 0);
	char *s = joined(&a);
	CHECK(strcmp(s, "gcc|-DKBUILD_BASENAME=\"asm_offsets\"|-DKBUILD_STR(s)=#s|a b|x\"y") == 0);
	free(s);
	sl_free(&a);
	CHECK(shell_split("gcc 'unterminated", &a) == -1);
	sl_free(&a);
	CHECK(shell_split("   ", &a) == 0 && a.n == 0);
	sl_free(&a);
}

static void test_paths(void)
{
	char *p = path_normalise("fs/./xfs//../9p/", "/src/linux");
	CHECK(strcmp(p, "/src/linux/fs/9p") == 0);
	free(p);
	p = path_normalise("/a/b/../../..", "/x");
	CHECK(strcmp(p, "/") == 0);
	free(p);
	CHECK(path_under("/t/fs/xfs/a.c", "/t/fs/xfs"));
	CHECK(path_under("/t/fs/xfs", "/t/fs/xfs"));
	CHECK(!path_under("/t/fs/xfs2/a.c", "/t/fs/xfs"));
	CHECK(path_under("/anything", "/"));
}

static void test_groups(void)
{
	const char *cases[][2] = {
		{ "fs/xfs/libxfs/xfs_ag.c", "xfs" }, { "fs/namei.c", "fs" }, { "fs/9p/fid.c", "9p" },
		{ "net/sunrpc/auth.c", "net/sunrpc" }, { "top.c", "." },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *g = group_of(cases[i][0]);
		CHECK(strcmp(g, cases[i][1]) == 0);
		free(g);
	}
}

static void test_filter(void)
{
	struct strlist in = { 0 }, out = { 0 }, drop = { 0 };
	const char *args[] = { "-Wp,-MMD,x.d", "-nostdinc", "-I./include", "-I", "arch/x86/include",
			       "-isystem", "/usr/lib/gcc/x86_64-linux-gnu/12/include", "-include", "inc/k.h",
			       "-D__KERNEL__", "-Wall", "-Werror", "-g", "-fplugin=x.so", "-c", "-o", "fs/a.o",
			       "fs/a.c", "-O2", "-mindirect-branch=thunk-extern", "-MD", "-MF", "dep.d" };
	for (size_t i = 0; i < sizeof(args) / sizeof(args[0]); i++)
		sl_pushs(&in, args[i]);
	filter_args(&in, "/b", &out);
	char *s = joined(&out);
	CHECK(strcmp(s, "-nostdinc|-I|/b/./include|-I|/b/arch/x86/include|-isystem|"
			"/usr/lib/gcc/x86_64-linux-gnu/12/include|-include|/b/inc/k.h|-D__KERNEL__|-O2|"
			"-mindirect-branch=thunk-extern") == 0);
	free(s);
	sl_pushs(&drop, "-mindirect-branch=thunk-extern");
	drop_args(&out, &drop);
	CHECK(out.n == 11 && !sl_contains(&out, "-mindirect-branch=thunk-extern"));
	sl_free(&in);
	sl_free(&out);
	sl_free(&drop);
}

static int write_escaped(FILE *f, const void *ctx)
{
	json_str(f, ctx);
	return 0;
}

static void test_json_and_atomic(void)
{
	char path[] = "/tmp/kidpush-audit-units-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	close(fd);
	CHECK(write_atomic(path, write_escaped, "a\"b\\c\nd\te\x01") == 0);
	char buf[64] = { 0 };
	FILE *f = fopen(path, "r");
	CHECK(f && fread(buf, 1, sizeof(buf) - 1, f) > 0);
	if (f)
		fclose(f);
	CHECK(strcmp(buf, "\"a\\\"b\\\\c\\nd\\te\\u0001\"") == 0);
	unlink(path);
	CHECK(write_atomic("/nonexistent-dir/x.json", write_escaped, "x") != 0);
}

static void test_findings(void)
{
	struct findings fs = { 0 };
	findings_add(&fs, K_RAW_USE, "fs/b.c", 3, 1, "f", "m", "s");
	findings_add(&fs, K_RAW_COMPARE, "fs/a.h", 10, 5, "g", "m", "s");
	findings_add(&fs, K_RAW_COMPARE, "fs/a.h", 10, 5, "g", "m", "s"); /* same header, other TU */
	findings_add(&fs, K_RAW_MIX, "fs/a.h", 10, 5, "g", "m", "s");     /* other kind, same place */
	findings_sort_unique(&fs);
	CHECK(fs.n == 3);
	CHECK(!strcmp(fs.v[0].file, "fs/a.h") && fs.v[0].kind == K_RAW_COMPARE && fs.v[1].kind == K_RAW_MIX);
	CHECK(!strcmp(fs.v[2].file, "fs/b.c"));
	findings_free(&fs);
	CHECK(!strcmp(kind_name(K_CONVERTED_COMPARE), "converted-compare"));
}

int main(void)
{
	test_shell_split();
	test_paths();
	test_groups();
	test_filter();
	test_json_and_atomic();
	test_findings();
	return unit_done();
}
