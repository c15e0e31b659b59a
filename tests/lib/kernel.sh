#!/bin/sh
# kernel.sh linux61: print the path of an extracted Debian linux-source-6.1
# tree, installing the package (apt, as root) and extracting it once into
# $KIDPUSH_CACHE (default: ~/.cache/kidpush) when absent.  The extracted
# tree is shared by the tests and must be treated as read-only: copy what
# you change.  Exit 77 (skip) when the package cannot be had.
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
*)
	echo "usage: kernel.sh linux61" >&2; exit 2 ;;
esac
