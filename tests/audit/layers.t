#!/bin/sh
# Issue 22 item 3: the libclang front end (tools/clangfe, build/libkpclang.a) is
# below the audit and the inference, and they do not lean on each other:
#  - no file of tools/clangfe includes a header of tools/audit or tools/infer,
#  - no file of tools/infer includes a header of tools/audit,
#  - of tools/audit, only kind_infer.c (--infer) includes tools/infer's infer.h,
# each asked of the compiler (cc -MM with the very flags of the .mk files, so an
# -I path counts as well as an include line); and the libraries link upwards to
# nothing: every object of libkpclang.a links with only the kernel-build facts
# (libkpkbuild.a, tools/kbuild), the core library and
# libclang, every object of libkpinfer.a with only those and libkpclang.a.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

mkvar() { make -s --no-print-directory --eval 'kp-print-%: ; @echo $($*)' "kp-print-$1"; }
CC=$(mkvar CC)
fe=$(mkvar CLANGFE_CFLAGS)
common=$(mkvar KPCOMMON_CFLAGS)
infer=$(mkvar INFER_CFLAGS)
audit=$(mkvar AUDIT_CFLAGS)
[ -n "$fe" ] || fail "no CLANGFE_CFLAGS: tools/clangfe/clangfe.mk is missing"
[ -d tools/clangfe ] || fail "no tools/clangfe"

# deps FLAGS FILE: the files FILE includes, one a line, relative to the project.
deps() {
	# shellcheck disable=SC2086
	$CC $1 -MM -MT x -x c "$2" >"$tmp/mm" 2>"$tmp/err" || { cat "$tmp/err"; fail "cc -MM $2"; }
	# every name as a path relative to the project (tools/clangfe/../audit/x.h is tools/audit/x.h)
	tr ' \\' '\n\n' <"$tmp/mm" | sed '1d; /^$/d' | xargs -r realpath -m --relative-to="$root"
}

n=0
for f in tools/clangfe/*.c tools/clangfe/*.h; do
	deps "$fe $common" "$f" >"$tmp/d" || exit 1
	if grep -e '^tools/audit/' -e '^tools/infer/' "$tmp/d"; then
		fail "the front end's $f includes the above"
	fi
	n=$((n + 1))
done
echo "tools/clangfe: $n files, none includes tools/audit or tools/infer"

n=0
for f in tools/infer/*.c tools/infer/*.h; do
	deps "$infer" "$f" >"$tmp/d" || exit 1
	grep '^tools/audit/' "$tmp/d" && fail "tools/infer's $f includes the above"
	n=$((n + 1))
done
echo "tools/infer: $n files, none includes tools/audit"

up=""
for f in tools/audit/*.c tools/audit/*.h; do
	deps "$audit" "$f" >"$tmp/d" || exit 1
	grep -q '^tools/infer/' "$tmp/d" && up="$up ${f#tools/audit/}"
done
[ "$up" = " kind_infer.c" ] || fail "tools/audit files that include tools/infer headers:$up (want kind_infer.c only)"
echo "tools/audit: only kind_infer.c includes tools/infer (infer.h)"

# The libraries, whole, link with what is below them only.
for a in build/libkpclang.a build/libkpinfer.a build/libkpkbuild.a build/libkpcommon.a; do
	[ -f "$a" ] || fail "no $a (make build-audit build-infer)"
done
printf 'int main(void) { return 0; }\n' >"$tmp/main.c"
llvmlib=$(mkvar CLANGFE_LLVM_LIB)
link() { # NAME ARCHIVES...
	name=$1
	shift
	# shellcheck disable=SC2086
	$CC -o "$tmp/$name" "$tmp/main.c" -Wl,--whole-archive "$@" -Wl,--no-whole-archive \
		build/libkpkbuild.a build/libkpcommon.a -lcrypto -L"$llvmlib" -lclang -pthread >"$tmp/$name.log" 2>&1 ||
		{ sed 's/^/    /' "$tmp/$name.log" | head -20; fail "$* does not link without the tools above it"; }
}
link kb build/libkpkbuild.a
link fe build/libkpclang.a
link engine build/libkpinfer.a build/libkpclang.a
echo "libkpkbuild.a and libkpclang.a link alone; libkpinfer.a with libkpclang.a alone (the kernel-build facts, the core library and libclang below)"
exit 0
