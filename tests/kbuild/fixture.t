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
fx=tests/kbuild/fixture
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export KIDPUSH_CACHE="$tmp/cache"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
sum() { (cd "$fx" && find . -type f -exec sha1sum {} + | LC_ALL=C sort); }
before=$(sum)
kv() { sed -n "s/^$1=//p" "$2"; }
prep() { tools/kbuild/prepare.sh --tree "$fx" "$@"; }

# 1. First run: prepared, everything the PATH needs on, strict types on.
prep --path fs/demo --strict >"$tmp/o1" 2>"$tmp/e1" || { cat "$tmp/e1"; fail "first run failed"; }
cat "$tmp/o1"
for k in src build shims base want unmet strict dropped disabled absent blocker_dirs cached key lock; do
	grep -q "^$k=" "$tmp/o1" || fail "no $k= line"
done
src=$(kv src "$tmp/o1") obj=$(kv build "$tmp/o1")
[ "$(kv cached "$tmp/o1")" = no ] || fail "first run said cached"
[ "$(cat "$obj/prepare.count")" = prepare ] || fail "prepare not run once"
for s in DEMO_FS DEMO_FS_POSIX_ACL NET_DEMO DEMO_HELPER CRYPTO_DEMO UIDGID_STRICT_TYPE_CHECKS; do
	grep -q "^CONFIG_$s=[ym]" "$obj/.config" || fail "CONFIG_$s not on (closure / strict)"
done
for s in OTHER_FS BROKEN_DEMO DEMO_FS_DEBUG; do
	if grep -q "^CONFIG_$s=" "$obj/.config"; then fail "CONFIG_$s on"; fi
done
[ "$(kv strict "$tmp/o1")" = switch ] || fail "strict"
[ "$(kv dropped "$tmp/o1")" = "NET_DEMO DEMO_FS" ] || fail "dropped: $(kv dropped "$tmp/o1")"
[ "$(kv disabled "$tmp/o1")" = "OTHER_FS" ] || fail "disabled: $(kv disabled "$tmp/o1")"
# a blocker no Kconfig file defines is never '= n' in Kconfig (3.5's
# USB_DEVICEFS): removed from the farm's init/Kconfig, or strict stays off
[ "$(kv absent "$tmp/o1")" = "GONE_FS" ] || fail "absent: $(kv absent "$tmp/o1")"
grep -q 'GONE_FS = n' "$src/init/Kconfig" && fail "the farm's init/Kconfig still has the absent blocker"
grep -q 'GONE_FS = n' "$fx/init/Kconfig" || fail "the tree's init/Kconfig was changed"
grep -q 'does not define.*GONE_FS' "$tmp/e1" || fail "the absent blocker is not reported"
case " $(kv blocker_dirs "$tmp/o1") " in *" net/demo "*) ;; *) fail "blocker_dirs lacks net/demo" ;; esac
# shims: detected from the tree, applied in the farm only
gcc_major=$(gcc -dumpversion | cut -d. -f1)
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
grep -q 'kidpush shims' "$fx/Makefile" && fail "the tree's Makefile was changed"
grep -q 'NET_DEMO = n' "$fx/init/Kconfig" || fail "the tree's init/Kconfig was changed"
grep -q 'NET_DEMO = n' "$src/init/Kconfig" && fail "the farm's init/Kconfig still has the dropped blocker"
[ -L "$src/fs" ] || [ -d "$src/fs" ] || fail "farm"

# 2. Second run with the same request prepares nothing.
prep --path fs/demo --strict >"$tmp/o2" 2>"$tmp/e2" || fail "second run failed"
[ "$(kv cached "$tmp/o2")" = yes ] || fail "second run not cached"
[ "$(kv build "$tmp/o2")" = "$obj" ] || fail "second run: another build directory"
[ "$(cat "$obj/prepare.count")" = prepare ] || fail "second run prepared again"
grep -q 'nothing to prepare' "$tmp/e2" || fail "second run does not say so"

