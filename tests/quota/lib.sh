# Shared helpers of the quota-steps tests (sourced): a manifest holding the
# series header and only steps 09-16 of cocci/xfs/series.
set -eu
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
ok() { echo "ok - $*"; }
KP=$KIDPUSH_ROOT/build/kidpush-series
[ -x "$KP" ] || { echo "build/kidpush-series not built (make all)"; exit 77; }
quota_manifest() { # DIR: write DIR/series (+ links to the rules)
	mkdir -p "$1"
	ln -s "$KIDPUSH_ROOT"/cocci/xfs/*.cocci "$1"/
	sed -n '1,/^step:/p' "$KIDPUSH_ROOT/cocci/xfs/series" | sed '$d' >"$1/series"
	sed -n '/^# --- quota steps 09-16 ---$/,$p' "$KIDPUSH_ROOT/cocci/xfs/series" >>"$1/series"
	grep -q '^step: 09$' "$1/series" || fail "no quota steps in cocci/xfs/series"
}
patches_in() { ls "$1"/*.patch 2>/dev/null | grep -v '/0000-cover-letter.patch$' || true; }
