#!/bin/sh
# The UIDGID_CONVERTED blocker finder (build/kidpush-kbuild blockers,
# tools/kbuild/kb-kconfig.c: the one reading the preparer and convert use)
# on the entry shapes of tests/kbuild/blockers/Kconfig: comments, `X=n`
# without blanks, an indented line, a trailing comment, help text and a
# line after it, and the entries that end it (menu, if, comment, source,
# an indented config).  1: compared with blockers/expected (written by
# hand); --drop removes exactly the named lines.  2: compared with
# Kconfig's own view where a 3.x tree is given (KIDPUSH_LINUX38): its
# scripts/kconfig `conf` is built in a scratch directory and, for each
# candidate symbol alone set to y, says whether UIDGID_CONVERTED stays y.
set -eu
cd "${KIDPUSH_ROOT:-.}"
bin=build/kidpush-kbuild
[ -x "$bin" ] || { echo "FAIL: build/kidpush-kbuild not built"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
d=tests/kbuild/blockers
"$bin" blockers "$d/Kconfig" >"$tmp/got"
diff -u "$d/expected" "$tmp/got" || fail "blockers differ from $d/expected"
"$bin" blockers --drop B_FS --drop AFTER_HELP_FS --drop NOT_BEFORE_FS "$d/Kconfig" >"$tmp/dropped"
diff "$d/Kconfig" "$tmp/dropped" | grep '^[<>]' >"$tmp/diff" || true
printf '%s\n' '< 	depends on B_FS=n' '< 	depends on AFTER_HELP_FS = n' | diff - "$tmp/diff" ||
	fail "--drop removed other lines than the two blockers' (NOT_BEFORE_FS is none)"

# 2. Kconfig's own view
tree=${KIDPUSH_LINUX38:-}
if [ -z "$tree" ] || [ ! -f "$tree/scripts/kconfig/conf.c" ]; then
	echo "ok (Kconfig's own view not compared: KIDPUSH_LINUX38 not set)"
	exit 0
fi
cp -R "$tree/scripts/kconfig" "$tmp/kc"
for f in "$tmp"/kc/*_shipped; do cp "$f" "${f%_shipped}"; done
gcc -w -I"$tmp/kc" -o "$tmp/conf" "$tmp/kc/conf.c" "$tmp/kc/zconf.tab.c" || fail "cannot build Kconfig's conf from $tree"
# every symbol the file names, defined as a bool with a prompt
mkdir -p "$tmp/k/tests/kbuild/blockers"
cp "$d/Kconfig.more" "$tmp/k/tests/kbuild/blockers/"
cands=$(grep -o '[A-Z][A-Z0-9_]*_FS\b' "$d/Kconfig" "$d/Kconfig.more" | sed 's/.*://' | LC_ALL=C sort -u)
{ cat "$d/Kconfig"; for s in $cands; do printf 'config %s\n\tbool "%s"\n' "$s" "$s"; done; } >"$tmp/k/Kconfig"
: >"$tmp/k/.config"
(cd "$tmp/k" && KCONFIG_CONFIG=.config "$tmp/conf" --olddefconfig Kconfig >/dev/null) || fail "conf failed"
grep -q '^CONFIG_UIDGID_CONVERTED=y' "$tmp/k/.config" || fail "UIDGID_CONVERTED is not y with every candidate off"
: >"$tmp/kconfig-view"
for s in $cands; do
	printf 'CONFIG_%s=y\n' "$s" >"$tmp/k/.config"
	(cd "$tmp/k" && KCONFIG_CONFIG=.config "$tmp/conf" --olddefconfig Kconfig >/dev/null) || fail "conf failed"
	grep -q '^CONFIG_UIDGID_CONVERTED=y' "$tmp/k/.config" || echo "$s" >>"$tmp/kconfig-view"
done
LC_ALL=C sort "$tmp/got" >"$tmp/got.sorted"
LC_ALL=C sort "$tmp/kconfig-view" >"$tmp/view.sorted"
diff -u "$tmp/view.sorted" "$tmp/got.sorted" || fail "the finder and Kconfig's own view differ"
echo "ok (= Kconfig's own view: $(wc -l <"$tmp/view.sorted") blockers)"
