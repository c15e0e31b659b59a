#!/bin/sh
# Issue 33 item 8: convert --timeout SEC bounds every file of its spatch
# stages (passed on to the series driver's --timeout) and of the gate's
# sparse (KIDPUSH_GATE_TIMEOUT).  A wrapper spatch (first on PATH) that
# hangs on fs/kidfs/inode.c: with --timeout 15 convert ends, names inode.c as
# skipped ("spatch timed out") in its log and cover letter and exits 1
# (the other files: converted, or on a loaded machine timed out too).
# Without: convert had no --timeout (a 20 MB file took it 264 s).
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
tree_test
real=$(command -v spatch)
mkdir "$T/bin"
cat >"$T/bin/spatch" <<EOS
#!/bin/sh
for a in "\$@"; do
	case \$a in *.c) grep -q HANG_ME "\$a" 2>/dev/null && exec sleep 600 ;; esac
	[ "\$prev" = --file-groups ] && grep -l HANG_ME \$(cat "\$a") >/dev/null 2>&1 && exec sleep 600
	prev=\$a
done
exec '$real' "\$@"
EOS
chmod +x "$T/bin/spatch"
printf '/* HANG_ME */\n' >>"$T/tree/fs/kidfs/inode.c"
start=$(date +%s)
rc=0
PATH="$T/bin:$PATH" timeout -k 5 300 ./run.sh convert --tree "$T/tree" --plan tests/convert/kidfs.plan.json \
	--timeout 15 --out "$T/o" -q -j 1 fs/kidfs >"$T/log" 2>&1 || rc=$?
took=$(( $(date +%s) - start ))
cat "$T/log"
[ $rc = 1 ] || fail "a hung spatch with --timeout 15: exit $rc, want 1 (124: hung)"
grep -q 'fs/kidfs/inode.c: spatch timed out' "$T/log" || fail "inode.c is not named as timed out in the log"
grep -q 'fs/kidfs/inode.c: spatch timed out' "$T/o/0000-cover-letter.patch" || fail "nor in the cover letter"
echo "ok: --timeout 15: the hung file named as skipped, exit 1 ($took s)"
