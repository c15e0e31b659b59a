#!/bin/sh
# Issue 11 item 1, the audit's side: a kernel tree with no build of its own (no
# include/generated/autoconf.h, no compile_commands.json, no --build) is prepared by
# the project's shared preparer, tools/kbuild/prepare.sh, when the project has it
# (looked up at run time: KIDPUSH_ROOT, else next to build/).  Its src=/build= lines
# say what to parse and with which build; a shimmed copy (src) keeps the report's
# file names; a failing preparer is exit 2; without one, today's simple flags.
# The preparer here is a stand-in that records how it was called.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

t=$tmp/linux
mkdir -p "$t/arch/x86" "$t/include/linux" "$t/fs/pf" "$t/init"
# a kernel tree as tools/kbuild says (kb-tree.c): VERSION/PATCHLEVEL, init/Kconfig
printf 'VERSION = 3\nPATCHLEVEL = 99\n' >"$t/Makefile"
: >"$t/Kconfig"
: >"$t/init/Kconfig"
printf 'typedef unsigned int uid_t;\ntypedef uid_t kuid_t;\n' >"$t/include/linux/types.h"
printf '#include <linux/types.h>\nint pf_is(kuid_t a, uid_t b) { return a == b; }\n' >"$t/fs/pf/pf.c"
cp -r "$t" "$tmp/shimmed"
mkdir -p "$tmp/proj/tools/kbuild"
cat >"$tmp/proj/tools/kbuild/prepare.sh" <<EOF2
#!/bin/sh
# stand-in: record the call, make a build the audit can take flags from
printf '%s\n' "\$@" >"$tmp/called"
[ -f "$tmp/fail" ] && { echo "prepare: cannot" >&2; exit 1; }
b=$tmp/build
mkdir -p "\$b/arch/x86/kernel"
src=\$(cat "$tmp/src")
echo "cmd_arch/x86/kernel/asm-offsets.s := gcc -nostdinc -I\$src/include -D__KERNEL__ -S -o arch/x86/kernel/asm-offsets.s \$src/arch/x86/kernel/asm-offsets.c" >"\$b/arch/x86/kernel/.asm-offsets.s.cmd"
echo "src=\$src"
echo "build=\$b"
echo "shims=compiler-gcc12.h"
EOF2
echo "$t" >"$tmp/src"

# One session (tests/audit/prepare.expected/session, reviewed line by
# line; stderr sorted, -j 2): the prepared build said with its source, the
# flags derived from its .cmd, fs/pf/pf.c:2's raw-compare; the JSON of the
# shimmed run naming the tree; the failing preparer said, exit 2; without
# a preparer in the project, simple flags.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
kp_cmd "$s" -s env KIDPUSH_ROOT="$tmp/proj" "$bin" -j 2 --tree "$t" --json "$tmp/a.json" fs/pf
cp "$s.out" "$tmp/o"
[ $kp_rc = 1 ] || fail "prepared run exited $kp_rc, want 1"
[ "$(cat "$tmp/called")" = "$(printf -- '--tree\n%s\n--path\nfs/pf\n--compdb\n-j\n2' "$t")" ] ||
	{ cat "$tmp/called"; fail "preparer called with the wrong arguments"; }

# A shimmed copy as src: parsed there, reported with the tree's names and the tree.
echo "$tmp/shimmed" >"$tmp/src"
KIDPUSH_ROOT=$tmp/proj "$bin" -j 2 --tree "$t" --json "$tmp/b.json" fs/pf >"$tmp/o2" 2>"$tmp/e2"
[ $? = 1 ] || { cat "$tmp/e2"; fail "shimmed run"; }
cmp "$tmp/o" "$tmp/o2" || fail "a shimmed source changes the report"
kp_file "$s" "JSON of the run on the shimmed copy" "$tmp/b.json"

# The preparer fails: exit 2, said.
touch "$tmp/fail"
kp_cmd "$s" -s env KIDPUSH_ROOT="$tmp/proj" "$bin" -j 2 --tree "$t" fs/pf
[ $kp_rc = 2 ] || fail "failing preparer: exit $kp_rc, want 2"

# --build, or no preparer in the project: not called.
rm -f "$tmp/fail" "$tmp/called"
KIDPUSH_ROOT=$tmp/proj "$bin" -j 2 --tree "$t" --build "$tmp/build" fs/pf >/dev/null 2>&1
[ -f "$tmp/called" ] && fail "preparer called despite --build"
mkdir -p "$tmp/bare"
kp_cmd "$s" -2 env KIDPUSH_ROOT="$tmp/bare" "$bin" -j 2 --tree "$t" fs/pf
[ -f "$tmp/called" ] && fail "a preparer called that the project does not have"
expect "$s" session
# Not a kernel tree by tools/kbuild's one test (no VERSION/PATCHLEVEL lines):
# never prepared, simple flags.
printf 'all:\n' >"$t/Makefile"
rm -f "$tmp/called"
KIDPUSH_ROOT=$tmp/proj "$bin" -j 2 --tree "$t" fs/pf >/dev/null 2>"$tmp/e5"
[ -f "$tmp/called" ] && fail "preparer called for a tree whose Makefile has no VERSION/PATCHLEVEL"
echo "prepare: called for a plain kernel tree, its build used"