# 3. Broken entries are discarded and prepared again, with a warning.
echo 'CONFIG_OTHER_FS=y' >>"$obj/.config"
prep --path fs/demo --strict >"$tmp/o3" 2>"$tmp/e3" || fail "run after corrupting .config failed"
grep -q 'warning: cached build .* is broken' "$tmp/e3" || { cat "$tmp/e3"; fail "no warning for a changed .config"; }
[ "$(kv cached "$tmp/o3")" = no ] || fail "changed .config reused"
if grep -q '^CONFIG_OTHER_FS=' "$obj/.config"; then fail "the corrupt .config survived"; fi
echo 'int stray;' >"$src/stray.c"
prep --path fs/demo --strict >"$tmp/o4" 2>"$tmp/e4" || fail "run after a stray farm file failed"
grep -q 'is broken' "$tmp/e4" || fail "stray file in the farm not noticed"
[ ! -e "$src/stray.c" ] || fail "stray file survived"
entry=$(dirname "$obj")
sed -i 's/^config_sha=.*/config_sha=0000/' "$entry/ok"
prep --path fs/demo --strict >"$tmp/o5" 2>"$tmp/e5" || fail "run after a corrupt marker failed"
grep -q 'is broken' "$tmp/e5" || fail "corrupt marker not noticed"
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
grep -q 'is broken (its generated headers .* changed or went)' "$tmp/e8" || { cat "$tmp/e8"; fail "a changed $gen was not noticed"; }
[ "$(kv cached "$tmp/o8")" = no ] || fail "an entry with a changed $gen was reused"
rm -f "$obj/include/config/auto.conf"
prep --path fs/demo --strict >"$tmp/o9" 2>"$tmp/e9" || fail "run after a removed auto.conf failed"
grep -q 'changed or went' "$tmp/e9" || { cat "$tmp/e9"; fail "a removed auto.conf was not noticed"; }
[ "$(kv cached "$tmp/o9")" = no ] || fail "an entry without auto.conf was reused"
# the entry's marker a FIFO: discarded (it would block sed), prepared again
rm -f "$entry/ok" && mkfifo "$entry/ok"
timeout -k 5 120 tools/kbuild/prepare.sh --tree "$fx" --path fs/demo --strict >"$tmp/o10" 2>"$tmp/e10" ||
	{ cat "$tmp/e10"; fail "run with a FIFO for the marker failed (124: hung)"; }
grep -q 'ok is not a regular file' "$tmp/e10" || { cat "$tmp/e10"; fail "the FIFO marker was not named"; }
[ -f "$entry/ok" ] && [ ! -p "$entry/ok" ] || fail "no regular marker after the FIFO"
prep --path fs/demo --strict >"$tmp/o11" 2>/dev/null
[ "$(kv cached "$tmp/o11")" = yes ] || fail "not cached after the generated-header repairs"

# 4. Another request is another entry; without --strict nothing is disabled.
prep --path fs/other >"$tmp/o8" 2>/dev/null || fail "fs/other"
[ "$(kv key "$tmp/o8")" != "$(kv key "$tmp/o1")" ] || fail "same key for another request"
[ "$(kv strict "$tmp/o8")" = off ] || fail "strict without --strict"
grep -q '^CONFIG_OTHER_FS=y' "$(kv build "$tmp/o8")/.config" || fail "OTHER_FS"

# 5. Strict types that cannot stick: exit 2, with the reason (here a
# blocker of a form the preparer does not evaluate, from an overlay).
mkdir -p "$tmp/ovl/init"
sed 's/^\(\tdepends on OTHER_FS = n\)$/\1\n\tdepends on !DEMO_FS/' "$fx/init/Kconfig" >"$tmp/ovl/init/Kconfig"
grep -q '!DEMO_FS' "$tmp/ovl/init/Kconfig" || fail "overlay not made"
set +e
prep --path fs/demo --strict --overlay "$tmp/ovl" >/dev/null 2>"$tmp/e10"
rc=$?
set -e
[ $rc = 2 ] || fail "strict types blocked: exit $rc, want 2"
grep -q 'could not enable CONFIG_UIDGID_STRICT_TYPE_CHECKS' "$tmp/e10" &&
	grep -q 'not evaluated by the preparer: depends on !DEMO_FS' "$tmp/e10" ||
	{ cat "$tmp/e10"; fail "no reason given for strict types off"; }

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
[ $rc = 2 ] && grep -q 'inside the tree' "$tmp/e9" || fail "cache inside the tree accepted ($rc)"
rm -rf "$fx/cache"

[ "$(sum)" = "$before" ] || fail "the fixture tree was modified"
echo ok
