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
timeout -k 5 120 build/kidpush-audit --tree "$T/tree" fs/kidfs >"$T/out" 2>&1
rc=$?
tail -n 8 "$T/out"
[ $rc = 1 ] || fail "audit exit $rc, want 1"
for l in root-link other-link file-link.c; do
	grep -q "not followed, so not looked at: .*fs/kidfs/$l: a symbolic link out of the PATHs" "$T/out" ||
		fail "$l is not named as not followed"
done
! grep -q "outside.c:[0-9]\|file-link.c:[0-9]\|other-link/" "$T/out" || fail "a file out of the PATH was audited"
grep -q "sub/inode.c" "$T/out" || fail "the PATH's own files were not audited"
! grep -q "sub-link" "$T/out" || fail "a link inside the PATH was named or audited twice"
echo "ok: links out of the PATH named, not followed; the link inside walked once"
