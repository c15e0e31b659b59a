#!/bin/sh
# Flag sources: compile_commands.json (relative -I made absolute against the
# entry's directory, gcc-only flags clang rejects dropped and named), and flags
# derived from a kernel build directory's kbuild .cmd file plus each directory's
# Makefile (ccflags-y -I/-D, CFLAGS_<file>.o).  Each source exposes code the
# others do not (#ifdef'd fixture lines tagged expect-cdb / expect-derived).
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

# 1. compile_commands.json, in a copy of the fixtures (inputs are never modified).
cp -r tests/audit/fixtures "$tmp/cdb"
t=$tmp/cdb
cat >"$t/compile_commands.json" <<JSON
[
 {"directory": "$t", "file": "$t/fs/ccfs/cc.c",
  "command": "gcc -Wp,-MMD,fs/ccfs/.cc.o.d -nostdinc -I include -include include/linux/kconfig.h -D__KERNEL__ -DFX_FROM_CDB -mindirect-branch=thunk-extern -fconserve-stack -Wall -Werror -c -o fs/ccfs/cc.o fs/ccfs/cc.c"},
 {"directory": "$t/fs", "file": "$t/fs/kbfs/kbfs.c",
  "command": "gcc -nostdinc -I../include -Ikbfs/inc -D__KERNEL__ -DFX_FROM_CDB -DKBFS_DIRFLAG -DKBFS_FILEFLAG=1 -mindirect-branch=thunk-extern -c -o kbfs/kbfs.o kbfs/kbfs.c"}
]
JSON
# All runs in one session (tests/audit/flags.expected/session, reviewed line
# by line): the flags' source said, the gcc-only flags dropped and named, no
# file parsed with errors, the .cmd's per-object defines not leaked.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
kp_cmd "$s" -s "$bin" --tree "$t" -j 2 --json "$tmp/cdb.json" fs/ccfs fs/kbfs
[ $kp_rc = 1 ] || fail "compile_commands run exited $kp_rc, want 1"
python3 tests/audit/expect.py "$tmp/cdb.json" expect,expect-cdb fs/ccfs/cc.c fs/kbfs/kbfs.c || fail "cdb findings"

# 2. Derived from a (fake) kernel build: the .cmd of asm-offsets as kbuild writes it,
#    with paths relative to the build directory and a config header only it names.
fx=$root/tests/audit/fixtures
b=$tmp/build
mkdir -p "$b/arch/x86/kernel" "$b/include/generated"
echo '#define CONFIG_FX_QUOTA 1' >"$b/include/generated/fxconf.h"
printf 'CONFIG_FX_KBFS=m\nCONFIG_FX_QUOTA=y\n' >"$b/.config"
cat >"$b/arch/x86/kernel/.asm-offsets.s.cmd" <<CMD
cmd_arch/x86/kernel/asm-offsets.s := gcc -Wp,-MMD,arch/x86/kernel/.asm-offsets.s.d -nostdinc -I$fx/include -I./include -include ./include/generated/fxconf.h -include $fx/include/linux/kconfig.h -D__KERNEL__ -mindirect-branch=thunk-extern -mfunction-return=thunk-extern -Wall -DKBUILD_MODFILE='"./asm-offsets"' -DKBUILD_BASENAME='"asm_offsets"' -DKBUILD_MODNAME='"asm_offsets"' -D__KBUILD_MODNAME=kmod_asm_offsets -fverbose-asm -S -o arch/x86/kernel/asm-offsets.s $fx/arch/x86/kernel/asm-offsets.c

source_arch/x86/kernel/asm-offsets.s := $fx/arch/x86/kernel/asm-offsets.c
CMD
kp_cmd "$s" -s "$bin" --tree "$fx" --build "$b" -j 2 --json "$tmp/der.json" fs/kbfs
[ $kp_rc = 1 ] || fail "derived run exited $kp_rc, want 1"
python3 tests/audit/expect.py "$tmp/der.json" expect,expect-derived fs/kbfs/kbfs.c || fail "derived findings"
# The per-file flags, as printed: the Makefile's -I and -D, KBUILD_MODNAME of the directory.
# (the Makefile's -I and -D, KBUILD_MODNAME of the directory, -DMODULE for
# an object of a CONFIG_=m module and not for a built-in one)
"$bin" --tree "$fx" --build "$b" --print-args fs/kbfs 2>/dev/null | kp_errnorm >"$tmp/args" || fail "--print-args"
kp_file "$s" "--print-args fs/kbfs, CONFIG_FX_KBFS=m" "$tmp/args"
sed -i 's/=m$/=y/' "$b/.config"
"$bin" --tree "$fx" --build "$b" --print-args fs/kbfs 2>/dev/null | kp_errnorm >"$tmp/args" || fail "--print-args"
kp_file "$s" "--print-args fs/kbfs, CONFIG_FX_KBFS=y" "$tmp/args"
expect "$s" session

# 3. Simple flags: the Makefile flags still apply, the build-only line does not.
"$bin" --tree "$fx" -q --json "$tmp/simple.json" fs/kbfs >/dev/null 2>&1
python3 tests/audit/expect.py "$tmp/simple.json" expect fs/kbfs/kbfs.c || fail "simple findings"
echo ok
