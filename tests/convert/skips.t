#!/bin/sh
# A file the inference cannot parse was not looked at: convert says so (log
# and cover letter) and
# exits 1 (not "ok"); --keep-going exits 0, still saying it.  The sample
# tree plus one file of our own that cannot be parsed (a missing header).
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
tree_test
printf '#include <linux/no_such_header_here.h>\nint kidfs_broken(void) { return 0; }\n' >"$T/tree/fs/kidfs/broken.c"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o1" -q -j 2 fs/kidfs >"$T/log1" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/log1"; fail "an unparsable file: exit $rc, want 1"; }
grep -q 'could not parse some files' "$T/log1" || { cat "$T/log1"; fail "the skip is not said"; }
echo "ok: unparsable file -> exit 1, said"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o2" -q -j 2 --keep-going fs/kidfs >"$T/log2" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log2"; fail "--keep-going: exit $rc, want 0"; }
grep -q 'could not parse some files' "$T/log2" || { cat "$T/log2"; fail "--keep-going: the skip is not said"; }
cmp -s "$T/o1/0001-"*.patch "$T/o2/0001-"*.patch || fail "the two runs' patches differ"
echo "ok: --keep-going -> exit 0, still said; same patch"
# the cover letter names the file, the stage and its first error line
# (issue 24 item 2: it said "Skipped files: none.")
c=$T/o2/0000-cover-letter.patch
grep -q '^Skipped files (1)' "$c" || { cat "$c"; fail "the cover letter does not count the skipped file"; }
grep -q '^  kidpush-infer: fs/kidfs/broken\.c: .*no_such_header_here' "$c" ||
	{ cat "$c"; fail "the cover letter does not name broken.c, the stage and the error"; }
echo "ok: the cover letter names the skipped file, its stage and first error line"

# a tree that is its own git repository with an uncommitted change in a
# file convert would change: exit 2 naming it, nothing written
# (issue 24 item 5); --allow-dirty converts and the cover letter says so
rm "$T/tree/fs/kidfs/broken.c"
(cd "$T/tree" && git init -q . && git add -A && git -c user.name=t -c user.email=t@t commit -qm base) || exit 2
printf '/* local edit */\n' >>"$T/tree/fs/kidfs/inode.c"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o3" -q -j 2 fs/kidfs >"$T/log3" 2>&1 || rc=$?
[ $rc = 2 ] || { cat "$T/log3"; fail "dirty tree: exit $rc, want 2"; }
grep -q 'uncommitted change in scope: fs/kidfs/inode.c' "$T/log3" || { cat "$T/log3"; fail "dirty file not named"; }
[ ! -e "$T/o3" ] || fail "dirty tree: output written"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o4" -q -j 2 --allow-dirty fs/kidfs >"$T/log4" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log4"; fail "--allow-dirty: exit $rc"; }
grep -q 'against the working tree' "$T/o4/0000-cover-letter.patch" || fail "--allow-dirty: the cover letter does not say so"
grep -q '^base-commit: [0-9a-f]\{40\}$' "$T/o4/0000-cover-letter.patch" || fail "no base-commit line"
echo "ok: dirty tree -> exit 2 naming the file; --allow-dirty says so; base-commit"
