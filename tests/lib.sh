# tests/lib.sh — what every .t script shares (sourced first):
#   . "$KIDPUSH_ROOT/tests/lib.sh"
# The project root as the working directory, fail/ok/skip, a scratch
# directory on request, and expected-output comparison (tests/lib/expect.sh:
# expect, expect_stdin, expect_dir, kp_normalise).  Shell options (set -e,
# -u) are the test's own: this file sets none and works under either.
KIDPUSH_ROOT=$(cd "${KIDPUSH_ROOT:-.}" && pwd)
export KIDPUSH_ROOT
cd "$KIDPUSH_ROOT"
# the test's own path, for its NAME.expected (tests/DIR/NAME.t)
KP_TEST=${KP_TEST:-$0}

fail() { echo "FAIL: $*"; exit 1; }
ok() { echo "ok: $*"; }
# skip REASON: exit 77, the runner prints REASON (the last line)
skip() { echo "$*"; exit 77; }

# kp_scratch: $tmp, a scratch directory removed at exit (made writable
# first), with its own KIDPUSH_CACHE; kp_normalise writes it as @TMP@.
kp_scratch() {
	tmp=$(mktemp -d)
	trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
	export KIDPUSH_CACHE="$tmp/cache" EXPECT_TMP="$tmp"
}

# kp_run [-1] FILE CMD [ARG...]: run CMD (never fails the test), and write
# one record of it to FILE: its standard output, a line "[stderr]", its
# standard error, a line "[exit N]" — the thing a test compares with its
# expected file.  With -1 the record has no stderr (progress lines with
# timings and cache keys); it is kept in FILE.err for a test to look at.
kp_run() {
	_err=1
	if [ "$1" = -1 ]; then _err=0; shift; fi
	_rec=$1; shift
	case $- in *e*) _kp_e=1 ;; *) _kp_e=0 ;; esac
	set +e
	"$@" >"$_rec.out" 2>"$_rec.err"
	_rc=$?
	[ $_kp_e = 0 ] || set -e
	{ cat "$_rec.out"; if [ $_err = 1 ]; then echo "[stderr]"; cat "$_rec.err"; fi; echo "[exit $_rc]"; } >"$_rec"
	rm -f "$_rec.out"
	return 0
}

. "$KIDPUSH_ROOT/tests/lib/expect.sh"
