# tests/infer/lib.sh — the preamble of the inference's fixture tests (sourced):
# the project root as working directory, build/kidpush-infer built, python3
# there (else skip), a temporary directory $tmp removed on exit; and
# plan_both TREE PATH OUT: the plan of PATH in TREE into OUT with -j 1, which
# must be byte-identical to the one with -j 2.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-infer
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
command -v python3 >/dev/null || { echo "python3 not installed"; exit 77; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

plan_both() { # TREE PATH OUT
	"$bin" -q --tree "$1" -j 1 --plan "$3" "$2" || { echo "exit $? ($1 -j1)"; exit 1; }
	"$bin" -q --tree "$1" -j 2 --plan "$3.j2" "$2" || { echo "exit $? ($1 -j2)"; exit 1; }
	cmp "$3" "$3.j2" || { echo "$1: -j1 and -j2 plans differ"; exit 1; }
}
