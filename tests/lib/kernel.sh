#!/bin/sh
# kernel.sh linux61: print the path of an extracted Debian linux-source-6.1
# tree, installing the package (apt, as root) and extracting it once into
# $KIDPUSH_CACHE (default: ~/.cache/kidpush) when absent.  The extracted
# tree is shared by the tests and must be treated as read-only: copy what
# you change.  Exit 77 (skip) when the package cannot be had.
# kernel.sh linux61-build: print the path of a prepared build of that tree
# (x86_64_defconfig, make prepare; $KIDPUSH_CACHE/audit/linux-6.1-defconfig),
# made once; exit 1 when make fails (its log's tail on stderr).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cache=${KIDPUSH_CACHE:-${HOME:-/tmp}/.cache/kidpush}
case "${1:-}" in
linux61)
	dest=$cache/linux-6.1
	if [ -f "$dest/.extracted" ]; then echo "$dest"; exit 0; fi
	"$root/tools/deps.sh" linux-source-6.1 xz-utils >&2 || exit 77
	tarball=$(ls /usr/src/linux-source-6.1.tar.xz 2>/dev/null || true)
	[ -n "$tarball" ] || { echo "kernel.sh: /usr/src/linux-source-6.1.tar.xz not found" >&2; exit 77; }
	mkdir -p "$cache"
	tmp=$(mktemp -d "$cache/.linux-6.1.XXXXXX")
	tar -xJf "$tarball" -C "$tmp" >&2
	inner=$(ls -d "$tmp"/linux-source-6.1* | head -n 1)
	rm -rf "$dest"
	mv "$inner" "$dest"
	rmdir "$tmp" 2>/dev/null || rm -rf "$tmp"
	touch "$dest/.extracted"
	echo "$dest"
	;;
linux61-build)
	tree=$("$0" linux61) || exit $?
	obj=$cache/audit/linux-6.1-defconfig
	if [ ! -f "$obj/.kidpush-prepared" ]; then
		mkdir -p "$cache/audit"
		rm -rf "$obj.tmp" && mkdir -p "$obj.tmp"
		echo "preparing $obj (x86_64_defconfig, make prepare)" >&2
		if ! { make -s -C "$tree" O="$obj.tmp" x86_64_defconfig && make -s -C "$tree" O="$obj.tmp" -j2 prepare; } \
			>"$obj.tmp/prepare.log" 2>&1; then
			tail -n 20 "$obj.tmp/prepare.log" >&2; echo "kernel.sh: make prepare failed" >&2; exit 1
		fi
		touch "$obj.tmp/.kidpush-prepared"
		rm -rf "$obj" && mv "$obj.tmp" "$obj"
	fi
	echo "$obj"
	;;
*)
	echo "usage: kernel.sh linux61 | linux61-build" >&2; exit 2 ;;
esac
