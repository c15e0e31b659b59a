#!/bin/sh
# The gate on the fixture mini-tree (tests/gate/fixture: own uidgid.h
# stand-in with the strict/non-strict switch, fs/demo/bad.c with lines
# marked ID / NOISE by hand).  Checks the reported lines against the
# markers, the JSON and SARIF reports, --baseline, --overlay, exit codes,
# and that the tree is not modified.
set -eu
cd "${KIDPUSH_ROOT:-.}"
command -v sparse >/dev/null 2>&1 || { echo "sparse not installed"; exit 77; }
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
fx=tests/gate/fixture
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export KIDPUSH_CACHE="$tmp/cache"
sum() { (cd "$fx" && find . -type f -exec sha1sum {} + | LC_ALL=C sort) ; }
before=$(sum)
fail() { echo "FAIL: $*"; exit 1; }

# 1. Full run: exit 1, ID lines == ID markers, noise lines == NOISE markers.
set +e
build/kidpush-gate --tree $fx --json "$tmp/r.json" --sarif "$tmp/r.sarif" fs/demo >"$tmp/out" 2>"$tmp/err"
rc=$?
set -e
cat "$tmp/out" "$tmp/err"
[ $rc = 1 ] || fail "exit $rc, want 1"
grep -n '/\* ID \*/' $fx/fs/demo/bad.c | cut -d: -f1 | sed 's|^|fs/demo/bad.c:|' >"$tmp/want-id"
{ grep -n '/\* NOISE' $fx/fs/demo/bad.c | cut -d: -f1 | sed 's|^|fs/demo/bad.c:|'
  grep -n '/\* NOISE' $fx/fs/demo/good.c | cut -d: -f1 | sed 's|^|fs/demo/good.c:|'; } | sort >"$tmp/want-noise"
python3 - "$tmp/r.json" "$tmp/r.sarif" "$tmp/want-id" "$tmp/want-noise" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
s = json.load(open(sys.argv[2]))
want_id = sorted(set(open(sys.argv[3]).read().split()))
want_noise = sorted(set(open(sys.argv[4]).read().split()))
got_id = sorted(set("%s:%d" % (p["file"], p["line"]) for p in r["problems"]))
got_noise = sorted(set("%s:%d" % (p["file"], p["line"]) for p in r["noise"]))
assert got_id == want_id, ("id", got_id, want_id)
assert got_noise == want_noise, ("noise", got_noise, want_noise)
assert r["summary"]["id_problems"] == len(r["problems"]) == 7, r["summary"]
funcs = {p["line"]: p["function"] for p in r["problems"]}
assert funcs[9] == "demo_copy_ids" and funcs[15] == "demo_acl_id" and funcs[31] == "demo_alloc", funcs
assert all(p["class"] == "id" and p["reason"] for p in r["problems"])
assert s["version"] == "2.1.0" and len(s["runs"]) == 1
res = s["runs"][0]["results"]
assert len(res) == len(r["problems"]) + len(r["noise"]), len(res)
ids = [x for x in res if x["ruleId"] == "kidpush/id-type"]
assert len(ids) == 7 and all(x["level"] == "error" for x in ids)
loc = ids[0]["locations"][0]["physicalLocation"]
assert loc["artifactLocation"]["uri"] == "fs/demo/bad.c" and loc["region"]["startLine"] == 9, loc
print("json/sarif ok")
PY
grep -q '^ID problems: 7 in 1 file' "$tmp/out" || fail "human summary"
grep -q 'demo_copy_ids' "$tmp/out" || fail "function names in the human report"

# 2. Single pass (content rules only) still catches every marked line.
set +e
build/kidpush-gate --tree $fx --single-pass --json "$tmp/s.json" fs/demo >/dev/null 2>&1
rc=$?
set -e
[ $rc = 1 ] || fail "single pass exit $rc"
python3 - "$tmp/s.json" "$tmp/want-id" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
want = set(open(sys.argv[2]).read().split())
got = set("%s:%d" % (p["file"], p["line"]) for p in r["problems"])
assert got == want, (got, want)
PY

# 3. Converted file only: clean, exit 0.
build/kidpush-gate --tree $fx fs/demo/good.c >"$tmp/out" 2>&1 || fail "good.c not clean"
grep -q '^ID problems: 0' "$tmp/out" || fail "good.c summary"

# 4. Baseline: own report -> exit 0; one new unconverted line -> exit 1, 1 new.
build/kidpush-gate --tree $fx --baseline "$tmp/r.json" fs/demo >"$tmp/out" 2>&1 || fail "baseline run not exit 0"
mkdir -p "$tmp/ov/fs/demo"
sed 's|^\tdemo_copy_ids(d, i);$|\tdemo_copy_ids(d, i);\n\td->di_gid = i->i_gid;|' $fx/fs/demo/bad.c >"$tmp/ov/fs/demo/bad.c"
cmp -s $fx/fs/demo/bad.c "$tmp/ov/fs/demo/bad.c" && fail "overlay edit did not apply"
newline=$(grep -n 'd->di_gid = i->i_gid;' "$tmp/ov/fs/demo/bad.c" | cut -d: -f1)
set +e
build/kidpush-gate --tree $fx --overlay "$tmp/ov" --baseline "$tmp/r.json" --json "$tmp/b.json" fs/demo >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 1 ] || { cat "$tmp/out"; fail "new problem with baseline: exit $rc"; }
python3 - "$tmp/b.json" "$newline" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
new = [p for p in r["problems"] if p["new"]]
assert len(new) == 1 and new[0]["line"] == int(sys.argv[2]) and new[0]["function"] == "demo_all", new
assert r["summary"]["new_id_problems"] == 1
PY

# 5. Usage and setup errors exit 2.
for args in "--bogus" "--tree $tmp/nonexistent" "--tree $fx ../etc" "--tree $fx -j x fs/demo" \
	"--tree $fx nosuchdir" "--tree $fx --overlay $tmp/nonexistent fs/demo" "--tree"; do
	set +e
	# shellcheck disable=SC2086
	build/kidpush-gate $args >/dev/null 2>&1
	rc=$?
	set -e
	[ $rc = 2 ] || fail "'$args' exit $rc, want 2"
done
# a file whose include file is missing was not checked: exit 2
mkdir -p "$tmp/ov2/fs/demo"
printf '#include <linux/no_such_header.h>\nint demo_x(void) { return 0; }\n' >"$tmp/ov2/fs/demo/broken.c"
set +e
build/kidpush-gate --tree $fx --overlay "$tmp/ov2" --json "$tmp/nc.json" fs/demo >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 2 ] || { cat "$tmp/out"; fail "missing include: exit $rc, want 2"; }
grep -q 'NOT CHECKED' "$tmp/out" || fail "missing include not reported"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["summary"]["not_checked"] == 1 and r["not_checked"][0]["file"] == "fs/demo/broken.c", r["summary"]' "$tmp/nc.json"
echo '{"problems": [' >"$tmp/bad.json"
set +e
build/kidpush-gate --tree $fx --baseline "$tmp/bad.json" fs/demo >/dev/null 2>"$tmp/err"
rc=$?
set -e
[ $rc = 2 ] || fail "broken baseline: exit $rc"
build/kidpush-gate --help | grep -q 'usage: kidpush-gate' || fail "--help"

# 6. Input tree untouched, no temporary report files left.
[ "$(sum)" = "$before" ] || fail "the fixture tree was modified"
for f in "$tmp"/*.tmp.*; do if [ -e "$f" ]; then fail "temporary file left: $f"; fi; done
echo ok
