#!/bin/sh
# run.sh — the one entry point of kidpush.
#   ./run.sh                 run the XFS series on the bundled sample tree
#   ./run.sh series [...]    emit a patch series      (./run.sh series --help)
#   ./run.sh gate   [...]    strict-type sparse gate  (./run.sh gate --help)
#   ./run.sh audit  [...]    libclang audit           (./run.sh audit --help)
#   ./run.sh convert [...]   kuid_t conversion series (./run.sh convert --help)
# Installs the Debian packages the command needs (as root) and builds only
# what it runs: `make deps-COMPONENT build-COMPONENT` (see Makefile).
set -eu
root=$(cd "$(dirname "$0")" && pwd)
export KIDPUSH_ROOT="$root"
cmd=${1:-series}
[ $# -gt 0 ] && shift
# command -> the component (.mk file) that builds it, and what to run
case "$cmd" in
-h|--help|help)
	sed -n '2,9s/^# \{0,1\}//p' "$0"; exit 0 ;;
series) comp=series; set -- "$root/build/kidpush-series" "$@" ;;
gate)   comp=checks; set -- "$root/build/kidpush-gate" "$@" ;;
audit)  comp=audit;  set -- "$root/build/kidpush-audit" "$@" ;;
convert) comp=convert; set -- "$root/build/kidpush-convert" "$@" ;;
*) echo "run.sh: unknown command '$cmd' (series, gate, audit, convert)" >&2; exit 2 ;;
esac
# make itself first: the package lists live in the .mk files
"$root/tools/deps.sh" make || exit 2
make -s -C "$root" "deps-$comp" || exit 2
make -s -C "$root" "build-$comp" >&2 || { echo "run.sh: build of $cmd failed" >&2; exit 2; }
exec "$@"
