#!/bin/sh
# The manifest convert hands to the series driver (read from a stub series
# driver, tests/convert/stubroot.sh):
#  - issue 24 item 2: the plan's "skipped" files are named in convert's log and
#    in a cover-skipped: block, "| STAGE: FILE: FIRST ERROR LINE", the value
#    escaped (the series driver prints them in the cover letter);
#  - issue 24 item 7: commit bodies wrap at 75 columns;
#  - issue 24 item 6: --signoff goes to the series driver (which signs off with
#    git's identity), convert writes no Signed-off-by itself;
#  - issue 24 item 5: --allow-dirty goes to the series driver only when given.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
stub_test
# --signoff needs git's identity; a fresh machine has none configured
export GIT_COMMITTER_NAME="Kid Push Tester" GIT_COMMITTER_EMAIL=tester@kidpush.example
python3 - "$KIDPUSH_ROOT/tests/convert/kidfs.plan.json" "$T/plan.json" <<'EOP' || exit 2
import json, sys
p = json.load(open(sys.argv[1]))
p["skipped"] = [{"file": "fs/kidfs/broken.c",
                 "why": "fs/kidfs/broken.c:1:10: fatal error: 'linux/no_such.h' file not found\nsecond line"},
                {"file": "fs/kidfs/odd\tname.c", "why": "error\x01: x"}]
# a daemon's structure the inference would list once ("restrict")
p["listed"].append({"file": "fs/kidfs/inode.c", "line": 15, "col": 1, "kind": "restrict",
                    "name": "kidfs_msg.uid", "text": "", "why": "ids go to/come from a daemon"})
json.dump(p, open(sys.argv[2], "w"))
EOP
rc=0; KIDPUSH_ROOT=$R build/kidpush-convert --tree tests/sample-tree --plan "$T/plan.json" --out "$T/o1" \
	--signoff fs/kidfs >"$T/log" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/log"; fail "skipped files: exit $rc, want 1"; }
m=$R/manifest.1
[ -f "$m" ] || { ls "$R"; cat "$T/log"; fail "no second manifest"; }
grep -qxF "convert: skipped kidpush-infer: fs/kidfs/broken.c: fs/kidfs/broken.c:1:10: fatal error: 'linux/no_such.h' file not found" "$T/log" ||
	{ cat "$T/log"; fail "the skipped file is not named in the log"; }
grep -qxF 'convert: skipped kidpush-infer: fs/kidfs/odd\tname.c: error\x01: x' "$T/log" ||
	{ cat "$T/log"; fail "the second skipped file is not named (escaped) in the log"; }
sed -n '/^cover-skipped:$/,/^[^|]/p' "$m" >"$T/block"
grep -qxF "| kidpush-infer: fs/kidfs/broken.c: fs/kidfs/broken.c:1:10: fatal error: 'linux/no_such.h' file not found" "$T/block" &&
	grep -qxF '| kidpush-infer: fs/kidfs/odd\tname.c: error\x01: x' "$T/block" ||
	{ cat "$m"; fail "no cover-skipped: block naming the skipped files"; }
echo "ok: skipped files in the log and in cover-skipped:"
awk '/^body:$/ { b = 1; next } /^[^|]/ { b = 0 } b && length($0) > 77 { print "too wide: " $0; bad = 1 } END { exit bad }' "$m" ||
	fail "a body line is wider than 75 columns"
grep -q '^| - map raw ids coming in with make_kuid()/make_kgid(): 4 (2 checked with$' "$m" ||
	{ cat "$m"; fail "the counts line is not wrapped"; }
echo "ok: bodies wrap at 75 columns"
# the namespaces of the step's mappings, counted from kidfs.plan.json by hand:
# super.c 39, 44 (options) and ioctl.c 14, 15 (a reply) the caller's; super.c
# 51 twice, inode.c 15, 19, 31, 32 (disk) the initial namespace
awk '/^body:$/ { b = 1; next } /^[^|]/ { b = 0 } b { sub(/^\| */, ""); printf "%s ", $0 } END { print "" }' "$m" >"$T/body"
grep -qF -- '- namespaces: 6 of these mappings use the initial user namespace (disk, wire, daemons, logs, hashes), 4 the caller'"'"'s, current_user_ns()' "$T/body" ||
	{ cat "$T/body"; fail "the body does not count the namespaces of its mappings"; }
grep -qF -- '- kidfs exchanges ids with a daemon or another process through 1 user-space ABI structure(s)' "$T/body" ||
	{ cat "$T/body"; fail "the body does not say that the filesystem exchanges ids with a daemon"; }
echo "ok: the body says which namespace its mappings use, and that it talks to a daemon"
! grep -q 'Signed-off-by' "$m" || fail "convert wrote a Signed-off-by itself"
sed -n '/--series/,$p' "$R/series.args" | grep -qx -- '--signoff' || { cat "$R/series.args"; fail "--signoff not passed to the series driver"; }
! grep -qx -- '--allow-dirty' "$R/series.args" || fail "--allow-dirty passed without being given"
echo "ok: --signoff passed on, no Signed-off-by written by convert"
R2=$T/root2
make_stubroot "$R2"
KIDPUSH_ROOT=$R2 build/kidpush-convert --tree tests/sample-tree --plan "$T/plan.json" --out "$T/o2" --keep-going \
	--allow-dirty -q fs/kidfs >"$T/log2" 2>&1 || { cat "$T/log2"; fail "--allow-dirty run failed"; }
[ "$(grep -cx -- '--allow-dirty' "$R2/series.args")" = 2 ] || { cat "$R2/series.args"; fail "--allow-dirty not passed to both passes"; }
echo "ok: --allow-dirty passed on when given"
