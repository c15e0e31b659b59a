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
# the author is git's identity of the machine unless set
export KIDPUSH_AUTHOR='Kid Push <kidpush@example.org>'
printf '#include <linux/no_such_header_here.h>\nint kidfs_broken(void) { return 0; }\n' >"$T/tree/fs/kidfs/broken.c"
# One session (tests/convert/skips.expected/session, reviewed line by
# line): each run's output and exit ("could not parse some files" said
# with and without --keep-going; the dirty file named, exit 2), the cover
# letters of --keep-going ("Skipped files (1)", broken.c with its stage
# and first error line) and of --allow-dirty ("against the working tree",
# base-commit).
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$T/session
kp_cmd "$s" ./run.sh convert --tree "$T/tree" --out "$T/o1" -q -j 2 fs/kidfs
[ $kp_rc = 1 ] || fail "an unparsable file: exit $kp_rc, want 1"
kp_cmd "$s" ./run.sh convert --tree "$T/tree" --out "$T/o2" -q -j 2 --keep-going fs/kidfs
[ $kp_rc = 0 ] || fail "--keep-going: exit $kp_rc, want 0"
cmp -s "$T/o1/0001-"*.patch "$T/o2/0001-"*.patch || fail "the two runs' patches differ"
kp_file "$s" "cover letter, --keep-going" "$T/o2/0000-cover-letter.patch"

# a tree that is its own git repository with an uncommitted change in a
# file convert would change: exit 2 naming it, nothing written
# (issue 24 item 5); --allow-dirty converts and the cover letter says so
rm "$T/tree/fs/kidfs/broken.c"
(cd "$T/tree" && git init -q . && git add -A && git -c user.name=t -c user.email=t@t commit -qm base) || exit 2
printf '/* local edit */\n' >>"$T/tree/fs/kidfs/inode.c"
kp_note "$s" "broken.c removed, the tree committed, fs/kidfs/inode.c edited"
kp_cmd "$s" ./run.sh convert --tree "$T/tree" --out "$T/o3" -q -j 2 fs/kidfs
[ $kp_rc = 2 ] || fail "dirty tree: exit $kp_rc, want 2"
[ ! -e "$T/o3" ] || fail "dirty tree: output written"
kp_cmd "$s" ./run.sh convert --tree "$T/tree" --out "$T/o4" -q -j 2 --allow-dirty fs/kidfs
[ $kp_rc = 0 ] || fail "--allow-dirty: exit $kp_rc"
kp_file "$s" "cover letter, --allow-dirty" "$T/o4/0000-cover-letter.patch"
expect "$s" session
