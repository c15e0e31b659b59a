#!/bin/sh
# Every cocci/kuid and cocci/xfs rule under the kernel's own scripts/coccicheck
# (Debian linux-source-6.1), as `make coccicheck MODE=report COCCI=RULE M=DIR`
# runs it from the top of a tree (srctree=., KBUILD_EXTMOD=DIR; J=1, one
# spatch process); MODE=patch for a rule without `virtual report` (the
# cocci/xfs rules: plain transformations, which spatch refuses to run with
# -D report, "virtual rule report not supported").  coccicheck passes the words of the rule's lines holding
# "Options:" (cut at the second ':') to spatch, and older ones (3.x) those of
# every line holding "Option".  So, for each rule:
#  - exactly one line holds "Option": the `// Options:` line, no other ':';
#  - spatch ran once with the rule and exited 0, coccicheck exited 0, and
#    nothing in the output says an argument or the rule was wrong;
#  - the words spatch got from the rule (between `--cocci-file RULE` and
#    coccicheck's own `--patch`) are options, each followed by its value only
#    where spatch says the option needs one: no stray word (prose such as
#    "(plan)," is taken by spatch as a directory and silently ignored under
#    coccicheck's --very-quiet), and at most one include mode.
# The trees: a copy of tests/sample-tree, M=fs/kidfs for cocci/kuid, M=fs/xfs
# for cocci/xfs.  A spatch wrapper (SPATCH=, which coccicheck honours) logs
# each run's arguments and exit status, then runs the real spatch unchanged.
# scripts/coccicheck is extracted from /usr/src/linux-source-6.1.tar.xz into
# the test's temporary directory (KIDPUSH_LINUX61_SRC: another tarball, or a
# directory holding scripts/coccicheck); skip when absent.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
command -v bash >/dev/null 2>&1 || { echo "bash not installed (scripts/coccicheck needs it)"; exit 77; }
command -v lscpu >/dev/null 2>&1 || { echo "lscpu not installed (scripts/coccicheck needs it)"; exit 77; }
src=${KIDPUSH_LINUX61_SRC:-/usr/src/linux-source-6.1.tar.xz}
T=$(mktemp -d /tmp/kidpush-coccicheck.XXXXXX) || exit 2
trap 'rm -rf "$T"' EXIT
if [ -d "$src" ] && [ -f "$src/scripts/coccicheck" ]; then
	cp "$src/scripts/coccicheck" "$T/coccicheck" || exit 2
