#!/bin/sh
# A raw id entering a function with an error path where no error exit
# precedes it (the value is checked only after it is stored: 9p's
# access=UID option) gets make_kuid() alone, and convert lists it for the
# missing validity check (pass 1's hunk there adds no uid_valid());
# before, the site was left unconverted for the gate.  A site the rule can
# check gets its check and is not listed.  Own miniature tree (the sample
# tree plus a small filesystem of our own).
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
tree_test
mkdir -p "$T/tree/fs/kcfs"
cat >"$T/tree/fs/kcfs/super.c" <<'EOF'
#include <linux/fs.h>
#include <linux/errno.h>

unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base);

struct kcfs_sb {
	unsigned int uid;
	unsigned int gid;
};

int kcfs_parse(struct kcfs_sb *sb, char *s, char *t)
{
	char *e;

	sb->uid = simple_strtoul(s, &e, 10);
	if (*e != '\0')
		return -EINVAL;
	if (!t)
		return -EINVAL;
	sb->gid = simple_strtoul(t, &e, 10);
	return 0;
}

void kcfs_fill(struct kcfs_sb *sb, struct inode *inode)
{
	inode->i_uid = sb->uid;
	inode->i_gid = sb->gid;
}
EOF
printf 'config KCFS_FS\n\ttristate "kcfs"\n' >"$T/tree/fs/kcfs/Kconfig"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o" -j 2 fs/kcfs >"$T/log" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log"; fail "exit $rc"; }
p=$(ls "$T"/o/0001-*.patch 2>/dev/null) || { cat "$T/log"; fail "no patch"; }
grep -qF '+	sb->uid = make_kuid(current_user_ns(), simple_strtoul(s, &e, 10));' "$p" ||
	{ cat "$p"; fail "the uid without a preceding exit is not converted"; }
grep -qF '+	if (!gid_valid(sb->gid))' "$p" || { cat "$p"; fail "the gid with an exit before it has no check"; }
c=$T/o/0000-cover-letter.patch
grep -q 'fs/kcfs/super.c:15:.*enters without a validity check: no error exit before it' "$c" ||
	{ cat "$c"; fail "the uid's missing check is not listed"; }
! grep -q 'fs/kcfs/super.c:20:.*enters without a validity check' "$c" || { cat "$c"; fail "the checked gid is listed"; }
echo "ok: no exit before the site -> make_kuid() alone, listed for the check; a checked site is not listed"
