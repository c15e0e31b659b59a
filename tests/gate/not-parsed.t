#!/bin/sh
# Issue 33 item 1 (plain trees, the sample tree's fs/kidfs): a file is
# checked only when sparse parsed it, and no file is passed over.
#  - an "#if 0" left open after the includes hides the code from sparse:
#    the file is not checked, with sparse's error line, exit 2, and is not
#    in checked_files;
#  - fs/kidfs/a%b.c and fs/kidfs/a/b.c have separate sparse logs: the ID
#    problems of a%b.c are reported beside a/b.c (exit 1);
#  - a .c file deeper than PATH_MAX (find: "File name too long") is not
#    checked, named with find's message, exit 2;
#  - 65 PATHs are reported (no limit of 64 after sparse ran).
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
gate() { # TREE ARGS...: $rc, $tmp/out, $tmp/r.json
	_t=$1
	shift
	set +e
	build/kidpush-gate --tree "$_t" --json "$tmp/r.json" "$@" >"$tmp/out" 2>&1
	rc=$?
	set -e
}

# 1. an unterminated #if 0 in inode.c
cp -a tests/sample-tree "$tmp/t1"
n=$(grep -n '^#include' "$tmp/t1/fs/kidfs/inode.c" | tail -n 1 | cut -d: -f1)
sed -i "${n}a #if 0" "$tmp/t1/fs/kidfs/inode.c"
gate "$tmp/t1" fs/kidfs
cat "$tmp/out"
[ $rc = 2 ] || fail "unterminated #if 0: exit $rc, want 2"
python3 - "$tmp/r.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
nc = [(p["file"], p["message"]) for p in r["not_checked"]]
assert ("fs/kidfs/inode.c", "unterminated preprocessor conditional") in nc, nc
assert "fs/kidfs/inode.c" not in r["checked_files"], r["checked_files"]
assert "fs/kidfs/super.c" in r["checked_files"], r["checked_files"]
PY

# 2. two names that the old log names ('/' -> '%') made one
cp -a tests/sample-tree "$tmp/t2"
mkdir "$tmp/t2/fs/kidfs/a"
printf '#include "../kidfs.h"\nint kidfs_nothing(void)\n{\n\treturn 0;\n}\n' >"$tmp/t2/fs/kidfs/a/b.c"
cp "$tmp/t2/fs/kidfs/inode.c" "$tmp/t2/fs/kidfs/a%b.c"
gate "$tmp/t2" -j 1 'fs/kidfs/a%b.c' fs/kidfs/a
cat "$tmp/out"
[ $rc = 1 ] || fail "a%b.c beside a/b.c: exit $rc, want 1 (a%b.c has ID problems)"
grep -qx '  fs/kidfs/a%b.c' "$tmp/out" || fail "a%b.c's ID problems not listed"

# 3. a file find cannot list
mkdir -p "$tmp/t3/fs/kidfs"
cp -a tests/sample-tree/include "$tmp/t3/"
cp tests/sample-tree/fs/kidfs/kidfs.h tests/sample-tree/fs/kidfs/super.c "$tmp/t3/fs/kidfs/"
python3 - "$tmp/t3/fs/kidfs" tests/sample-tree/fs/kidfs/inode.c <<'PY'
import os, sys
code = open(sys.argv[2]).read()
os.chdir(sys.argv[1])
for i in range(2100):
    os.mkdir('a'); os.chdir('a')
open('deep.c', 'w').write(code.replace('"kidfs.h"', '<linux/fs.h>'))
PY
gate "$tmp/t3" fs/kidfs
cat "$tmp/out"
[ $rc = 2 ] || fail "a .c file find could not list: exit $rc, want 2"
grep -q 'not listed, so not checked: find: .*File name too long' "$tmp/out" ||
	fail "find's message not shown"

# 4. 65 PATHs
cp -a tests/sample-tree "$tmp/t4"
mkdir -p "$tmp/t4/fs/many"
set --
for i in $(seq 65); do
	printf '#include <linux/types.h>\nint many_%d(int x)\n{\n\treturn x;\n}\n' "$i" >"$tmp/t4/fs/many/f$i.c"
	set -- "$@" "fs/many/f$i.c"
done
gate "$tmp/t4" "$@"
tail -n 3 "$tmp/out"
[ $rc = 0 ] || fail "65 PATHs: exit $rc, want 0"
python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); assert len(r["checked_files"]) == 65, r' "$tmp/r.json"
echo "ok"
