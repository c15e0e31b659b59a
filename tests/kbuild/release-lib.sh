# tests/kbuild/release-lib.sh — the per-release check shared by
# tests/kbuild/releases-3x.t and tests/kbuild/release612.t (sourced; not a
# test itself).  release_check TREE: on a real kernel tree (read only),
#  1. tools/kbuild/prepare.sh --path fs/xfs --strict: exit 0; where the tree
#     has CONFIG_UIDGID_STRICT_TYPE_CHECKS it is on in .config; XFS_FS on;
#     a second run prepares nothing;
#  2. the gate on fs/xfs: exit 0 or 1 (never 2), nothing "not checked",
#     strict types on (the report's mode line says so); where the tree still
#     blocks UIDGID_CONVERTED on XFS_FS (XFS not converted there: 3.5-3.8)
#     the gate must find ID problems (exit 1);
#  3. the audit on fs/coda with no prepared build of its own: exit 0 or 1,
#     every file parsed (none skipped).
# Prints one line per tree: release, shims, prepare seconds, gate result.
# Needs: $tmp, fail().
kv() { sed -n "s/^$1=//p" "$2"; }

release_prereq() {
	command -v sparse >/dev/null 2>&1 || { echo "sparse not installed: skipped"; exit 77; }
	[ -x build/kidpush-gate ] || make -s build/kidpush-gate >/dev/null ||
		fail "cannot build the gate's report program"
	[ -x build/kidpush-audit ] || make -s build/kidpush-audit >/dev/null ||
		fail "cannot build the audit"
}

release_check() {
	_t=$1
	[ -f "$_t/Makefile" ] && [ -f "$_t/init/Kconfig" ] || fail "$_t: not a kernel tree"
	_v=$(sed -n 's/^\(VERSION\|PATCHLEVEL\|SUBLEVEL\) = //p' "$_t/Makefile" | tr '\n' . | sed 's/\.$//')
	_s=$(date +%s)
	nice -n 10 tools/kbuild/prepare.sh --tree "$_t" --path fs/xfs --strict -j2 >"$tmp/p1" 2>"$tmp/e1" ||
		{ tail -n 20 "$tmp/e1"; fail "$_v: prepare failed"; }
	_s1=$(( $(date +%s) - _s ))
	_obj=$(kv build "$tmp/p1")
	_switch=0
	if grep -q '^config UIDGID_STRICT_TYPE_CHECKS' "$_t/init/Kconfig"; then
		_switch=1
		[ "$(kv strict "$tmp/p1")" = switch ] || fail "$_v: strict=$(kv strict "$tmp/p1"), want switch"
		grep -q '^CONFIG_UIDGID_STRICT_TYPE_CHECKS=y' "$_obj/.config" || fail "$_v: strict types off"
	else
		case "$(kv strict "$tmp/p1")" in always|none) ;; *) fail "$_v: strict=$(kv strict "$tmp/p1")" ;; esac
	fi
	grep -q '^CONFIG_XFS_FS=[ym]' "$_obj/.config" || fail "$_v: XFS_FS off"
	tools/kbuild/prepare.sh --tree "$_t" --path fs/xfs --strict -j2 >"$tmp/p2" 2>/dev/null || fail "$_v: second prepare"
	[ "$(kv cached "$tmp/p2")" = yes ] || fail "$_v: second run prepared again"

	_s=$(date +%s)
	set +e
	nice -n 10 build/kidpush-gate --tree "$_t" --json "$tmp/g.json" fs/xfs >"$tmp/g.out" 2>"$tmp/g.err"
	_rc=$?
	set -e
	_s2=$(( $(date +%s) - _s ))
	[ $_rc = 0 ] || [ $_rc = 1 ] || { tail -n 20 "$tmp/g.err"; tail -n 20 "$tmp/g.out"; fail "$_v: gate exit $_rc"; }
	if [ $_switch = 1 ]; then
		head -n 1 "$tmp/g.out" | grep -q 'CONFIG_UIDGID_STRICT_TYPE_CHECKS forced on' ||
			fail "$_v: the gate does not say strict types are on"
	fi
	_blocked=0
	sed -n '/^config UIDGID_CONVERTED/,/^config /p' "$_t/init/Kconfig" |
		grep -q '^[[:space:]]*depends on XFS_FS = n' && _blocked=1
	_r=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); s=r["summary"]; p=r["per_path"][0]
assert s["not_checked"] == 0 and r["not_checked"] == [] and p["files_checked"] > 0, s
assert sys.argv[2] == "0" or s["id_problems"] > 0, "XFS is not converted in this tree, yet no ID problem"
print("%d ID problems, %d files checked, %d not built" % (s["id_problems"], p["files_checked"], p["not_built"]))' \
		"$tmp/g.json" $_blocked) || fail "$_v: gate report"
	[ $_blocked = 0 ] || [ $_rc = 1 ] || fail "$_v: gate exit $_rc on unconverted XFS, want 1"

	_s=$(date +%s)
	set +e
	nice -n 10 build/kidpush-audit --tree "$_t" fs/coda >"$tmp/a.out" 2>"$tmp/a.err"
	_arc=$?
	set -e
	_s3=$(( $(date +%s) - _s ))
	[ $_arc = 0 ] || [ $_arc = 1 ] || { tail -n 20 "$tmp/a.err"; fail "$_v: audit fs/coda exit $_arc"; }
	_al=$(grep 'file(s) audited' "$tmp/a.out" | tail -n 1)
	case "$_al" in *" 0 skipped"*) ;; *) tail -n 20 "$tmp/a.err"; fail "$_v: audit fs/coda: '$_al'" ;; esac
	echo "$_v: shims=$(kv shims "$tmp/p1") absent=$(kv absent "$tmp/p1") prepare=${_s1}s;" \
		"gate fs/xfs: $_r (exit $_rc, ${_s2}s); audit fs/coda: $_al (${_s3}s)"
}
