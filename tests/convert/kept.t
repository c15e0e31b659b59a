#!/bin/sh
# Issue 21, "a filesystem's patch is its own": a header outside the PATH that
# other code shares (here a structure two filesystems include) is not
# retyped; convert infers again with the header kept raw (kidpush-infer
# --keep) and the PATH converts where it meets the header's ids, through
# &init_user_ns: a raw kernel-internal id is an id of the initial namespace,
# so make_kuid(&init_user_ns, x) / from_kuid(&init_user_ns, k) are the
# identity.  Before, the header's planned retype was listed, the PATH's own
# uses of it were left as they were, and the strict gate got worse.  Own
# miniature tree (the sample tree plus two small filesystems of our own).
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
tree_test
mkdir -p "$T/tree/fs/kafs" "$T/tree/fs/kbfs"
cat >"$T/tree/include/linux/kshared.h" <<'EOF'
#ifndef _LINUX_KSHARED_H
#define _LINUX_KSHARED_H
#include <linux/types.h>
struct kshared_attr {
	uid_t owner;
	gid_t group;
};
int kshared_lookup(uid_t who);
#endif
EOF
cat >"$T/tree/fs/kafs/inode.c" <<'EOF'
#include <linux/fs.h>
#include <linux/kshared.h>

void kafs_fill(struct inode *inode, const struct kshared_attr *a)
{
	inode->i_uid = a->owner;
	inode->i_gid = a->group;
}

void kafs_export(struct kshared_attr *a, const struct inode *inode)
{
	a->owner = inode->i_uid;
	a->group = inode->i_gid;
}

int kafs_find(const struct inode *inode)
{
	return kshared_lookup(inode->i_uid);
}
EOF
cat >"$T/tree/fs/kbfs/inode.c" <<'EOF'
#include <linux/fs.h>
#include <linux/kshared.h>

int kshared_lookup(uid_t who)
{
	return who == 0;
}
EOF
printf 'config KAFS_FS\n\ttristate "kafs"\n' >"$T/tree/fs/kafs/Kconfig"
printf 'config KBFS_FS\n\ttristate "kbfs"\n' >"$T/tree/fs/kbfs/Kconfig"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o" -j 2 fs/kafs >"$T/log" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log"; fail "exit $rc"; }
p=$(ls "$T"/o/0001-*.patch 2>/dev/null) || { cat "$T/log"; fail "no patch"; }
# The series is tests/convert/kept.expected/series/ (reviewed line by
# line): the shared header include/linux/kshared.h not in the patch,
# fs/kafs meeting it through &init_user_ns (make_kuid/make_kgid,
# i_uid_read/i_gid_read, no current_user_ns), the cover letter saying the
# header was kept raw; stderr's lines about it are kept.expected/log-kept.
expect_dir "$T/o" series
sed -n '/kept raw/p' "$T/log" >"$T/log-kept"
expect "$T/log-kept" log-kept
# the second inference takes the first's facts (kidpush-infer --facts); a
# later run of the same PATHs takes them for both, until a file they were
# read from changes
[ "$(grep -c 'kidpush-infer: facts of the .* taken from' "$T/log")" = 1 ] ||
	{ cat "$T/log"; fail "the second inference did not take the first's facts"; }
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o2" -j 2 fs/kafs >"$T/log2" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log2"; fail "second run: exit $rc"; }
[ "$(grep -c 'kidpush-infer: facts of the .* taken from' "$T/log2")" = 2 ] ||
	{ cat "$T/log2"; fail "a second convert of the same PATHs parsed again"; }
diff -r "$T/o" "$T/o2" || fail "the run from the kept facts writes another series"
printf '/* edited */\n' >>"$T/tree/include/linux/kshared.h"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o3" -j 2 fs/kafs >"$T/log3" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log3"; fail "third run: exit $rc"; }
[ "$(grep -c 'kidpush-infer: facts of the .* taken from' "$T/log3")" = 1 ] ||
	{ cat "$T/log3"; fail "facts taken although a header they were read from changed"; }
echo "ok: the shared header stays raw; fs/kafs meets it through &init_user_ns; cover letter and log say so; the facts are kept and verified"
