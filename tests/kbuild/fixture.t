#!/bin/sh
# The preparer (tools/kbuild/prepare.sh) on its own mini kernel tree
# (tests/kbuild/fixture: a stand-in top Makefile, Kconfig files with
# dependencies, selects and UIDGID_CONVERTED blockers, old-release traits
# that need shims).  Checks the output lines, the configuration closure,
# strict blockers, the shims (in the farm only), that the tree is never
# modified, that a second run prepares nothing, that a broken cache entry
# is discarded and prepared again, and the usage errors.
set -eu
cd "${KIDPUSH_ROOT:-.}"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
kp_scratch                            # $tmp, KIDPUSH_CACHE=$tmp/cache
fx=tests/kbuild/fixture
sum() { (cd "$fx" && find . -type f -exec sha1sum {} + | LC_ALL=C sort); }
before=$(sum)
kv() { sed -n "s/^$1=//p" "$2"; }
prep() { tools/kbuild/prepare.sh --tree "$fx" "$@"; }
# what varies with the machine: the entry's key (it hashes the compiler),
# the shims (gcc's version and defaults: checked below by gcc's own
# answers; their stderr line left out), make's -j, the time taken
gcc_major=$(gcc -dumpversion | cut -d. -f1)
norm() {
	sed -e 's/\b[0-9a-f]\{16\}\b/@KEY@/g' -e 's/^shims=.*/shims=@SHIMS@/' \
		-e '/^kbuild: shims for gcc [0-9]* (in the farm only): /d' \
		-e 's/ -j[0-9][0-9]*$/ -jN/' -e 's/\(prepared in \)[0-9][0-9]*s$/\1Ns/'
}
# msg NAME FILE: the preparer's stderr FILE, normalised, into msgs
# (compared with msgs.expected at the end)
msg() { { echo "== $1"; norm <"$2"; } >>"$tmp/msgs"; }

# 1. First run: prepared, everything the PATH needs on, strict types on.
prep --path fs/demo --strict >"$tmp/o1" 2>"$tmp/e1" || { cat "$tmp/e1"; fail "first run failed"; }
cat "$tmp/o1"
# every line: strict=switch, dropped NET_DEMO DEMO_FS, disabled OTHER_FS,
# absent GONE_FS (a blocker no Kconfig file defines, as 3.5's
# USB_DEVICEFS), blocker_dirs with net/demo, cached=no
norm <"$tmp/o1" | expect_stdin o1
src=$(kv src "$tmp/o1") obj=$(kv build "$tmp/o1")
[ "$(cat "$obj/prepare.count")" = prepare ] || fail "prepare not run once"
# the closure and strict types on; OTHER_FS, BROKEN_DEMO, DEMO_FS_DEBUG off
expect "$obj/.config" config
# the farm's init/Kconfig: the dropped and the absent blockers removed
# (never '= n' in Kconfig for an undefined one, or strict stays off); the
# tree's own files are checked at the end (sum)
diff "$fx/init/Kconfig" "$src/init/Kconfig" | expect_stdin farm-kconfig
msg "first run: the absent blocker reported" "$tmp/e1"
# shims: detected from the tree, applied in the farm only
shims=$(kv shims "$tmp/o1")
if [ "$gcc_major" != 4 ]; then
	case ",$shims," in *",include/linux/compiler-gcc$gcc_major.h,"*) ;; *) fail "no compiler-gcc$gcc_major.h shim: $shims" ;; esac
	[ -f "$src/include/linux/compiler-gcc$gcc_major.h" ] && [ ! -L "$src/include/linux/compiler-gcc$gcc_major.h" ] ||
		fail "the shim header is not a file of the farm"
	[ ! -e "$fx/include/linux/compiler-gcc$gcc_major.h" ] || fail "shim written into the tree"
fi
if gcc -v 2>&1 | grep -q -- --enable-default-pie; then
	grep -q -- '-fno-pie' "$obj/flags.txt" || fail "-fno-pie did not reach KBUILD_CFLAGS"
fi
if [ "$gcc_major" -ge 10 ]; then
	grep -q -- '-fcommon' "$obj/flags.txt" || fail "-fcommon did not reach HOSTCFLAGS"
fi
[ -L "$src/fs" ] || [ -d "$src/fs" ] || fail "farm"

# 2. Second run with the same request prepares nothing.
prep --path fs/demo --strict >"$tmp/o2" 2>"$tmp/e2" || fail "second run failed"
[ "$(kv cached "$tmp/o2")" = yes ] || fail "second run not cached"
[ "$(kv build "$tmp/o2")" = "$obj" ] || fail "second run: another build directory"
[ "$(cat "$obj/prepare.count")" = prepare ] || fail "second run prepared again"
msg "second run: nothing to prepare" "$tmp/e2"

