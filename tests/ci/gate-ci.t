#!/bin/sh
# Issue 24 item 9: the one script both CI recipes call
# (contrib/ci/kidpush-gate-ci.sh, doc/ci.md), run locally on the bundled
# sample tree as a CI would run it:
#  1. the target branch's run (--record): its ID problems are recorded,
#     exit 0, JSON + SARIF + text written;
#  2. a change with no new ID problem, against that baseline: exit 0 (the
#     old problems do not fail it);
#  3. a change that adds one (an own-written file comparing two kuid_t with
#     ==): exit 1, only that line new, in the SARIF too;
#  4. without a baseline every ID problem fails (exit 1);
#  5. a sparse that crashes: exit 2 even with the baseline (never green on
#     code the gate did not check);
#  6. usage errors exit 2; the input tree is never modified;
#  7. the gate steps of both recipes (contrib/ci/*.yml), run with the CI's
#     variables: record on the target branch, a new problem fails a change
#     against its report (GitLab's API: a fake curl), an old one does not.
# Tree and output paths hold spaces: every name is one argument.
set -eu
cd "${KIDPUSH_ROOT:-.}"
command -v sparse >/dev/null 2>&1 || { echo "sparse not installed"; exit 77; }
root=$PWD
ci=$root/contrib/ci/kidpush-gate-ci.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export KIDPUSH_CACHE="$tmp/cache"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
base="$tmp/target branch"
head="$tmp/pull request"
mkdir -p "$base" "$head"
cp -R tests/sample-tree "$base/tree"
cp -R tests/sample-tree "$head/tree"
sum() { (cd "$1" && find . -type f -exec sha1sum {} + | LC_ALL=C sort); }
run() { # DIR ARGS...: the script from DIR (a CI job's working directory)
	_d=$1
	shift
	set +e
	(cd "$_d" && "$ci" "$@") >"$tmp/out" 2>&1
	rc=$?
	set -e
}
new_id() { python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r["summary"].get("new_id_problems", "none"), r["summary"]["id_problems"])' "$1"; }

# 1. the target branch: record
run "$base" --tree tree --out "report dir" --record -- fs/xfs fs/kidfs
cat "$tmp/out"
[ $rc = 0 ] || fail "--record: exit $rc, want 0"
for f in kidpush-gate.json kidpush-gate.sarif kidpush-gate.txt; do
	[ -s "$base/report dir/$f" ] || fail "--record did not write $f"
done
nold=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["id_problems"])' "$base/report dir/kidpush-gate.json")
[ "$nold" -gt 0 ] || fail "the sample tree has no ID problem to keep in a baseline"
bl="$base/report dir/kidpush-gate.json"

# 2. the same code against the baseline: old problems only
before=$(sum "$head/tree")
run "$head" --tree tree --out out --baseline "$bl" -- fs/xfs fs/kidfs
[ $rc = 0 ] || { cat "$tmp/out"; fail "no new problem against the baseline: exit $rc, want 0"; }
[ "$(new_id "$head/out/kidpush-gate.json")" = "0 $nold" ] || fail "counts: $(new_id "$head/out/kidpush-gate.json")"

# 3. one new ID problem
cat >"$head/tree/fs/kidfs/owner.c" <<'C'
#include <linux/fs.h>

int kidfs_same_owner(struct inode *a, struct inode *b);

