#!/bin/sh
# The namespaces of the plan on Linux 3.8.13 ($KIDPUSH_LINUX38) against the real
# conversion in Linux 3.9.6 ($KIDPUSH_LINUX39), both read only; skipped when either
# is unset.  fs/coda (a daemon's messages: &init_user_ns, plain, restrict listed) and
# fs/ncpfs (mount data and ioctl replies: current_user_ns(), munged going back):
# every make_k*/from_k* call of the plan that tools/infer/nsagree.py pairs with a
# 3.9.6 call agrees, and no different namespace is left unlisted.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
t=${KIDPUSH_LINUX38:-}
r=${KIDPUSH_LINUX39:-}
[ -n "$t" ] && [ -f "$t/Makefile" ] || { echo "KIDPUSH_LINUX38 not set (or not a tree): skipped"; exit 77; }
[ -n "$r" ] && [ -f "$r/Makefile" ] || { echo "KIDPUSH_LINUX39 not set (or not a tree): skipped"; exit 77; }
command -v python3 >/dev/null || { echo "python3 not installed"; exit 77; }
bin=$root/build/kidpush-infer
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
tools/kbuild/prepare.sh --tree "$t" --path fs/coda --path fs/ncpfs -j 2 -q >"$tmp/prep" ||
	{ echo "FAIL: tools/kbuild/prepare.sh exit $?"; exit 1; }
src=$(sed -n 's/^src=//p' "$tmp/prep")
build=$(sed -n 's/^build=//p' "$tmp/prep")
for fs in coda ncpfs; do
	nice -n 10 "$bin" -q -j 2 --tree "$src" --build "$build" --plan "$tmp/$fs.json" fs/$fs ||
		{ echo "FAIL: kidpush-infer fs/$fs exit $?"; exit 1; }
done
python3 tools/infer/nsagree.py --ref "$r" "$tmp/coda.json" "$tmp/ncpfs.json"
python3 tools/infer/nsagree.py --json --ref "$r" "$tmp/coda.json" "$tmp/ncpfs.json" >"$tmp/m.json" || exit 1
python3 - "$tmp/m.json" "$tmp/coda.json" <<'PY' || exit 1
import json, sys
m = json.load(open(sys.argv[1]))
t = m["total"]
bad = []
if t["paired"] < 20 or t["agree"] != t["paired"]:
    bad.append("agree %d of %d paired" % (t["agree"], t["paired"]))
if t["unlisted_wrong_ns"]:
    bad.append("%d different namespaces unlisted" % t["unlisted_wrong_ns"])
coda = json.load(open(sys.argv[2]))
tags = sorted(l["name"] for l in coda["listed"] if l["kind"] == "restrict")
if tags != ["coda_in_hdr", "coda_vattr"]:
    bad.append("coda restrict entries %s" % tags)
if any(r["file"].startswith("include/uapi/") for r in coda["retype"]):
    bad.append("a uapi field retyped")
for b in bad:
    print("FAIL:", b)
sys.exit(1 if bad else 0)
PY
echo ok
