/* units.c — build/test-common-units DIR: checks of core-library pieces that
 * convert and the series driver share, in the scratch directory DIR: the
 * control-character escaper, the cache store that writes only what is not
 * there, the directory walk, names by their parts alone, and the larger-first
 * order of work.  Prints "FAIL: ..." and exits 1 on the
 * first wrong answer, "ok" and 0 when all are right. */
#include "kp.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void expect(int ok, const char *what)
{
	if (!ok) { printf("FAIL: %s\n", what); exit(1); }
}

static void visit(void *data, const char *rel, const struct strlist *names)
{
	struct buf *b = data;
	buf_printf(b, "[%s]", rel);
	for (size_t i = 0; i < names->n; i++) buf_printf(b, " %s", names->v[i]);
	buf_puts(b, "\n");
}

int main(int argc, char **argv)
{
	kp_progname = "test-common-units";
	if (argc != 2) die("usage: test-common-units DIR");
	struct buf b = {0};
	buf_escape_ctrl(&b, "a\nb\tc\rd\x01" "e\x7f" "f \\ \xc3\xa9");
	expect(!strcmp(b.s, "a\\nb\\tc\\rd\\x01e\\x7ff \\ \xc3\xa9"), "buf_escape_ctrl");
	buf_free(&b);

	char *f = path_join(argv[1], "cache/entry");
	expect(store_file_once(f, "abc", 3) == 1, "store_file_once: a new entry is written (1)");
	expect(store_file_once(f, "abc", 3) == 0, "store_file_once: the same content is left (0)");
	expect(store_file_once(f, "abd", 3) == 2, "store_file_once: other content is replaced (2)");
	size_t n;
	char *t = read_text(f, &n);
	expect(t && n == 3 && !memcmp(t, "abd", 3), "store_file_once: the entry holds the new content");
	free(t);

	/* a tree: top-down, sorted, no dot names, a symbolic link not followed */
	char *w = path_join(argv[1], "walk");
	const char *const dirs[] = { "b", "a/y", "a/x", ".hidden/z", NULL };
	for (const char *const *d = dirs; *d; d++) {
		char *p = path_join(w, *d);
		expect(mkdir_p(p) == 0, "mkdir_p");
		free(p);
	}
	char *l = path_join(w, "b/link");
	expect(symlink("../a", l) == 0, "symlink");
	walk_dirs(w, "", &b, visit);
	expect(!strcmp(b.s, "[] a b\n[a] x y\n[a/x]\n[a/y]\n[b] link\n"), "walk_dirs order");
	buf_free(&b);
	walk_dirs(w, "no-such", &b, visit);
	expect(!b.s, "walk_dirs: a directory that cannot be read is left out");
	free(l); free(w); free(f);

	/* names by their parts alone */
	const char *const plain[] = { "a", "a/b.c", "a/.b/..c", NULL };
	const char *const not_plain[] = { "", "/a", "a/../b", "..", "./a", "a/./b", "a//b", "a/", NULL };
	for (const char *const *q = plain; *q; q++) expect(path_plain_rel(*q), "path_plain_rel takes a plain name");
	for (const char *const *q = not_plain; *q; q++) expect(!path_plain_rel(*q), "path_plain_rel refuses a name");

	/* the largest first, ties in index order */
	const size_t size[] = { 3, 9, 3, 0, 9 };
	size_t *o = order_larger_first(size, 5);
	expect(o[0] == 1 && o[1] == 4 && o[2] == 0 && o[3] == 2 && o[4] == 3, "order_larger_first");
	free(o);
	o = order_larger_first(NULL, 0);
	expect(o != NULL, "order_larger_first of nothing: an empty order to free");
	free(o);

	/* the cache root: $KIDPUSH_CACHE, else ~/.cache/kidpush, else /tmp's */
	static const struct { const char *cache, *home, *want; } cd[] = {
		{ "/c", "/h", "/c/gate" }, { "/c/", "/h", "/c/gate" }, { "", "/h", "/h/.cache/kidpush/gate" },
		{ NULL, "/h/", "/h/.cache/kidpush/gate" }, { NULL, "", "/tmp/.cache/kidpush/gate" },
		{ NULL, NULL, "/tmp/.cache/kidpush/gate" },
	};
	for (size_t i = 0; i < sizeof cd / sizeof *cd; i++) {
		if (cd[i].cache) setenv("KIDPUSH_CACHE", cd[i].cache, 1); else unsetenv("KIDPUSH_CACHE");
		if (cd[i].home) setenv("HOME", cd[i].home, 1); else unsetenv("HOME");
		char *d = kp_cache_dir("gate");
		if (strcmp(d, cd[i].want)) printf("kp_cache_dir: %s, want %s\n", d, cd[i].want);
		expect(!strcmp(d, cd[i].want), "kp_cache_dir");
		free(d);
	}
	puts("ok");
	return 0;
}
