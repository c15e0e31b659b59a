# tests/lib/expect2.sh — a session: several commands and files of one test
# gathered in one file, compared as a whole with the test's expected file
# (expect, tests/lib/expect.sh).  Sourced after tests/lib.sh:
#   . "$KIDPUSH_ROOT/tests/lib/expect2.sh"
#
# kp_cmd SESSION [-1|-s|-2] CMD [ARG...]: append "$ CMD ARG..." (CMD
#   without its directory), the run's stdout, "[stderr]" and its stderr,
#   "[exit N]" to SESSION.  -1: no stderr in SESSION; -s: the stderr
#   through kp_errnorm and sorted (progress lines come in worker order with
#   -j 2); -2: as -s, without the stdout.
#   The run's stdout stays in SESSION.out, its stderr in SESSION.err, its
#   exit status in $kp_rc, for the test's explicit checks.
# kp_file SESSION TITLE FILE: append "== TITLE" and FILE (or "(no file)").
# kp_note SESSION TEXT...: append one line "-- TEXT" (what the test did
#   between two commands, e.g. an edit of the tree).
# Everything is normalised by kp_normalise when it is compared.
kp_cmd() {
	_s=$1; shift
	_m=all
	case $1 in -1) _m=none; shift ;; -s) _m=sort; shift ;; -2) _m=err; shift ;; esac
	_c=$1; shift
	{ printf '$ %s' "${_c##*/}"; [ $# = 0 ] || printf ' %s' "$@"; echo; } >>"$_s"
	case $- in *e*) _kp_e=1 ;; *) _kp_e=0 ;; esac
	set +e
	"$_c" "$@" >"$_s.out" 2>"$_s.err"
	kp_rc=$?
	[ $_kp_e = 0 ] || set -e
	{
		[ $_m = err ] || cat "$_s.out"
		case $_m in
		all) echo "[stderr]"; cat "$_s.err" ;;
		sort|err) echo "[stderr, sorted]"; kp_errnorm <"$_s.err" | LC_ALL=C sort ;;
		esac
		echo "[exit $kp_rc]"
	} >>"$_s"
}
kp_file() {
	echo "== $2" >>"$1"
	if [ -f "$3" ]; then cat "$3" >>"$1"; else echo "(no file)" >>"$1"; fi
}
kp_note() { _s=$1; shift; echo "-- $*" >>"$_s"; }

# kp_errnorm: stdin to stdout, what the C tools' stderr has of this machine
# and of the run's schedule: clang's resource include directory (the
# libclang the tools were built with) -> @CLANG_INCLUDE@, a progress
# counter "[3/5] " -> "[N/5] " (the order files finish in with -j 2),
# seconds spent ("0.2 s in libclang's parse") -> "N s in", the key of a
# cache entry a warning names and of a prepared kernel build in the cache
# (they hash the run's scratch paths) -> @KEY@.
kp_errnorm() {
	sed -e 's|/usr/lib/llvm-[0-9]*/lib/clang/[0-9.]*/include|@CLANG_INCLUDE@|g' \
		-e 's|\(cache entry [^ ]*/\)[0-9a-f][0-9a-f]/[0-9a-f]\{16,\} |\1@KEY@ |' \
		-e 's|\(/kbuild/\)[0-9a-f]\{16\}/|\1@KEY@/|g' \
		-e 's|^\[[0-9]*/\([0-9]*\)\] |[N/\1] |' \
		-e 's|[0-9][0-9.]* s in |N s in |g'
}
