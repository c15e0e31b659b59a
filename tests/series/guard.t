#!/bin/sh
# cocci/FORMAT "guard:": a rule without a grep query (here `E == 0`) skips a
# file on any spatch parse error in C code; a step that names the words of
# the code it targets skips it only when a BAD line holds one of them; the
# guard is part of the cache key (a file accepted under one guard is not
# taken from the cache under another).  A parse error inside a #define
# (coda's upcall.c INSIZE with `##`) hides no match, with or without a guard:
# the rules rewrite C code, not macro bodies.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
mkdir -p "$T/tree/fs/g" "$T/m"
cat >"$T/tree/fs/g/a.c" <<'EOC'
int h(void)
{
	int coda_tag = 1 +* / 3 BROKEN ) ;
	return coda_tag;
}

int f(int uid)
{
	return uid == 0;
}
EOC
cat >"$T/tree/fs/g/b.c" <<'EOC'
#define INSIZE(tag) sizeof(struct coda_ ## tag ## _in)

int k(int gid)
{
	return gid == 0;
}
EOC
git -C "$T/tree" init -q && git -C "$T/tree" add -A &&
	git -C "$T/tree" -c user.name=t -c user.email=t@t commit -qm base
printf '@@\nexpression E;\n@@\n- E == 0\n+ !E\n' >"$T/m/r.cocci"
manifest() { # GUARD-LINE
	{ printf 'step: 01\nsubject: g: test\nauthor: A <a@b>\ndate: Sun, 17 Feb 2013 17:10:54 -0800\n'
	  printf 'files: fs/g/*.c\ncocci: r.cocci\n%s\n' "$1"; } >"$T/m/series"
}
run() { rm -rf "$T/o"; rc=0; "$KP" --tree "$T/tree" --series "$T/m/series" --out "$T/o" -q 2>"$T/err" || rc=$?; }

manifest ''
run
# exit 1: a.c skipped (could not parse), b.c not; b.c converted (!gid)
{ cat "$T/err"; echo "[exit $rc]"; } | expect_stdin noguard.rec
expect "$T/o"/0001-*.patch noguard.patch
ok "no guard: the parse error in C code skips a.c; the one in b.c's #define does not skip b.c"

manifest 'guard: uid'
run
[ $rc = 0 ] || fail "guard uid: exit $rc: $(cat "$T/err")"
expect "$T/o"/0001-*.patch uid.patch    # a.c converted too (!uid)
ok "guard: uid: the parse error cannot hide 'uid', file converted"

manifest 'guard: BROKEN uid'
run
[ $rc = 1 ] || fail "guard 'BROKEN uid' (from the cache?): exit $rc, want 1"
ok "guard: BROKEN uid: the BAD line holds 'BROKEN': skipped, also with a warm cache"

manifest 'guard: coda'
run
[ $rc = 0 ] || fail "guard coda: 'coda_' is not the word 'coda': exit $rc"
ok "guard words are whole words"
