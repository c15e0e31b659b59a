# checks/gate-canary.sh — the canary of a gate run (sourced by gate.sh).
#
# A sparse that prints nothing (a broken build, a wrapper, flags that turn
# the diagnostics off) would leave every file "checked" with no problem.
# So once per run the gate hands its own small file with a known ID problem
# (checks/canary/kidpush-canary.c: two kuid_t compared with ==) to
# sparse-wrap.sh with the very sparse command line of the run, and runs the
# report on what came out: the marked line must be reported as an ID
# problem.  Else "(canary)<TAB>this sparse does not report ID problems with
# these flags: WHY" goes to $run/unchecked (the gate exits 2) and to stderr.
#
#   canary_file              copies the canary into $run/canary/src, prints
#                            its path
#   canary_run DIR ARG...    runs sparse-wrap.sh ARG... in DIR (ARG... end
#                            with the canary's path, or are --replay FILE)
#                            with the environment of the run, and judges

canary_file() {
	mkdir -p "$run/canary/src" "$run/canary/log/strict" "$run/canary/log/nonstrict"
	cp "$self/canary/kidpush-canary.c" "$run/canary/src/kidpush-canary.c" ||
		die "cannot copy the canary into $run/canary"
	echo "$run/canary/src/kidpush-canary.c"
}

canary_run() {
	_cd=$1
	shift
	_cy=$run/canary
	_line=$(grep -n 'CANARY:' "$_cy/src/kidpush-canary.c" | cut -d: -f1)
	_why=
	(cd "$_cd" && KIDPUSH_GATE_LOG=$_cy/log KIDPUSH_GATE_CMDS='' "$self/sparse-wrap.sh" "$@") \
		>"$_cy/wrap.out" 2>&1 || _why="sparse-wrap.sh failed: $(head -n 1 "$_cy/wrap.out")"
	if [ -n "$_why" ]; then
		:
	elif [ -s "$_cy/log/failed.list" ]; then
		_why=$(head -n 1 "$_cy/log/failed.list" | cut -f2-)
	elif [ ! -s "$_cy/log/checked.list" ]; then
		_why="sparse did not run on it"
	else
		set -- --strict-dir "$_cy/log/strict" --cwd "$_cy/src" --root "$_cy/src" --src "$_cy/src"
		[ "$twopass" = 0 ] || set -- "$@" --nonstrict-dir "$_cy/log/nonstrict"
		_rc=0
		"$report" "$@" >"$_cy/report.out" 2>&1 || _rc=$?
		if [ $_rc != 1 ] || ! grep -q "^      $_line:[0-9]*  sparse: " "$_cy/report.out"; then
			_first=$(cat "$_cy/log/strict"/*.log 2>/dev/null | head -n 1)
			_why="no ID problem reported on line $_line of its canary"
			_why="$_why (${_first:+sparse printed: }${_first:-sparse printed nothing})"
		fi
	fi
	[ -n "$_why" ] || return 0
	say "this sparse does not report ID problems with these flags: $_why (canary: checks/canary/kidpush-canary.c)"
	printf '(canary)\t%s\n' "this sparse does not report ID problems with these flags: $_why" >>"$run/unchecked"
}
