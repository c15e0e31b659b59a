#!/bin/sh
# The gate on the fixture mini-tree (tests/gate/fixture: own uidgid.h
# stand-in with the strict/non-strict switch, fs/demo/bad.c with lines
# marked ID / NOISE by hand).  Every run's output, exit status and JSON /
# SARIF report is compared with tests/gate/fixture.expected/ (the lines it
# names were checked against the markers); the markers are checked against
# the JSON once more here, so that a marker moved by hand is seen.  Also:
# setup errors exit 2, the tree is not modified, no temporary file is left.
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
fx=tests/gate/fixture
sum() { (cd "$fx" && find . -type f -exec sha1sum {} + | LC_ALL=C sort) ; }
before=$(sum)

# 1. Full run: exit 1, 7 ID problems, 4 noise; the reports.
kp_run "$tmp/full" build/kidpush-gate --tree $fx --json "$tmp/r.json" --sarif "$tmp/r.sarif" fs/demo
expect "$tmp/full" full.run
expect "$tmp/r.json" full.json
expect "$tmp/r.sarif" full.sarif
# the hand markers: ID lines = problems, NOISE lines = noise
markers() { for f in bad good; do grep -n "/\* $1" $fx/fs/demo/$f.c | sed "s|:.*||;s|^|fs/demo/$f.c:|"; done; }
python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))
for k in ("problems", "noise"):
    print(k, *sorted(set("%s:%d" % (p["file"], p["line"]) for p in r[k])))' "$tmp/r.json" >"$tmp/got-markers"
printf '%s\n' "problems $(markers ID | sort | tr '\n' ' ')" "noise $(markers NOISE | sort | tr '\n' ' ')" |
	sed 's/ $//' >"$tmp/want-markers"
diff -u "$tmp/want-markers" "$tmp/got-markers" || fail "the reported lines are not the lines marked ID / NOISE"

# 2. Single pass (content rules only) still catches every marked line.
kp_run "$tmp/single" build/kidpush-gate --tree $fx --single-pass --json "$tmp/s.json" fs/demo
expect "$tmp/single" single.run
expect "$tmp/s.json" single.json

# 3. Converted file only: clean, exit 0.
kp_run "$tmp/good" build/kidpush-gate --tree $fx fs/demo/good.c
expect "$tmp/good" good.run

# 4. Baseline: own report -> exit 0; one new unconverted line -> exit 1, 1 new.
kp_run "$tmp/base" build/kidpush-gate --tree $fx --baseline "$tmp/r.json" fs/demo
expect "$tmp/base" baseline.run
mkdir -p "$tmp/ov/fs/demo"
sed 's|^\tdemo_copy_ids(d, i);$|\tdemo_copy_ids(d, i);\n\td->di_gid = i->i_gid;|' $fx/fs/demo/bad.c >"$tmp/ov/fs/demo/bad.c"
cmp -s $fx/fs/demo/bad.c "$tmp/ov/fs/demo/bad.c" && fail "overlay edit did not apply"
kp_run "$tmp/new" build/kidpush-gate --tree $fx --overlay "$tmp/ov" --baseline "$tmp/r.json" --json "$tmp/b.json" fs/demo
expect "$tmp/new" baseline-new.run
expect "$tmp/b.json" baseline-new.json

# 5. Usage and setup errors exit 2, the first line of stderr says why
# (the rest is --help, not compared).
for args in "--bogus" "--tree $tmp/nonexistent" "--tree $fx ../etc" "--tree $fx -j x fs/demo" \
	"--tree $fx nosuchdir" "--tree $fx --overlay $tmp/nonexistent fs/demo" "--tree"; do
	echo "\$ gate $args"
	# shellcheck disable=SC2086
	kp_run "$tmp/one" build/kidpush-gate $args
	sed -n '/^\[stderr\]$/{n;p;}' "$tmp/one"; tail -n 1 "$tmp/one"
done >"$tmp/usage"
expect "$tmp/usage" usage.run
# a file whose include file is missing was not checked: exit 2
mkdir -p "$tmp/ov2/fs/demo"
printf '#include <linux/no_such_header.h>\nint demo_x(void) { return 0; }\n' >"$tmp/ov2/fs/demo/broken.c"
kp_run "$tmp/nc" build/kidpush-gate --tree $fx --overlay "$tmp/ov2" --json "$tmp/nc.json" fs/demo
expect "$tmp/nc" not-checked.run
expect "$tmp/nc.json" not-checked.json
echo '{"problems": [' >"$tmp/bad.json"
kp_run "$tmp/badbase" build/kidpush-gate --tree $fx --baseline "$tmp/bad.json" fs/demo
expect "$tmp/badbase" bad-baseline.run
build/kidpush-gate --help | expect_stdin help

# 6. Input tree untouched, no temporary report files left.
[ "$(sum)" = "$before" ] || fail "the fixture tree was modified"
for f in "$tmp"/*.tmp.*; do if [ -e "$f" ]; then fail "temporary file left: $f"; fi; done
echo ok
