#!/bin/sh
# tools/infer/nsagree.py (the namespace measurement) on a hand-written plan and a
# hand-written reference file (tests/infer/nsref): pairs by argument text (a raw
# cast ignored) and by function, i_uid_read()/i_gid_write() as &init_user_ns, calls
# in comments and strings ignored; counts agree / different namespace / munged vs
# plain / unpaired; a different namespace is "listed" only with a restrict entry in
# the same directory.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
command -v python3 >/dev/null || { echo "python3 not installed"; exit 77; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/plan.json" <<'JSON'
{"version": 1, "paths": ["fs/x"], "retype": [], "sites": [
 {"file": "fs/x/x.c", "line": 4, "kind": "boundary-in", "id": "uid", "ns": "current_user_ns()", "text": "m->uid", "function": "x_fill"},
 {"file": "fs/x/x.c", "line": 5, "kind": "boundary-in", "id": "gid", "ns": "current_user_ns()", "text": "m->gid", "function": "x_fill"},
 {"file": "fs/x/x.c", "line": 11, "kind": "boundary-out", "id": "uid", "ns": "&init_user_ns", "munged": true, "text": "sb->uid", "function": "x_show"},
 {"file": "fs/x/x.c", "line": 12, "kind": "boundary-out", "id": "gid", "ns": "&init_user_ns", "munged": true, "text": "sb->gid", "function": "x_show"},
 {"file": "fs/x/x.c", "line": 19, "kind": "boundary-out", "id": "uid", "ns": "&init_user_ns", "munged": false, "text": "inode->i_uid", "function": "x_disk"},
 {"file": "fs/x/x.c", "line": 20, "kind": "boundary-in", "id": "gid", "ns": "&init_user_ns", "text": "tmp", "function": "x_disk"},
 {"file": "fs/x/x.c", "line": 21, "kind": "boundary-in", "id": "uid", "ns": "&init_user_ns", "text": "v", "function": "x_other"}
], "listed": []}
JSON
python3 tools/infer/nsagree.py --json --ref tests/infer/nsref "$tmp/plan.json" >"$tmp/out.json" || { echo "exit $?"; exit 1; }
python3 - "$tmp/out.json" "$tmp/plan.json" <<'PY' || exit 1
import json, sys
t = json.load(open(sys.argv[1]))["total"]
want = {"calls": 7, "paired": 6, "agree": 4, "ns": 1, "munged": 1, "unpaired": 1, "unlisted_wrong_ns": 1}
got = {k: t[k] for k in want}
if got != want:
    print("FAIL: counts %s, want %s" % (got, want))
    sys.exit(1)
PY
# with a restrict entry in fs/x the different namespace is listed
python3 - "$tmp/plan.json" <<'PY'
import json, sys
p = json.load(open(sys.argv[1]))
p["listed"] = [{"file": "fs/x/x.c", "line": 4, "col": 1, "kind": "restrict", "name": "x_msg", "text": "", "why": "daemon"}]
json.dump(p, open(sys.argv[1], "w"))
PY
python3 tools/infer/nsagree.py --json --ref tests/infer/nsref "$tmp/plan.json" >"$tmp/out.json" || exit 1
python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))["total"]; sys.exit(0 if t["unlisted_wrong_ns"] == 0 and t["ns"] == 1 else 1)' \
	"$tmp/out.json" || { echo "FAIL: a restrict entry should list the different namespace"; exit 1; }
python3 tools/infer/nsagree.py --ref tests/infer/nsref 2>/dev/null
[ $? = 2 ] || { echo "FAIL: no plan should exit 2"; exit 1; }
echo ok
