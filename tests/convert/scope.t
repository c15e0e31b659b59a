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
KIDPUSH_ROOT=$R build/kidpush-convert --tree tests/sample-tree --plan "$T/plan.json" --out "$T/o1" fs/kidfs \
	>"$T/log" 2>&1 || { cat "$T/log"; fail "exit $?"; }
m=$R/manifest.1
grep '^files:' "$m" >"$T/files"
! grep -q 'include/linux/quota.h\|fs/xfs' "$T/files" || { cat "$T/files"; fail "a file outside fs/kidfs is in scope"; }
grep -q 'fs/kidfs/inode.c' "$T/files" || { cat "$T/files"; fail "fs/kidfs lost its files"; }
grep -q 'include/linux/parser.h' "$T/files" || { cat "$T/files"; fail "a header only fs/kidfs includes is not in its scope"; }
! grep -q 'parser.h: ' "$m" || fail "a header only fs/kidfs includes is listed"
grep -q "^| include/linux/quota.h: 1 planned change(s) not converted: a header outside the PATHs that .* includes: fs/xfs/xfs_quota.h" "$m" ||
	{ cat "$m"; fail "the shared header is not listed with its other users"; }
for f in include/linux/quota.h fs/xfs/xfs_qm.h; do
	grep -q "^| $f: 1 planned change(s) not converted: " "$m" || { cat "$m"; fail "$f not listed in the limits"; }
	grep -q "^convert: not converted: $f: " "$T/log" || { cat "$T/log"; fail "$f not named on stderr"; }
done
echo "ok: files outside the PATH listed with the reason and the other users, not converted; a header only the PATH includes goes with it"
R2=$T/root2
make_stubroot "$R2"
KIDPUSH_ROOT=$R2 build/kidpush-convert --tree tests/sample-tree --plan "$T/plan.json" --out "$T/o2" -q \
	--with fs/xfs fs/kidfs >"$T/log2" 2>&1 || { cat "$T/log2"; fail "--with: exit $?"; }
m=$R2/manifest.1
grep '^files:' "$m" | grep -q 'fs/xfs/xfs_qm.h' || { grep '^files:' "$m"; fail "--with fs/xfs: its file is not in scope"; }
! grep -q '^| fs/xfs/xfs_qm.h: ' "$m" || fail "--with fs/xfs: its file still listed"
grep '^files:' "$m" | grep -q 'include/linux/quota.h' || fail "--with fs/xfs: include/linux/quota.h (only fs/xfs includes it) not in scope"
echo "ok: --with DIR converts DIR with the PATH"