int kidfs_same_owner(struct inode *a, struct inode *b)
{
	return a->i_uid == b->i_uid;
}
C
before=$(sum "$head/tree")
run "$head" --tree tree --out out --baseline "$bl" -j 2 -- fs/xfs fs/kidfs
cat "$tmp/out"
[ $rc = 1 ] || fail "a new ID problem: exit $rc, want 1"
grep -q 'new ID problems' "$tmp/out" || fail "no 'new ID problems' line"
python3 - "$head/out/kidpush-gate.json" "$head/out/kidpush-gate.sarif" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
new = [p for p in r["problems"] if p["new"]]
# sparse reports the == and the return of its (bad) result: both on line 7
assert new and {(p["file"], p["line"], p["function"]) for p in new} == {("fs/kidfs/owner.c", 7, "kidfs_same_owner")}, new
assert r["summary"]["new_id_problems"] == len(new), r["summary"]
s = json.load(open(sys.argv[2]))
res = [x for x in s["runs"][0]["results"] if x["ruleId"] == "kidpush/id-type"]
uris = [x["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for x in res]
assert "fs/kidfs/owner.c" in uris, uris
print("new problem ok")
PY
[ "$(sum "$head/tree")" = "$before" ] || fail "the tree was modified"

# 4. no baseline: every ID problem counts
run "$base" --tree tree --out out2 -- fs/xfs
[ $rc = 1 ] || { cat "$tmp/out"; fail "no baseline: exit $rc, want 1"; }

# 5. a sparse that crashes: not green, even with the baseline
mkdir -p "$tmp/segv"
printf '#!/bin/sh\nkill -SEGV $$\n' >"$tmp/segv/sparse"
chmod +x "$tmp/segv/sparse"
set +e
(cd "$base" && PATH="$tmp/segv:$PATH" "$ci" --tree tree --out out3 --baseline "$bl" -- fs/xfs) >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 2 ] || { cat "$tmp/out"; fail "crashing sparse: exit $rc, want 2"; }

# 6. usage
for args in "--out o fs/xfs" "--tree tree fs/xfs" "--tree tree --out o" "--tree tree --out o --baseline nope fs/xfs" \
	"--tree tree --out o --record --baseline tree/init/Kconfig fs/xfs" "--tree tree --out o -j x fs/xfs" "--bogus"; do
	# shellcheck disable=SC2086
	run "$base" $args
	[ $rc = 2 ] || fail "'$args': exit $rc, want 2"
done
"$ci" --help | grep -q 'kidpush-gate-ci.sh --tree DIR' || fail "--help"

# 7. The recipes' own gate steps (contrib/ci/*.yml), taken out of the YAML
# and run with the CI's variables: both call the script, record on the
# target branch and gate a change against its report.
if ! python3 -c 'import yaml' 2>/dev/null; then
	echo "python3-yaml not installed: the recipes' steps not run"
	echo ok
	exit 0
fi
python3 - "$root/contrib/ci" "$tmp" <<'PY'
import sys, yaml
d, tmp = sys.argv[1], sys.argv[2]
gh = yaml.safe_load(open(d + "/github-kidpush-gate.yml"))
steps = gh["jobs"]["gate"]["steps"]
gate = [s for s in steps if s.get("name") == "gate"][0]
open(tmp + "/gh-gate.sh", "w").write(gate["run"])
names = [s.get("uses", "").split("@")[0] for s in steps]
for u in ("actions/checkout", "actions/download-artifact", "actions/upload-artifact",
          "github/codeql-action/upload-sarif"):
    assert u in names, (u, names)
sarif = [s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif")][0]
assert sarif["with"]["sarif_file"] == "gate-out/kidpush-gate.sarif", sarif
dl = [s for s in steps if s.get("uses", "").startswith("actions/download-artifact")][0]
up = [s for s in steps if s.get("uses", "").startswith("actions/upload-artifact")][0]
assert dl["with"]["name"] == up["with"]["name"], (dl, up)
setup = [s for s in steps if "README" in s.get("name", "")][0]["run"]
assert "./run.sh" in setup and "make check" in setup, setup
gl = yaml.safe_load(open(d + "/gitlab-kidpush-gate.yml"))["kidpush-gate"]
open(tmp + "/gl-gate.sh", "w").write("\n".join(gl["script"]) + "\n")
assert ".kidpush-gate/out/" in gl["artifacts"]["paths"] and gl["artifacts"]["when"] == "always", gl["artifacts"]
bs = "\n".join(gl["before_script"])
assert "./run.sh" in bs and "make check" in bs, bs
print("recipes parsed")
PY
# GitHub: the workspace holds tree/, kidpush/ and, on a pull request,
# baseline/ (the target branch's artifact)
ws="$tmp/gh ws"
mkdir -p "$ws"
cp -R "$base/tree" "$ws/tree"
ln -s "$root" "$ws/kidpush"
set +e
(cd "$ws" && GITHUB_EVENT_NAME=push KIDPUSH_PATHS="fs/xfs fs/kidfs" sh -e "$tmp/gh-gate.sh") >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 0 ] && grep -q -- '--record' "$tmp/out" || { cat "$tmp/out"; fail "GitHub push: exit $rc, want 0 (record)"; }
mkdir -p "$ws/baseline"
cp "$ws/gate-out/kidpush-gate.json" "$ws/baseline/"
cp "$head/tree/fs/kidfs/owner.c" "$ws/tree/fs/kidfs/"
set +e
(cd "$ws" && GITHUB_EVENT_NAME=pull_request KIDPUSH_PATHS="fs/xfs fs/kidfs" sh -e "$tmp/gh-gate.sh") >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 1 ] && grep -q 'new ID problems' "$tmp/out" || { cat "$tmp/out"; fail "GitHub pull request with a new problem: exit $rc, want 1"; }
rm "$ws/tree/fs/kidfs/owner.c"
set +e
(cd "$ws" && GITHUB_EVENT_NAME=pull_request KIDPUSH_PATHS="fs/xfs fs/kidfs" sh -e "$tmp/gh-gate.sh") >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 0 ] || { cat "$tmp/out"; fail "GitHub pull request, old problems only: exit $rc, want 0"; }