# 3. Broken entries are discarded and prepared again, with a warning.
echo 'CONFIG_OTHER_FS=y' >>"$obj/.config"
prep --path fs/demo --strict >"$tmp/o3" 2>"$tmp/e3" || fail "run after corrupting .config failed"
msg "a changed .config: broken" "$tmp/e3"
[ "$(kv cached "$tmp/o3")" = no ] || fail "changed .config reused"
expect "$obj/.config" config    # the corrupt .config did not survive
echo 'int stray;' >"$src/stray.c"
prep --path fs/demo --strict >"$tmp/o4" 2>"$tmp/e4" || fail "run after a stray farm file failed"
msg "a stray file in the farm: broken" "$tmp/e4"
[ ! -e "$src/stray.c" ] || fail "stray file survived"
entry=$(dirname "$obj")
sed -i 's/^config_sha=.*/config_sha=0000/' "$entry/ok"
prep --path fs/demo --strict >"$tmp/o5" 2>"$tmp/e5" || fail "run after a corrupt marker failed"
msg "a corrupt marker: broken" "$tmp/e5"
rm -f "$entry/ok"	# interrupted before the marker: prepared again
prep --path fs/demo --strict >"$tmp/o6" 2>/dev/null || fail "run without marker failed"
[ "$(kv cached "$tmp/o6")" = no ] || fail "entry without marker reused"
prep --path fs/demo --strict >"$tmp/o7" 2>/dev/null
[ "$(kv cached "$tmp/o7")" = yes ] || fail "not cached after the repairs"
# the generated headers are verified on reuse (issue 33 item 8): a changed
# or removed one discards the entry, said in the log
gen=include/generated/utsrelease.h
[ -f "$obj/$gen" ] && [ -f "$obj/include/config/auto.conf" ] || fail "the fixture's prepare made no $gen or auto.conf"
echo '/* changed */' >>"$obj/$gen"
prep --path fs/demo --strict >"$tmp/o8" 2>"$tmp/e8" || fail "run after a changed generated header failed"
msg "a changed $gen: broken" "$tmp/e8"
[ "$(kv cached "$tmp/o8")" = no ] || fail "an entry with a changed $gen was reused"
rm -f "$obj/include/config/auto.conf"
prep --path fs/demo --strict >"$tmp/o9" 2>"$tmp/e9" || fail "run after a removed auto.conf failed"
msg "a removed auto.conf: broken" "$tmp/e9"
[ "$(kv cached "$tmp/o9")" = no ] || fail "an entry without auto.conf was reused"
# the entry's marker a FIFO: discarded (it would block sed), prepared again
rm -f "$entry/ok" && mkfifo "$entry/ok"
timeout -k 5 120 tools/kbuild/prepare.sh --tree "$fx" --path fs/demo --strict >"$tmp/o10" 2>"$tmp/e10" ||
	{ cat "$tmp/e10"; fail "run with a FIFO for the marker failed (124: hung)"; }
msg "a FIFO for the marker: named" "$tmp/e10"
[ -f "$entry/ok" ] && [ ! -p "$entry/ok" ] || fail "no regular marker after the FIFO"
prep --path fs/demo --strict >"$tmp/o11" 2>/dev/null
[ "$(kv cached "$tmp/o11")" = yes ] || fail "not cached after the generated-header repairs"

# 4. Another request is another entry; without --strict nothing is disabled.
prep --path fs/other >"$tmp/o8" 2>/dev/null || fail "fs/other"
[ "$(kv key "$tmp/o8")" != "$(kv key "$tmp/o1")" ] || fail "same key for another request"
[ "$(kv strict "$tmp/o8")" = off ] || fail "strict without --strict"
expect "$(kv build "$tmp/o8")/.config" config-other    # OTHER_FS on, strict off

# 5. Strict types that cannot stick: exit 2, with the reason (here a
# blocker of a form the preparer does not evaluate, from an overlay).
mkdir -p "$tmp/ovl/init"
sed 's/^\(\tdepends on OTHER_FS = n\)$/\1\n\tdepends on !DEMO_FS/' "$fx/init/Kconfig" >"$tmp/ovl/init/Kconfig"
diff "$fx/init/Kconfig" "$tmp/ovl/init/Kconfig" | expect_stdin ovl-kconfig   # the overlay made
set +e
prep --path fs/demo --strict --overlay "$tmp/ovl" >/dev/null 2>"$tmp/e10"
rc=$?
set -e
[ $rc = 2 ] || fail "strict types blocked: exit $rc, want 2"
msg "strict types blocked: the reason (depends on !DEMO_FS not evaluated)" "$tmp/e10"

# 5b. An overlay that removes the switch and makes kuid_t a struct (the tree
# after the XFS series' last step): strict always, no switch to turn on.
mkdir -p "$tmp/ovl2/init" "$tmp/ovl2/include/linux"
sed '/^config UIDGID_CONVERTED/,$d' "$fx/init/Kconfig" >"$tmp/ovl2/init/Kconfig"
printf 'typedef struct {\n\tunsigned int val;\n} kuid_t;\n' >"$tmp/ovl2/include/linux/uidgid.h"
prep --path fs/demo --strict --overlay "$tmp/ovl2" >"$tmp/o11" 2>"$tmp/e11" ||
	{ cat "$tmp/e11"; fail "strict with an overlay that is strict always failed"; }
[ "$(kv strict "$tmp/o11")" = always ] || { cat "$tmp/o11"; fail "strict=$(kv strict "$tmp/o11"), want always"; }

# 6. Usage and input errors exit 2.
for args in "--tree $tmp/none" "--tree $fx --path ../x" "--tree $fx --path nosuch" \
	"--tree $fx --sym 'A B'" "--tree $fx -j x" "--tree $fx --base nope" "--bogus" "--tree tests/gate/fixture"; do
	set +e
	eval "tools/kbuild/prepare.sh $args" >/dev/null 2>&1
	rc=$?
	set -e
	[ $rc = 2 ] || fail "'$args' exit $rc, want 2"
done
set +e
KIDPUSH_CACHE="$PWD/$fx/cache" tools/kbuild/prepare.sh --tree "$fx" >/dev/null 2>"$tmp/e9"
rc=$?
set -e
[ $rc = 2 ] || fail "cache inside the tree accepted ($rc)"
msg "a cache inside the tree: refused" "$tmp/e9"
rm -rf "$fx/cache"
expect "$tmp/msgs" msgs

[ "$(sum)" = "$before" ] || fail "the fixture tree was modified"
echo ok
