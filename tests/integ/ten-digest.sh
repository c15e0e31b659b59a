#!/bin/sh
# tests/integ/ten-digest.sh OUT: the digest of the outputs tests/integ/ten-run.sh
# wrote into OUT, on stdout — no kernel source, only what a person reviews
# line by line: per command its exit status, per output file (stdout, the
# reports, every patch) its name, line count and sha256 after normalisation,
# and the summary numbers (the gate's count per directory, the audit's
# counts, the diffstat lines of both cover letters).
# Normalised before hashing (what legitimately varies between two runs or
# two checkouts; anything else is compared as it is):
#   - kp_normalise (tests/lib/expect.sh): the checkout (@ROOT@), scratch
#     directories (@TMP@), format-patch's commit hashes ("From <sha> Mon
#     Sep 17", "base-commit:"), a Date: line of today or yesterday, git's
#     version under "-- ", "done in Ns";
#   - $KIDPUSH_CACHE -> @CACHE@ and a prepared build's key there
#     (kbuild/<16 hex>/, it hashes scratch paths) -> kbuild/@KEY@/;
#   - stderr: kp_errnorm (tests/lib/expect2.sh: clang's include directory,
#     "[k/n]" counters, seconds spent, cache keys), then sorted (-j 2
#     orders the progress lines by worker), without the preparer's
#     "kbuild: " lines (they say whether the build was prepared or found
#     in the cache, and how long it took), the gate's "prepare Ns, check
#     Ns" and its run directory (@CACHE@/gate/run.@RUN@/);
#   - convert's stderr is left out: it says whether each cache was warm
#     (its outputs, the patches, are compared).
set -eu
out=$1
: "${KIDPUSH_ROOT:=$(cd "$(dirname "$0")/../.." && pwd)}"
. "$KIDPUSH_ROOT/tests/lib/expect.sh"
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
# the output directory is the run's scratch directory (@TMP@)
EXPECT_TMP=$(cd "$out" && pwd)
export EXPECT_TMP
cache=${KIDPUSH_CACHE:-${HOME:-/tmp}/.cache/kidpush}
norm() {
	kp_normalise | LC_ALL=C sed -e "s|$(_kp_sed_quote "$cache")|@CACHE@|g" \
		-e 's|\(/kbuild/\)[0-9a-f]\{16\}/|\1@KEY@/|g' \
		-e 's|\(/kbuild/\)[0-9a-f]\{16\}$|\1@KEY@|'
}
# line NAME FILE: "NAME LINES SHA256" of FILE normalised (stdin: stderr sorted)
line() {
	if [ ! -f "$2" ]; then echo "$1 (no file)"; return; fi
	norm <"$2" >"$out/.digest.tmp"
	printf '%s %s %s\n' "$1" "$(wc -l <"$out/.digest.tmp" | tr -d ' ')" \
		"$(sha256sum <"$out/.digest.tmp" | cut -c1-64)"
}
errline() {
	if [ ! -f "$2" ]; then echo "$1 (no file)"; return; fi
	grep -v '^kbuild: ' "$2" | norm | kp_errnorm |
		sed -e 's|prepare [0-9]*s, check [0-9]*s|prepare Ns, check Ns|' \
			-e 's|\(/gate/run\.\)[A-Za-z0-9]\{6\}/|\1@RUN@/|g' | LC_ALL=C sort >"$out/.digest.err"
	line "$1" "$out/.digest.err"
}
# dir NAME: every file of the series directory NAME, sorted by name
dir() {
	if [ ! -d "$out/$1" ]; then echo "$1/ (no directory)"; return; fi
	(cd "$out/$1" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) >"$out/.digest.names"
	while IFS= read -r f; do line "$1/$f" "$out/$1/$f"; done <"$out/.digest.names"
}
# diffstat FILE: the cover letter's diffstat (from the first " name | n"
# line to "N files changed")
diffstat() {
	[ -f "$1" ] || { echo "(no cover letter)"; return; }
	sed -n '/^ [^ ].* | *[0-9]/,/^ [0-9]* files\{0,1\} changed/p' "$1"
}
for c in convert gate audit series; do
	echo "== $c [exit $(cat "$out/$c.exit" 2>/dev/null || echo none)]"
	line "$c.stdout" "$out/$c.stdout"
	[ $c = convert ] || errline "$c.stderr (sorted)" "$out/$c.stderr"
	case $c in
	convert|series) dir $c
		echo "-- $c cover letter's diffstat"
		diffstat "$out/$c/0000-cover-letter.patch" ;;
	gate|audit) line $c.json "$out/$c.json" ;;
	esac
	case $c in
	gate) python3 - "$out/gate.json" <<'PY' ;;
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except (OSError, ValueError) as e:
    print("-- gate.json unreadable:", e); sys.exit(0)
print("-- gate summary:", " ".join("%s %s" % kv for kv in sorted(r["summary"].items())))
print("-- gate per path: path files_checked id_problems noise not_checked not_built")
for p in r["per_path"]:
    print("  ", p["path"], p["files_checked"], p["id_problems"], p["noise"], p["not_checked"], p["not_built"])
PY
	audit) python3 - "$out/audit.json" <<'PY' ;;
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except (OSError, ValueError) as e:
    print("-- audit.json unreadable:", e); sys.exit(0)
kinds = {}
for f in r["findings"]:
    kinds[f["kind"]] = kinds.get(f["kind"], 0) + 1
print("-- audit: files %d, findings %d, skipped %d" % (r["files"], len(r["findings"]), len(r["skipped"])))
print("-- audit findings by kind:", " ".join("%s %d" % kv for kv in sorted(kinds.items())))
print("-- audit per group: name files skipped, then each kind's count")
for g in r["groups"]:
    print("  ", g["name"], g["files"], g["skipped"],
          " ".join("%s=%s" % (k, v) for k, v in g.items() if k not in ("name", "files", "skipped")))
PY
	esac
done
rm -f "$out/.digest.tmp" "$out/.digest.err" "$out/.digest.names"