# GitLab: the project directory is the tree; kidpush in /opt/kidpush (here:
# this checkout); the API is a fake curl that serves the target branch's
# artifacts archive and checks the request
gl="$tmp/gl project"
cp -R "$base/tree" "$gl"
sed "s|/opt/kidpush|$root|g" "$tmp/gl-gate.sh" >"$tmp/gl-gate2.sh"
set +e
(cd "$gl" && CI_PROJECT_DIR=$gl CI_PIPELINE_SOURCE=push KIDPUSH_PATHS="fs/xfs fs/kidfs" sh -e "$tmp/gl-gate2.sh") >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 0 ] || { cat "$tmp/out"; fail "GitLab default branch: exit $rc, want 0 (record)"; }
(cd "$gl" && python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1], "w"); z.write(".kidpush-gate/out/kidpush-gate.json"); z.close()' "$tmp/artifacts.zip")
mkdir -p "$tmp/api"
cat >"$tmp/api/curl" <<'SH'
#!/bin/sh
out=
for a in "$@"; do
	case "$prev" in --output) out=$a ;; esac
	prev=$a
	last=$a
done
echo "$last" >"$FAKE_API_LOG"
case "$last" in
"https://gitlab.invalid/api/v4/projects/42/jobs/artifacts/%72%65%6c%2f%36%2e%31/download?job=kidpush-gate") cp "$FAKE_API_ZIP" "$out" ;;
*) echo "curl: (22) The requested URL returned error: 404" >&2; exit 22 ;;
esac
SH
chmod +x "$tmp/api/curl"
cp "$head/tree/fs/kidfs/owner.c" "$gl/fs/kidfs/"
set +e
(cd "$gl" && PATH="$tmp/api:$PATH" FAKE_API_LOG="$tmp/api.log" FAKE_API_ZIP="$tmp/artifacts.zip" \
	CI_PROJECT_DIR=$gl CI_PIPELINE_SOURCE=merge_request_event CI_MERGE_REQUEST_TARGET_BRANCH_NAME=rel/6.1 \
	CI_API_V4_URL=https://gitlab.invalid/api/v4 CI_PROJECT_ID=42 CI_JOB_NAME=kidpush-gate CI_JOB_TOKEN=t \
	KIDPUSH_PATHS="fs/xfs fs/kidfs" sh -e "$tmp/gl-gate2.sh") >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 1 ] && grep -q 'baseline .*kidpush-gate.json' "$tmp/out" && grep -q 'new ID problems' "$tmp/out" ||
	{ cat "$tmp/out" "$tmp/api.log"; fail "GitLab merge request with a new problem: exit $rc, want 1 against the baseline"; }
rm "$gl/fs/kidfs/owner.c"
set +e
(cd "$gl" && PATH="$tmp/api:$PATH" FAKE_API_LOG="$tmp/api.log" FAKE_API_ZIP="$tmp/artifacts.zip" \
	CI_PROJECT_DIR=$gl CI_PIPELINE_SOURCE=merge_request_event CI_MERGE_REQUEST_TARGET_BRANCH_NAME=rel/6.1 \
	CI_API_V4_URL=https://gitlab.invalid/api/v4 CI_PROJECT_ID=42 CI_JOB_NAME=kidpush-gate CI_JOB_TOKEN=t \
	KIDPUSH_PATHS="fs/xfs fs/kidfs" sh -e "$tmp/gl-gate2.sh") >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 0 ] || { cat "$tmp/out"; fail "GitLab merge request, old problems only: exit $rc, want 0"; }
echo ok
