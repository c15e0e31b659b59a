#!/bin/sh
# issue 21 item 1: a filesystem's patch is its own.  A file outside the PATH
# and its companions that the plan would change (a shared header, another
# filesystem) is not in the step's files: scope; it is listed in the step's
# limits (the cover letter) and named on stderr, with the reason and the
# other users; a header only the PATH's files include goes with it (the
# sample tree's include/linux/parser.h: fs/kidfs/super.c alone); --with DIR
# adds a directory by hand.  The manifest is read from a stub series driver
# (tests/convert/stubroot.sh).
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
stub_test
python3 - "$KIDPUSH_ROOT/tests/convert/kidfs.plan.json" "$T/plan.json" <<'EOP' || exit 2
import json, sys
p = json.load(open(sys.argv[1]))
p["retype"].append({"file": "include/linux/quota.h", "line": 1, "col": 1, "name": "q_uid", "entity": "field"})
p["retype"].append({"file": "fs/xfs/xfs_qm.h", "line": 1, "col": 1, "name": "x_uid", "entity": "field"})
p["retype"].append({"file": "include/linux/parser.h", "line": 1, "col": 1, "name": "p_uid", "entity": "field"})
json.dump(p, open(sys.argv[2], "w"))
EOP
# One session (tests/convert/scope.expected/session, reviewed line by line):
# convert's log (include/linux/quota.h and fs/xfs/xfs_qm.h named: not
# converted, with the reason), the files: line and the limits of each
# manifest of pass 2 (whole): include/linux/quota.h and fs/xfs out of fs/kidfs's
# scope and listed with the other users (fs/xfs/xfs_quota.h), parser.h in
# it and not listed; with --with fs/xfs, xfs_qm.h and quota.h in scope and
# not listed.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$T/session
kp_cmd "$s" env KIDPUSH_ROOT="$R" build/kidpush-convert --tree tests/sample-tree --plan "$T/plan.json" --out "$T/o1" fs/kidfs
[ $kp_rc = 0 ] || fail "exit $kp_rc"
kp_file "$s" "manifest of pass 2" "$R/manifest.1"
R2=$T/root2
make_stubroot "$R2"
kp_cmd "$s" env KIDPUSH_ROOT="$R2" build/kidpush-convert --tree tests/sample-tree --plan "$T/plan.json" --out "$T/o2" -q \
	--with fs/xfs fs/kidfs
[ $kp_rc = 0 ] || fail "--with: exit $kp_rc"
kp_file "$s" "manifest of pass 2 with --with fs/xfs" "$R2/manifest.1"
expect "$s" session
