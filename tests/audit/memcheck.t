#!/bin/sh
# kidpush-audit under valgrind memcheck: no invalid accesses, no use of
# uninitialised values, no definitely lost memory, on the fixture tree (all
# kinds, an unparsable file, JSON and SARIF writers) with 2 worker threads and
# on the compile_commands.json path; and the prefilter deciding a missing header
# under #ifdef (predef.c: the compiler's macros through libclang).
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
command -v valgrind >/dev/null || { echo "valgrind not installed"; exit 77; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
vg="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite"

$vg "$bin" -j 2 -q --tree tests/audit/fixtures --json "$tmp/a.json" --sarif "$tmp/a.sarif" fs >"$tmp/o" 2>"$tmp/e"
rc=$?
cat "$tmp/e"
[ $rc = 1 ] || { echo "exit $rc under valgrind (99: memcheck errors; want 1: findings)"; exit 1; }
grep -q '"kind": "raw-use"' "$tmp/a.json" || { echo "no findings under valgrind?"; exit 1; }

cp -r tests/audit/fixtures "$tmp/t"
cat >"$tmp/t/compile_commands.json" <<JSON
[{"directory": "$tmp/t", "file": "$tmp/t/fs/ccfs/cc.c",
  "command": "gcc -nostdinc -I include -D__KERNEL__ -DFX_FROM_CDB -fconserve-stack -c -o fs/ccfs/cc.o fs/ccfs/cc.c"}]
JSON
$vg "$bin" -j 1 -q --tree "$tmp/t" --summary fs >"$tmp/o" 2>"$tmp/e"
rc=$?
cat "$tmp/o" "$tmp/e"
[ $rc = 1 ] || { echo "exit $rc under valgrind (compile_commands.json run)"; exit 1; }
mkdir -p "$tmp/c/include" "$tmp/c/fs/pc"
printf '#ifdef __KIDPUSH_ECOS\n#include "os-ecos.h"\n#endif\nint ecos(void) { return 1; }\n' >"$tmp/c/fs/pc/ecos.c"
printf '#ifdef __STDC__\n#include "missing.h"\n#endif\nint stdc(void) { return 2; }\n' >"$tmp/c/fs/pc/stdc.c"
$vg "$bin" -j 2 --tree "$tmp/c" --prefilter-dump "$tmp/dump" fs >"$tmp/o" 2>"$tmp/e"
rc=$?
cat "$tmp/o" "$tmp/e" "$tmp/dump"
[ $rc = 1 ] || { echo "exit $rc under valgrind (conditional includes; want 1: a skipped file)"; exit 1; }
grep -q '^skip fs/pc/ecos.c$' "$tmp/dump" || { echo "ecos.c not decided under valgrind"; exit 1; }
echo ok
