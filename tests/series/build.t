#!/bin/sh
# Issue 10 item 18: ./run.sh CMD installs what CMD needs and builds only
# what it runs.  The series build must not need libclang: `make
# build-series` compiles kidpush-series, kfmt, tpbody, replace and kidpush-kbuild
# (the Kconfig action's editor, tools/kbuild's one Kconfig reader) and nothing of the
# audit, even where clang-c/Index.h cannot be found; run.sh series asks
# make for exactly the series component; one package list per component
# (its .mk file's DEPS) serves both run.sh and `make deps`.
set -eu
cd "$KIDPUSH_ROOT"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
T=$(mktemp -d /tmp/kidpush-build.XXXXXX)
trap 'rm -rf "$T"' EXIT

# a real build of the series component in an empty build directory, with
# the audit's libclang headers and libraries pointed at nothing
make -s BUILD="$T/build" CLANGFE_LLVM_CONFIG=false CLANGFE_LLVM_INC=/nonexistent/include \
	CLANGFE_LLVM_LIB=/nonexistent/lib build-series >"$T/log" 2>&1 || { cat "$T/log"; fail "make build-series failed"; }
for b in kidpush-series kidpush-kfmt kidpush-tpbody kidpush-replace kidpush-kbuild; do
	[ -x "$T/build/$b" ] || fail "build-series did not build $b"
done
# (and the core library every C tool links: build/libkpcommon.a, its objects in build/common;
# kidpush-kbuild's library, build/libkpkbuild.a, its objects in build/kbuild)
[ "$(ls "$T/build" | grep -v -x -e kidpush-series -e kidpush-kfmt -e kidpush-tpbody -e kidpush-replace -e series \
	-e kidpush-kbuild -e libkpkbuild.a -e kbuild -e libkpcommon.a -e common)" = "" ] ||
	fail "build-series built more: $(ls "$T/build")"
ok "build-series: kidpush-series, kfmt, tpbody, replace, kbuild (and the core libraries) only; no libclang needed"
make -n -B BUILD="$T/b2" build-series >"$T/n" 2>&1 || fail "make -n build-series"
! grep -q -e clang -e tools/audit -e checks/ "$T/n" || fail "build-series would compile audit or gate code"
ok "make -n build-series: no audit or gate compile line"

# the package lists: the series needs no libclang-dev and no sparse; the
# audit does; make deps takes the union
for c in series audit checks; do echo "$c: $(make -s print-deps-$c)"; done | expect_stdin deps
make -n deps | grep -q libclang-dev || fail "make deps does not install libclang-dev"
ok "one package list per component: series without libclang-dev/sparse, make deps the union"

# run.sh series: make is asked for deps-series and build-series, nothing else
mkdir "$T/bin"
cat >"$T/bin/make" <<EOS
#!/bin/sh
echo "\$*" >>"$T/make.log"
exec /usr/bin/make "\$@"
EOS
chmod +x "$T/bin/make"
PATH=$T/bin:$PATH ./run.sh series --help >/dev/null || fail "./run.sh series --help"
expect "$T/make.log" make.log    # every make run.sh started, with its arguments
ok "run.sh series: make deps-series build-series only"
