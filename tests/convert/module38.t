#!/bin/sh
# convert --module against a real 3.x kernel: Linux 3.8.13 ($KIDPUSH_LINUX38,
# read only; skipped when unset).  Kbuild itself (`make -C TREE M=DIR`) gives
# the own module tests/convert/module/ its commands (its header only through
# its Kbuild's -I): both files parsed, the fields retyped, both compares
# rewritten, the patch module-relative and `git am` applies it in a clone of
# the module's repository, the module untouched.  The kernel's preparation
# (~150 s the first time) is cached in $KIDPUSH_CACHE when it is set.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
t=${KIDPUSH_LINUX38:-}
[ -n "$t" ] && [ -f "$t/Makefile" ] || { echo "KIDPUSH_LINUX38 not set (or not a tree): skipped"; exit 77; }
cache=${KIDPUSH_CACHE:-}
. tests/convert/stubroot.sh
tree_test
[ -n "$cache" ] && export KIDPUSH_CACHE="$cache"
export KIDPUSH_AUTHOR='t <t@t>' KIDPUSH_DATE='Thu, 1 Jan 2026 00:00:00 +0000'
gitq() { git -c user.name=t -c user.email=t@t "$@"; }
tree_hash() { (cd "$1" && find . -type f -print | LC_ALL=C sort | xargs -r sha256sum | sha256sum); }
M=$T/mtag
cp -r tests/convert/module "$M" && gitq -C "$M" init -q && gitq -C "$M" add -A && gitq -C "$M" commit -qm base || exit 2
before=$(tree_hash "$M")
rc=0
nice -n 10 ./run.sh convert --tree "$t" --module "$M" --out "$T/o" -j2 2>"$T/err" || rc=$?
grep -v '^\[' "$T/err" | tail -n 12
[ $rc = 0 ] || fail "convert --module: exit $rc, not 0"
grep -q 'kidpush-infer: .*2 of 2 file(s) parsed' "$T/err" || fail "not both files parsed"
[ "$(tree_hash "$M")" = "$before" ] || fail "the module directory was modified"
p=$(find "$T/o" -name '0001-*.patch')
files=$(sed -n 's#^diff --git a/\([^ ]*\) b/.*#\1#p' "$p" | tr '\n' ' ')
[ "$files" = "include/mtag.h mtag_perm.c " ] || { cat "$p"; fail "patch paths: $files"; }
git clone -q "$M" "$T/am" && gitq -C "$T/am" am -q "$p" || fail "git am in a clone of the module's repository"
grep -q '^	kuid_t	mt_owner;$' "$T/am/include/mtag.h" && grep -q '^	kgid_t	mt_group;$' "$T/am/include/mtag.h" ||
	fail "fields not retyped"
grep -q 'uid_eq(t->mt_owner, GLOBAL_ROOT_UID)' "$T/am/mtag_perm.c" &&
	grep -q 'uid_eq(t->mt_owner, current_fsuid())' "$T/am/mtag_perm.c" || fail "compares not rewritten"
echo "ok: 3.8.13: $files; git am applies it; the module unchanged"
