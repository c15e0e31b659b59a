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

$bin --tree $fx -j 2 -q --namespaces --ns-list "$tmp/list" --json "$tmp/a.json" --sarif "$tmp/a.sarif" fs net \
	>"$tmp/a.txt" 2>"$tmp/a.err"
rc=$?
cat "$tmp/a.txt"
[ $rc = 1 ] || { echo "exit $rc, want 1"; cat "$tmp/a.err"; exit 1; }
files=$(cd $fx && find fs net -name '*.c' | sort)
# shellcheck disable=SC2086
python3 tests/audit/expect.py "$tmp/a.json" expect $files || exit 1
python3 tests/audit/sarif_check.py "$tmp/a.sarif" "$tmp/a.json" || exit 1
# each finding of a before file names its row of the boundary table
for pair in fs/plain/log.c:log fs/plain/projid.c:projid fs/plain/syscall.c:syscall fs/umnt/disk-sb.c:disk-sb \
	fs/umnt/mount-options.c:mount-options fs/plain/file.c:file net/owner/match.c:net fs/procfs/owner.c:task \
	fs/conn/conn.c:object fs/umnt/sb.c:sb fs/daemon/msg.c:daemon fs/plain/trip.c:round-trip \
	fs/plain/xattr.c:xattr; do
	grep -q "^${pair%%:*}:[0-9]*:[0-9]*: ns-[a-z]*: .* \[${pair#*:}\]: " "$tmp/a.txt" ||
		{ echo "${pair%%:*}: no finding of row ${pair#*:}"; exit 1; }
done
grep -q '^net/owner/match.c:6:[0-9]*: ns-ignored: .*expects skb->sk->__sk_common.skc_net.net->user_ns;' "$tmp/a.txt" ||
	{ echo "net/owner/match.c: not the network namespace's owner expected"; exit 1; }
grep -q "^fs/daemon/msg.c:21:[0-9]*: ns-mismatch: make_kuid(&init_user_ns, ...): .* expects the daemon's namespace (the connection's opener); nothing in scope carries it;" "$tmp/a.txt" ||
	{ echo "fs/daemon/msg.c: a daemon's reply not reported with the daemon's namespace expected"; exit 1; }
# every mapping is listed, the accepted ones too (66 calls, 3 GLOBAL_ROOT_UID)
n=$(grep -c ': uses ' "$tmp/list")
[ "$n" = 69 ] || { echo "--ns-list has $n mappings, want 69"; cat "$tmp/list"; exit 1; }
grep -q '^fs/procfs/owner-fixed.c:10:[0-9]*: GLOBAL_ROOT_UID: uses &init_user_ns; boundary none' "$tmp/list" ||
	{ echo "the fallback root is not listed as accepted"; exit 1; }

# 3.9: on-disk IDs are in &init_user_ns (row disk), s_user_ns does not exist yet.
$bin --tree $fx/v3 -q --namespaces --json "$tmp/v3.json" fs >"$tmp/v3.txt" 2>&1
rc=$?
[ $rc = 1 ] || { echo "v3: exit $rc, want 1"; cat "$tmp/v3.txt"; exit 1; }
python3 tests/audit/expect.py "$tmp/v3.json" expect fs/old/disk.c fs/old/disk-fixed.c || exit 1
grep -q '^fs/old/disk.c:8:[0-9]*: ns-mismatch: .* \[disk\]: uses current_user_ns(), expects &init_user_ns;' "$tmp/v3.txt" ||
	{ echo "fs/old/disk.c: not row disk"; exit 1; }

# Without --namespaces nothing of it: no ns- kind in any report.
$bin --tree $fx -q --json "$tmp/plain.json" --summary fs net >"$tmp/plain.txt" 2>&1
if grep -q 'ns-' "$tmp/plain.txt" "$tmp/plain.json"; then echo "ns- kinds without --namespaces"; exit 1; fi
$bin --tree $fx -q --namespaces --summary fs net >"$tmp/sum.txt" 2>&1
grep -q 'ns-unclassified' "$tmp/sum.txt" || { echo "no ns- columns in --summary"; cat "$tmp/sum.txt"; exit 1; }

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
$bin --tree "$tmp/tree" --namespaces --baseline "$tmp/a.json" --sarif "$tmp/c.sarif" fs net >"$tmp/c.txt" 2>"$tmp/c.err"
rc=$?
[ $rc = 1 ] || { echo "a new finding against the baseline: exit $rc, want 1"; cat "$tmp/c.err"; exit 1; }
grep -q '^kidpush-audit: 1 new finding(s), 28 in the baseline' "$tmp/c.err" || { cat "$tmp/c.err"; exit 1; }
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
echo ok
