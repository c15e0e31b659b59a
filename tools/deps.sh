#!/bin/sh
# deps.sh PKG...: make sure the named Debian packages are installed.
# Installs the missing ones with apt-get when run as root; otherwise says
# which are missing and fails.  Quiet when everything is already there.
set -u
missing=""
for p in "$@"; do
	s=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null) || s=""
	case "$s" in
	*"install ok installed"*) ;;
	*) missing="$missing $p" ;;
	esac
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ]; then
	echo "kidpush: missing Debian packages:$missing" >&2
	echo "kidpush: run as root, or: sudo apt-get install$missing" >&2
	exit 2
fi
echo "kidpush: installing Debian packages:$missing" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2 || { echo "kidpush: apt-get update failed" >&2; exit 2; }
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing >&2 </dev/null ||
	{ echo "kidpush: apt-get install failed for:$missing" >&2; exit 2; }
