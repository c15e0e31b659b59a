#!/bin/sh
# Mutation test on Debian's linux-source-6.1: tests/audit/uid-eq-unconvert.cocci
# turns every uid_eq(a, b)/gid_eq(a, b) of a few files (copies; the tree is
# read-only) into __kuid_val(a) == __kuid_val(b); the audit must report each
# site as converted-compare at its line.  Sites are counted from the mutated
# copies (the originals have no __kuid_val/__kgid_val), not from the audit.
# Flags are derived from a scratch `make O=... x86_64_defconfig prepare`
# (cached in $KIDPUSH_CACHE/audit/).
set -u
AUDIT61_NEEDS=spatch
. "${KIDPUSH_ROOT:-.}/tests/lib/audit61.sh"   # root bin tree obj tmp; tests/lib.sh

files="fs/gfs2/inode.c fs/namei.c fs/nfsd/auth.c fs/fuse/dir.c fs/xfs/xfs_icache.c"
# The copy: a symlink farm of fs/ with real, mutated files for the chosen ones.
mkdir -p "$tmp/mut" && cp -rs "$tree/fs" "$tmp/mut/" || fail "symlink farm"
for f in $files; do
	[ -f "$tree/$f" ] || fail "$tree/$f missing"
	grep -q -e __kuid_val -e __kgid_val "$tree/$f" && fail "$f already has __kuid_val/__kgid_val"
	rm "$tmp/mut/$f" && cp "$tree/$f" "$tmp/mut/$f" || fail "copy $f"
done
# shellcheck disable=SC2086
(cd "$tmp/mut" && spatch --very-quiet --sp-file "$root/tests/audit/uid-eq-unconvert.cocci" --in-place $files) \
	>"$tmp/spatch.log" 2>&1 || { cat "$tmp/spatch.log"; fail "spatch failed"; }
: >"$tmp/want"
n=0
for f in $files; do
	# One "(__kuid_val(" / "(__kgid_val(" per mutated site; line numbers from the copy.
	grep -n -o -e '(__kuid_val(' -e '(__kgid_val(' "$tmp/mut/$f" | cut -d: -f1 | sed "s|^|$f:|" >>"$tmp/want"
	left=$(grep -c -w -e uid_eq -e gid_eq "$tmp/mut/$f")
	[ "$left" = 0 ] || fail "$f: $left uid_eq/gid_eq left unmutated"
done
n=$(wc -l <"$tmp/want")
echo "mutated $n uid_eq/gid_eq sites in: $files"
[ "$n" -ge 20 ] || fail "only $n sites mutated"

# shellcheck disable=SC2086
"$bin" --tree "$tree" --build "$obj" -j 2 -q --json "$tmp/orig.json" $files >"$tmp/orig.out" 2>"$tmp/orig.err"
rc=$?
[ $rc -le 1 ] || { cat "$tmp/orig.err"; fail "audit of the originals exited $rc"; }
# shellcheck disable=SC2086
"$bin" --tree "$tmp/mut" --build "$obj" -j 2 --json "$tmp/mut.json" $files >"$tmp/mut.out" 2>"$tmp/mut.err"
rc=$?
cat "$tmp/mut.err" "$tmp/mut.out"
[ $rc = 1 ] || fail "audit of the mutated copies exited $rc, want 1"
python3 - "$tmp/orig.json" "$tmp/mut.json" "$tmp/want" <<'PY'
import collections, json, sys
orig, mut = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
want = collections.Counter(open(sys.argv[3]).read().split())
assert not mut["skipped"], ("files skipped", mut["skipped"])
got = collections.Counter("%s:%d" % (f["file"], f["line"]) for f in mut["findings"]
                          if f["kind"] == "converted-compare")
missing = {k: v - got[k] for k, v in want.items() if got[k] < v}
assert not missing, ("mutated sites not reported", missing)
before = sum(1 for f in orig["findings"] if f["kind"] == "converted-compare")
after = sum(got.values())
assert after - before == sum(want.values()), ("converted-compare %d -> %d for %d sites" % (before, after, sum(want.values())))
print("all %d mutated sites reported as converted-compare (%d before the mutation)" % (sum(want.values()), before))
PY
[ $? = 0 ] || fail "mutation not detected"
echo ok
