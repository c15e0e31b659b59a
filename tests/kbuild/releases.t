#!/bin/sh
# The preparer and the gate on real releases (item 19 of issue 10): every
# tree named in $KIDPUSH_LINUX_3X (space-separated list of extracted 3.x
# trees, e.g. 3.5 3.9 3.10 3.13) and $KIDPUSH_LINUX612 (an extracted Debian
# linux-source-6.12) is prepared for fs/xfs with strict ID types under the
# local compiler: exit 0, strict types on where the tree has the switch, a
# second run prepares nothing; then the gate runs on fs/xfs: it must check
# every file Kbuild builds there (exit 0 or 1, never 2).  Skipped (77) when
# no tree is named.  Trees are read only; long (minutes per release).
set -eu
cd "${KIDPUSH_ROOT:-.}"
trees="${KIDPUSH_LINUX_3X:-} ${KIDPUSH_LINUX612:-}"
case "$trees" in *[!\ ]*) ;; *) echo "KIDPUSH_LINUX_3X / KIDPUSH_LINUX612 not set: no release to try"; exit 77 ;; esac
command -v sparse >/dev/null 2>&1 || { echo "sparse not installed"; exit 77; }
[ -x build/kidpush-gate-report ] || make -s build/kidpush-gate-report
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
kv() { sed -n "s/^$1=//p" "$2"; }
for t in $trees; do
	[ -f "$t/Makefile" ] || fail "$t: not a tree"
	v=$(sed -n 's/^\(VERSION\|PATCHLEVEL\|SUBLEVEL\) = //p' "$t/Makefile" | tr '\n' . | sed 's/\.$//')
	s=$(date +%s)
	nice -n 10 tools/kbuild/prepare.sh --tree "$t" --path fs/xfs --strict -j2 >"$tmp/p1" 2>"$tmp/e1" ||
		{ tail -n 20 "$tmp/e1"; fail "$v: prepare failed"; }
	s1=$(( $(date +%s) - s ))
	obj=$(kv build "$tmp/p1")
	if grep -q '^config UIDGID_STRICT_TYPE_CHECKS' "$t/init/Kconfig"; then
		[ "$(kv strict "$tmp/p1")" = switch ] || fail "$v: strict"
		grep -q '^CONFIG_UIDGID_STRICT_TYPE_CHECKS=y' "$obj/.config" || fail "$v: strict types off"
	fi
	grep -q '^CONFIG_XFS_FS=[ym]' "$obj/.config" || fail "$v: XFS_FS off"
	tools/kbuild/prepare.sh --tree "$t" --path fs/xfs --strict -j2 >"$tmp/p2" 2>/dev/null || fail "$v: second prepare"
	[ "$(kv cached "$tmp/p2")" = yes ] || fail "$v: second run prepared again"
	set +e
	nice -n 10 checks/gate.sh --tree "$t" --json "$tmp/g.json" fs/xfs >"$tmp/g.out" 2>"$tmp/g.err"
	rc=$?
	set -e
	[ $rc = 0 ] || [ $rc = 1 ] || { tail -n 20 "$tmp/g.err"; tail -n 20 "$tmp/g.out"; fail "$v: gate exit $rc"; }
	r=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); s=r["summary"]; p=r["per_path"][0]
assert s["not_checked"] == 0 and p["files_checked"] > 0, s
print("%d ID problems, %d files checked, %d not built" % (s["id_problems"], p["files_checked"], p["not_built"]))' "$tmp/g.json")
	echo "$v: shims=$(kv shims "$tmp/p1") prepare=${s1}s gate: $r (exit $rc)"
done
echo ok
