#!/bin/sh
# The default run (`./run.sh audit` with no arguments) audits the bundled
# sample tree with simple flags (no compile_commands.json, no kernel build) and
# says so; it must parse at least one file (exit 0 or 1, not 2).
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=build/kidpush-audit
[ -x $bin ] || { echo "no $bin (make all)"; exit 1; }
[ -d tests/sample-tree ] || { echo "no tests/sample-tree"; exit 77; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
(cd /tmp && KIDPUSH_ROOT="$root" "$root/$bin" -j 2) >"$tmp/o" 2>"$tmp/e"
rc=$?
cat "$tmp/o" "$tmp/e"
case $rc in 0|1) ;; *) echo "exit $rc"; exit 1 ;; esac
grep -q '^kidpush-audit: flags: simple' "$tmp/e" || { echo "flags source not said"; exit 1; }
grep -q "^kidpush-audit: base flags: .*-I $root/tests/sample-tree/include .*-D__KERNEL__" "$tmp/e" ||
	{ echo "sample tree flags not shown"; exit 1; }
echo ok
