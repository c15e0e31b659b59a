#!/bin/sh
# The namespace audit (--namespaces, doc/namespaces.md) on its own fixtures
# (tests/audit/ns: one before/after pair per row of the boundary table, the
# expected findings written on the lines as /* expect: KIND */; the "-fixed"
# files and the traps must report nothing): the 4.19 tree and the 3.9 tree (the
# rows by release); every mapping in --ns-list; no ns- kind without the option;
# --summary, --sarif; --baseline: only new findings fail.
set -u
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # the project root, fail, kp_scratch
bin=build/kidpush-audit
[ -x $bin ] || fail "no $bin (make all)"
kp_scratch   # $tmp, removed at exit, with its own cache
fx=tests/audit/ns
before=$(find $fx -type f -exec md5sum {} + | sort | md5sum)

# The reports in one session (tests/audit/ns.expected/session, reviewed line
# by line): each finding of a before file names its row of the boundary
# table (log, projid, syscall, disk-sb, mount-options, xattr, xattr-store,
# file, net, initial, task, object, sb, daemon); net/owner/match.c:6 expects the
# network namespace's owner, fs/daemon/msg.c:21 the daemon's namespace; an
# ACL's value followed to a local wrapper of the VFS's xattr calls
# (fs/conn/xwrap*.c) or to an xattr store (fs/store; fs/devacl, where a file
# compares a user namespace, stays unclassified); every mapping in the
# --ns-list, the accepted ones too (87 calls, 3 GLOBAL_ROOT_UID), the
# fallback root of fs/procfs/owner-fixed.c:10 accepted; 3.9: row disk;
# without --namespaces no ns- kind (text, summary, JSON), with it the ns-
# columns in --summary.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
kp_cmd "$s" -s $bin --tree $fx -j 2 -q --namespaces --ns-list "$tmp/list" --json "$tmp/a.json" --sarif "$tmp/a.sarif" fs net
[ $kp_rc = 1 ] || fail "exit $kp_rc, want 1"
kp_file "$s" "--ns-list" "$tmp/list"
files=$(cd $fx && find fs net -name '*.c' | sort)
# shellcheck disable=SC2086
python3 tests/audit/expect.py "$tmp/a.json" expect $files || exit 1
python3 tests/audit/sarif_check.py "$tmp/a.sarif" "$tmp/a.json" || exit 1

# 3.9: on-disk IDs are in &init_user_ns (row disk), s_user_ns does not exist yet.
kp_cmd "$s" -s $bin --tree $fx/v3 -q --namespaces --json "$tmp/v3.json" fs
[ $kp_rc = 1 ] || fail "v3: exit $kp_rc, want 1"
python3 tests/audit/expect.py "$tmp/v3.json" expect fs/old/disk.c fs/old/disk-fixed.c || exit 1

# Without --namespaces nothing of it: no ns- kind in any report.
kp_cmd "$s" -s $bin --tree $fx -q --json "$tmp/plain.json" --summary fs net
kp_file "$s" "JSON without --namespaces" "$tmp/plain.json"
kp_cmd "$s" -s $bin --tree $fx -q --namespaces --summary fs net

# --baseline: the same code against its own report passes; one new mapping fails,
# and only it is new.
$bin --tree $fx -q --namespaces --baseline "$tmp/a.json" fs net >/dev/null 2>"$tmp/b.err"
rc=$?
[ $rc = 0 ] || { echo "against its own baseline: exit $rc, want 0"; cat "$tmp/b.err"; exit 1; }
cp -R $fx "$tmp/tree"
cat >"$tmp/tree/fs/plain/new.c" <<'EOC'
#include <linux/ns.h>

void new_log(struct inode *inode)
{
	printk("%u\n", from_kuid(current_user_ns(), inode->i_uid));
}
EOC
$bin --tree "$tmp/tree" -j 2 --namespaces --baseline "$tmp/a.json" --sarif "$tmp/c.sarif" fs net >"$tmp/c.txt" 2>"$tmp/c.err"
rc=$?
[ $rc = 1 ] || { echo "a new finding against the baseline: exit $rc, want 1"; cat "$tmp/c.err"; exit 1; }
kp_errnorm <"$tmp/c.err" | LC_ALL=C sort >"$tmp/c.err.sorted"
kp_note "$s" "fs/plain/new.c added: one new mapping against the baseline"
kp_file "$s" "stderr against the baseline, the new mapping (sorted)" "$tmp/c.err.sorted"
python3 - "$tmp/c.sarif" <<'EOP' || exit 1
import json, sys
res = json.load(open(sys.argv[1]))["runs"][0]["results"]
new = [r for r in res if r.get("baselineState") == "new"]
assert len(new) == 1, new
assert new[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith("fs/plain/new.c"), new
assert all(r.get("baselineState") == "unchanged" for r in res if r not in new)
EOP
echo '{"tool": "kidpush-gate"}' >"$tmp/bad.json"
$bin --tree $fx -q --namespaces --baseline "$tmp/bad.json" fs >/dev/null 2>&1
[ $? = 2 ] || { echo "a baseline that is not the audit's: want exit 2"; exit 1; }

after=$(find $fx -type f -exec md5sum {} + | sort | md5sum)
[ "$before" = "$after" ] || { echo "fixtures were modified"; exit 1; }
expect "$s" session
echo ok
