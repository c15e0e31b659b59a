#!/bin/sh
# Issue 33 item 8: the front end's walk (the audit and the inference) follows
# no symbolic link out of its PATHs: a link to / (it scanned the whole disk),
# a link to another directory of the tree, a .c link to a file outside the
# PATH are not followed and are named ("not followed, so not looked at"),
# the audit exits 1; a link that stays inside the PATH is walked.
. "${KIDPUSH_ROOT:?}/tests/audit/lib.sh"
mkdir -p "$T/tree/fs/kidfs/sub" "$T/tree/fs/other"
cp tests/sample-tree/fs/kidfs/kidfs.h "$T/tree/fs/kidfs/sub/"
cp tests/sample-tree/fs/kidfs/inode.c "$T/tree/fs/kidfs/sub/"
cp tests/sample-tree/fs/kidfs/kidfs.h tests/sample-tree/fs/kidfs/inode.c "$T/tree/fs/other/"
mv "$T/tree/fs/other/inode.c" "$T/tree/fs/other/outside.c"
ln -s / "$T/tree/fs/kidfs/root-link"
ln -s ../other "$T/tree/fs/kidfs/other-link"
ln -s ../other/outside.c "$T/tree/fs/kidfs/file-link.c"
ln -s sub "$T/tree/fs/kidfs/sub-link"
# The run's report and stderr are tests/audit/symlink-out.expected/session
# (reviewed line by line; stderr sorted): root-link, other-link and
# file-link.c named as not followed; nothing of outside.c, file-link.c or
# other-link/ audited; sub/inode.c audited, sub-link neither named nor
# audited twice.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$T/session
kp_cmd "$s" -s timeout -k 5 120 build/kidpush-audit -j 2 --tree "$T/tree" fs/kidfs
[ $kp_rc = 1 ] || fail "audit exit $kp_rc, want 1"
expect "$s" session
echo "ok: links out of the PATH named, not followed; the link inside walked once"
