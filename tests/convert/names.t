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
rc=0; (cd "$T" && "$KIDPUSH_ROOT/build/kidpush-convert" --tree "$T/tree" --out "$T/o1" -q -j 2 fs/kidfs) >"$T/log1" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/log1"; fail "exit $rc, want 1 (files skipped; the others converted)"; }
p=$(ls "$T/o1"/0001-*.patch) || fail "no patch"
for n in 'x|y.c' 'c:d.c' '#h.c' '-lead.c' 'sp ace.c' '$(touch PWNED).c' ioctl.c inode.c; do
	grep -qF "+++ b/fs/kidfs/$n" "$p" || fail "fs/kidfs/$n not converted"
done
grep -qF '+++ "b/fs/kidfs/a\nb.c"' "$p" || fail "the file with a newline in its name not converted"
echo "ok: names with newline, |, :, #, leading -, blank, \$(...) converted"
grep -qF 'convert: skipped convert: fs/kidfs/ctl\x01x.c: its name has a control character' "$T/log1" ||
	{ cat "$T/log1"; fail "the name with a control character is not named as skipped"; }
grep -qF 'convert: skipped convert: fs/kidfs/sp dir/y.c: its directory' "$T/log1" ||
	{ cat "$T/log1"; fail "the file in a directory with a blank is not named as skipped"; }
! grep -q 'kidfs/ctl\|sp dir' "$p" || fail "a skipped file is in the patch"
echo "ok: names the manifest cannot hold: skipped, with the reason"
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
rc=0; "$KIDPUSH_ROOT/build/kidpush-convert" --tree "$T/tree" --plan "$T/evil.json" --out "$T/o2" -q fs/kidfs >"$T/log2" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log2"; fail "plan values with newlines: exit $rc, want 0"; }
c=$T/o2/0000-cover-letter.patch
grep -qF 'fs/kidfs/a\nb.c:3:1 root\nstep: 99: x step: 98 subject: evil | injected' "$c" ||
	{ cat "$c"; fail "the escaped listed site is not in the cover letter"; }
[ "$(ls "$T/o2" | wc -l)" = 2 ] || { ls "$T/o2"; fail "a value added a step"; }
! grep -q '^step: 9\|^subject: evil' "$c" || fail "a value became a manifest line"
echo "ok: plan values escaped in the limits, no manifest line added"