elif [ -f "$src" ]; then
	mkdir "$T/x" && tar -xJf "$src" -C "$T/x" --wildcards '*/scripts/coccicheck' || { echo "cannot extract scripts/coccicheck from $src"; exit 1; }
	set -- "$T"/x/*/scripts/coccicheck
	[ -f "$1" ] || { echo "no scripts/coccicheck in $src"; exit 1; }
	cp "$1" "$T/coccicheck"
else
	echo "linux-source-6.1 not installed ($src absent): cannot run the kernel's scripts/coccicheck"; exit 77
fi
grep -q 'grep "Options:" $COCCI' "$T/coccicheck" || { echo "this scripts/coccicheck does not read Options: lines as 6.1's does"; exit 1; }
real=$(command -v spatch)
mkdir "$T/bin" "$T/runs"
cat >"$T/bin/spatch" <<'W'
#!/bin/sh
# log the arguments, one a line, and the exit status of the real spatch
f=$(mktemp "$KP_RUNS/run.XXXXXX") || exit 2
printf '%s\n' "$@" >"$f"
"$KP_REAL" "$@"
rc=$?
printf 'exit %d\n' "$rc" >"$f.rc"
exit $rc
W
chmod +x "$T/bin/spatch"
export KP_RUNS="$T/runs" KP_REAL="$real"
cp -r tests/sample-tree "$T/tree"
modes="--no-includes --local-includes --all-includes --recursive-includes --include-headers"
# does spatch want a value after option $1? (its own word: "needs an argument")
needs_arg() { "$real" "$1" 2>&1 </dev/null | grep -q "needs an argument"; }

bad=0 n=0 reports=0 diffs=0
for cocci in cocci/kuid/*.cocci cocci/xfs/*.cocci; do
	case $cocci in cocci/kuid/*) m=fs/kidfs ;; *) m=fs/xfs ;; esac
	rule=$root/$cocci
	mode=report
	grep -q '^virtual report' "$cocci" || mode=patch
	n=$((n + 1)) this=0
	fail() { echo "FAIL: $cocci: $*"; bad=1; this=1; }
	lines=$(grep -c "Option" "$cocci")
	[ "$lines" = 1 ] || fail "$lines lines hold \"Option\" (scripts/coccicheck takes the words of each): $(grep -n Option "$cocci" | tr '\n' ' ')"
	grep -q '^// Options: [^:]*$' "$cocci" || fail "no '// Options: ...' line without a further ':'"
	rm -f "$T"/runs/*
	rc=0
	(cd "$T/tree" && env SPATCH="$T/bin/spatch" srctree=. KBUILD_EXTMOD="$m" MODE=$mode COCCI="$rule" J=1 V=0 \
		bash "$T/coccicheck") >"$T/out" 2>&1 || rc=$?
	[ $rc = 0 ] || fail "coccicheck exit $rc"
	if grep -n -E "coccicheck failed|unknown option|needs an argument|ignoring all but|Fatal error|EXN|exception|Python failure|parse error|not supported" "$T/out"; then
		fail "error in coccicheck's output (above)"
	fi
	run=$(grep -l -x -F -e "$rule" "$T"/runs/run.?????? 2>/dev/null)
	if [ "$(echo "$run" | grep -c .)" != 1 ]; then
		fail "spatch did not run exactly once with the rule"; sed 's/^/    | /' "$T/out"; continue
	fi
	grep -q -x 'exit 0' "$run.rc" || fail "spatch $(cat "$run.rc")"
	# the words after "--cocci-file RULE" up to coccicheck's own "--patch"
	opts=$(awk -v r="$rule" 'go && $0 == "--patch" { exit } go { print } prev == "--cocci-file" && $0 == r { go = 1 } { prev = $0 }' "$run")
	want=0 nmode=0
	for w in $opts; do
		if [ $want = 1 ]; then want=0; continue; fi
		case $w in
		-*) needs_arg "$w" && want=1
		    case " $modes " in *" $w "*) nmode=$((nmode + 1)) ;; esac ;;
		*) fail "spatch got the word '$w' from the rule's Options line: not an option nor an option's value" ;;
		esac
	done
	[ $want = 0 ] || fail "the last option of its Options line has no value"
	[ $nmode -le 1 ] || fail "$nmode include modes at once:" $opts
	[ $this = 1 ] || echo "ok: $cocci (MODE=$mode): spatch got:" $opts
	# evidence that spatch applied the rules: a report line, a diff
	grep -q "^fs/kidfs/.*:[0-9]" "$T/out" && reports=$((reports + 1))
	grep -q "^+++ " "$T/out" && diffs=$((diffs + 1))
done
[ $reports -gt 0 ] || { echo "FAIL: no cocci/kuid rule reported anything on fs/kidfs (01-retype lists its raw id parameters)"; bad=1; }
[ $diffs -gt 0 ] || { echo "FAIL: no cocci/xfs rule printed a diff on fs/xfs (01-acl-kids changes xfs_acl.c)"; bad=1; }
echo "$reports rule(s) reported, $diffs printed a diff"
[ $n -gt 0 ] || { echo "no rules found"; exit 1; }
[ $bad = 0 ] || { echo "FAIL: coccicheck with some of the $n rules (above)"; exit 1; }
echo "ok: scripts/coccicheck of linux-source-6.1 ran spatch without an argument error for all $n rules"
