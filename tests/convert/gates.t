#!/bin/sh
# Speed without a change of output (issue 22 item 4): in the combined rule
# (test-convert-units rules, one spatch run as convert runs it) a chain of
# cocci/kuid runs on a file only when the plan has a site of its kinds there
# (kp_gate, cocci/kuid/kp_helpers.py).  tests/convert/gates/: a.c has the
# plan's one compare site (rewritten as a.res, written by hand), b.c has no
# site and many expressions, compares, casts and assignments (unchanged).
# Each file a group of its own (--file-groups), as the series driver runs
# them.  spatch --profile counts the Python calls: 294 with the gates, 2,805
# without them (every chain's calibration per function and its script per
# candidate, at 7f4a0a0); more than 600 means a chain calls Python on a
# file the plan has nothing of its kinds in.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
. tests/convert/combined.sh
d=tests/convert/gates
cp "$d/a.c" "$d/b.c" "$tmp/" || exit 1
printf 'a.c\n\nb.c\n' >"$tmp/groups"
(cd "$tmp" && spatch --no-includes --in-place -D patch -D "kidpush_plan=$root/$d/plan.json" \
	--profile --sp-file kuid.cocci --file-groups groups) >"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
bad=0
diff -u "$d/a.res" "$tmp/a.c" || { echo "FAIL: a.c (diff above: - expected, + got)"; bad=1; }
diff -u "$d/b.c" "$tmp/b.c" || { echo "FAIL: b.c changed (no site of the plan there)"; bad=1; }
calls=$(awk -F: '$1 ~ /^python *$/ { split($2, w, " "); n = w[3] } END { print n + 0 }' "$tmp/log")
n=$(awk -F: '$1 ~ /^python *$/' "$tmp/log" | wc -l)
if [ "$n" != 1 ]; then
	echo "FAIL: no python line in spatch --profile"; bad=1
elif [ "$calls" -gt 600 ]; then
	echo "FAIL: $calls Python calls (at most 600; 294 with every chain gated)"; bad=1
else
	echo "ok: $calls Python calls"
fi
exit $bad
