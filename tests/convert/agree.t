#!/bin/sh
# tests/lib/agree.py, the development measurement of convert against a real
# (hand) conversion: touched-recall, written-recall, precision on ID lines,
# files outside the PATHs, user-space ABI headers (a pre-3.7 header-y export
# list).  Own miniature trees; every expected number counted by hand below.
set -u
: "${KIDPUSH_ROOT:?}"
T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
trap 'rm -rf "$T"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
cd "$T" || exit 2
mkdir -p pre/fs/a post/fs/a pre/include/linux pre/fs/b post/fs/b
# 4 ID lines change for real in fs/a (uid_t param, compare, root gid, a
# printk), 4 ID lines are added for them; the series gets the first two right, writes
# the third differently and misses the printk; it also changes fs/b's
# non-ID line (not counted) and an exported header (outside, ABI).
cat >pre/fs/a/x.c <<'EOC'
int f(struct inode *inode, uid_t uid)
{
	if (inode->i_uid == uid)
		return 1;
	inode->i_gid = 0;
	printk("%d\n", inode->i_uid);
	return 0;
}
EOC
cat >post/fs/a/x.c <<'EOC'
int f(struct inode *inode, kuid_t uid)
{
	if (uid_eq(inode->i_uid, uid))
		return 1;
	inode->i_gid = GLOBAL_ROOT_GID;
	printk("%d\n", from_kuid(&init_user_ns, inode->i_uid));
	return 0;
}
EOC
# fs/b: the real conversion also changes a uuid line (a UUID, not an id)
printf 'int g(void)\n{\n\tcopy(u->uuid, sb->uuid);\n\treturn 1;\n}\n' >pre/fs/b/y.c
printf 'int g(void)\n{\n\tcopy(u->uuid, sb->s_uuid);\n\treturn 1;\n}\n' >post/fs/b/y.c
printf 'header-y += a_fs.h\n' >pre/include/linux/Kbuild
printf 'struct a_disk { unsigned int uid; };\n' >pre/include/linux/a_fs.h
cp -r pre w
sed -e 's/uid_t uid/kuid_t uid/' -e 's/(inode->i_uid == uid)/(uid_eq(inode->i_uid, uid))/' \
    -e 's/i_gid = 0/i_gid = make_kgid(\&init_user_ns, 0)/' pre/fs/a/x.c >w/fs/a/x.c
printf 'int g(void)\n{\n\tcopy(u->uuid, sb->uuid);\n\treturn 2;\n}\n' >w/fs/b/y.c
printf 'struct a_disk { kuid_t uid; };\n' >w/include/linux/a_fs.h
git init -q base && cp -r pre/. base/ && (cd base && git add -A &&
	git -c user.name=t -c user.email=t@t commit -qm base) || exit 2
cp -r w/. base/ && (cd base && git -c user.name=t -c user.email=t@t commit -qam "a: conv" &&
	git format-patch -q -1 -o "$T/series") || exit 2
py=$KIDPUSH_ROOT/tests/lib/agree.py
python3 "$py" --pre pre --post post --series series --json out.json fs/a fs/b >log 2>&1 || { cat log; fail "exit $?"; }
cat log
grep -q '^fs/a  *touched    3/4    0.75   written    2/4    0.5    precision    3/3    1.0$' log ||
	fail "fs/a: want touched 3/4, written 2/4, precision 3/3"
grep -q '^fs/b  *touched    0/0    None   written    0/0    None   precision    0/0    None$' log ||
	fail "fs/b: a non-ID change (and a uuid line) counts nowhere"
grep -qx 'outside the PATHs: include/linux/a_fs.h' log || fail "the header outside the PATHs is not named"
grep -qx 'user-space ABI headers changed: include/linux/a_fs.h' log || fail "the header-y export is not named ABI"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["rows"][-1]["path"]=="ALL" and d["rows"][-1]["real_removed"]==4' out.json ||
	fail "JSON rows"
rc=0; python3 "$py" --pre pre --series series fs/a >/dev/null 2>&1 || rc=$?
[ $rc = 2 ] || fail "missing --post: exit $rc, want 2"
echo "ok: recall/precision counted as by hand; outside and ABI headers named"
