#!/bin/sh
# run.sh — the one entry point of kidpush.
#   ./run.sh                 run the XFS series on the bundled sample tree
#   ./run.sh series [...]    emit a patch series      (./run.sh series --help)
#   ./run.sh gate   [...]    strict-type sparse gate  (./run.sh gate --help)
#   ./run.sh audit  [...]    libclang audit           (./run.sh audit --help)
#   ./run.sh convert [...]   kuid_t conversion series (./run.sh convert --help)
# Installs missing Debian packages (as root) and builds the C tools first.
set -eu
root=$(cd "$(dirname "$0")" && pwd)
export KIDPUSH_ROOT="$root"
cmd=${1:-series}
[ $# -gt 0 ] && shift
case "$cmd" in
-h|--help|help)
	sed -n '2,8s/^# \{0,1\}//p' "$0"; exit 0 ;;
series) pkgs="git coccinelle gcc make libc6-dev unifdef" ;;
gate)   pkgs="git sparse gcc make libc6-dev bc flex bison libelf-dev libssl-dev python3" ;;
audit)  pkgs="git gcc make libc6-dev libclang-dev" ;;
convert) pkgs="git coccinelle gcc make libc6-dev unifdef python3 sparse libclang-dev libjansson-dev" ;;
*) echo "run.sh: unknown command '$cmd' (series, gate, audit, convert)" >&2; exit 2 ;;
esac
# shellcheck disable=SC2086
"$root/tools/deps.sh" $pkgs || exit 2
make -s -C "$root" all >&2 || { echo "run.sh: build failed" >&2; exit 2; }
case "$cmd" in
series) exec "$root/build/kidpush-series" "$@" ;;
gate)   exec "$root/checks/gate.sh" "$@" ;;
audit)  exec "$root/build/kidpush-audit" "$@" ;;
convert) exec "$root/tools/convert/convert.sh" "$@" ;;
esac
