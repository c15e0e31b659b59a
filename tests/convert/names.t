#!/bin/sh
# issue 24 item 3: names as data.  Files named with a newline, '|', ':', '#', a
# leading '-', a blank and '$(...)' in a copy of the sample tree are converted
# like any other (nothing runs their names: no file PWNED appears); a name the
# series manifest cannot hold (a control character; a directory with a blank,
# whose files: glob would be two words) is named as skipped with the reason and
# the rest is converted (exit 1: files were skipped); plan values with newlines (a listed site's file, kind
# and why) are escaped in the limits and add no manifest line.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
make -s build/kidpush-convert build/kidpush-infer build/kidpush-series build/kidpush-audit || exit 1
T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
trap 'rm -rf "$T"' EXIT
export TMPDIR=$T/tmp KIDPUSH_CACHE=$T/cache
mkdir -p "$TMPDIR"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
cp -r tests/sample-tree "$T/tree"
d=$T/tree/fs/kidfs
nl='
'
i=0
for n in "a${nl}b.c" 'x|y.c' 'c:d.c' '#h.c' '-lead.c' 'sp ace.c' '$(touch PWNED).c' "ctl$(printf '\001')x.c"; do
	i=$((i + 1))
	sed "s/kidfs_ioctl/kidfs_ioctl_$i/g" "$d/ioctl.c" >"$d/$n"
done
mkdir "$d/sp dir"
sed 's/kidfs_ioctl/kidfs_ioctl_sub/g; s/"kidfs.h"/"..\/kidfs.h"/' "$d/ioctl.c" >"$d/sp dir/y.c"
tree_hash() { (cd "$1" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum); }
before=$(tree_hash "$T/tree")
# One session (tests/convert/names.expected/session, reviewed line by
# line): the run's stderr (sorted: -j 2; ctl\x01x.c and "sp dir/y.c"
# named as skipped with the reason), the +++ lines of its patch (every
# other name converted, "a\nb.c" quoted by git; no skipped file), then
# the run with a plan whose values hold newlines: its cover letter (the
# listed site escaped in the limits, no step: or subject: line from a
# value) and the output's files (no step added).
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$T/session
kp_cmd "$s" -s env -C "$T" "$KIDPUSH_ROOT/build/kidpush-convert" --tree "$T/tree" --out "$T/o1" -q -j 2 fs/kidfs
[ $kp_rc = 1 ] || fail "exit $kp_rc, want 1 (files skipped; the others converted)"
p=$(ls "$T/o1"/0001-*.patch) || fail "no patch"
sed -n '/^+++ /p' "$p" >"$T/plus"
kp_file "$s" "the patch's +++ lines" "$T/plus"
[ -z "$(find "$T" -name PWNED)" ] || fail "a name was run: PWNED exists"
[ "$(tree_hash "$T/tree")" = "$before" ] || fail "input tree modified"
echo "ok: nothing ran a name; the tree is unchanged"

# plan values: a listed site whose file, kind and why hold newlines and manifest keys
python3 - "$KIDPUSH_ROOT/tests/convert/kidfs.plan.json" "$T/evil.json" <<'EOP' || exit 2
import json, sys
p = json.load(open(sys.argv[1]))
p["listed"].append({"file": "fs/kidfs/a\nb.c", "line": 3, "col": 1, "kind": "root\nstep: 99",
                    "why": "x\nstep: 98\nsubject: evil\n| injected"})
json.dump(p, open(sys.argv[2], "w"))
EOP
kp_cmd "$s" build/kidpush-convert --tree "$T/tree" --plan "$T/evil.json" --out "$T/o2" -q fs/kidfs
[ $kp_rc = 0 ] || fail "plan values with newlines: exit $kp_rc, want 0"
kp_file "$s" "cover letter, plan values with newlines" "$T/o2/0000-cover-letter.patch"
ls "$T/o2" >"$T/ls2"
kp_file "$s" "its files" "$T/ls2"
expect "$s" session
echo "ok: names converted or skipped with the reason; plan values escaped in the limits, no manifest line added"
