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
# One session (tests/convert/manifest.expected/session, reviewed line by
# line): convert's log (the skipped files named, escaped), the manifest it
# hands the series driver (the cover-skipped: block; bodies wrapped at 75
# columns, the counts line wrapped; the namespaces of the step's mappings,
# counted from kidfs.plan.json by hand: super.c 39, 44 (options) and
# ioctl.c 14, 15 (a reply) the caller's, super.c 51 twice, inode.c 15, 19,
# 31, 32 (disk) the initial namespace: 6 and 4; the daemon's ABI
# structure; no Signed-off-by of convert's own) and the series driver's
# arguments (--signoff passed on; --allow-dirty only when given, to both
# passes).  The scratch directory's mktemp name is written XXXXXX, the
# manifest's cache key (it hashes the plan's scratch path) @KEY@.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$T/session
args() {
	sed -e 's|\(kidpush-convert\)\.[A-Za-z0-9]\{6\}/|\1.XXXXXX/|g' \
		-e 's|\(/cache/convert/manifest-\)[0-9a-f]\{16\}/|\1@KEY@/|' "$1" >"$T/args"
	kp_file "$s" "$2" "$T/args"
}
kp_cmd "$s" env KIDPUSH_ROOT="$R" build/kidpush-convert --tree tests/sample-tree --plan "$T/plan.json" --out "$T/o1" \
	--signoff fs/kidfs
[ $kp_rc = 1 ] || fail "skipped files: exit $kp_rc, want 1"
m=$R/manifest.1
[ -f "$m" ] || { ls "$R"; fail "no second manifest"; }
kp_file "$s" "manifest of pass 2" "$m"
args "$R/series.args" "series driver's arguments"
awk '/^body:$/ { b = 1; next } /^[^|]/ { b = 0 } b && length($0) > 77 { print "too wide: " $0; bad = 1 } END { exit bad }' "$m" ||
	fail "a body line is wider than 75 columns"
R2=$T/root2
make_stubroot "$R2"
kp_cmd "$s" env KIDPUSH_ROOT="$R2" build/kidpush-convert --tree tests/sample-tree --plan "$T/plan.json" --out "$T/o2" --keep-going \
	--allow-dirty -q fs/kidfs
[ $kp_rc = 0 ] || fail "--allow-dirty run failed"
args "$R2/series.args" "series driver's arguments, --allow-dirty"
expect "$s" session
