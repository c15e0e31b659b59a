# tests/convert/stubroot.sh — sourced by convert tests: make_stubroot DIR makes a
# project root for build/kidpush-convert (KIDPUSH_ROOT=DIR) whose series driver
# is a stub: it appends its arguments (one a line) to DIR/series.args, copies
# the manifest it is given to DIR/manifest.N, writes PID to DIR/series.pid and,
# when DIR/series.sleep exists, sleeps that many seconds (exec: the pid is
# the sleeping process).  The rules are the project's; cocci/FORMAT is the
# project's plus the cover-skipped: key (as the series branch documents it).
# No audit, no inference in it: give convert --plan.
make_stubroot() {
	mkdir -p "$1/build" "$1/cocci"
	ln -s "$KIDPUSH_ROOT/cocci/kuid" "$1/cocci/kuid"
	{ cat "$KIDPUSH_ROOT/cocci/FORMAT"; echo "  cover-skipped:   (the series branch's key)"; } >"$1/cocci/FORMAT"
	cat >"$1/build/kidpush-series" <<EOS
#!/bin/sh
d='$1'
n=\$(ls "\$d" | grep -c '^manifest\.' || true)
printf '%s\n' "\$@" >>"\$d/series.args"
prev=''
for a in "\$@"; do [ "\$prev" = --series ] && cp "\$a" "\$d/manifest.\$n"; prev=\$a; done
echo \$\$ >"\$d/series.pid"
[ -f "\$d/series.sleep" ] && exec sleep "\$(cat "\$d/series.sleep")"
exit 0
EOS
	chmod +x "$1/build/kidpush-series"
}

# stub_test: what a test on a stub root sets up first: build/kidpush-convert
# built, $T a temporary directory removed at exit (TMPDIR and KIDPUSH_CACHE
# in it), $R=$T/root a stub root (make_stubroot); fail MESSAGE ends the test.
stub_test() {
	make -s build/kidpush-convert || exit 1
	T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
	trap 'rm -rf "$T"' EXIT
	export TMPDIR="$T" KIDPUSH_CACHE="$T/cache"
	R=$T/root
	make_stubroot "$R"
}
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

# tree_test: what a test of the real pipeline on a copy of the sample tree
# sets up first: spatch there (else skip), the tools built, $T a temporary
# directory removed at exit (TMPDIR and KIDPUSH_CACHE in it), $T/tree a copy
# of tests/sample-tree to add own files to; fail MESSAGE ends the test.
tree_test() {
	command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
	make -s build/kidpush-infer build/kidpush-series build/kidpush-audit build/kidpush-convert || exit 1
	T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
	trap 'rm -rf "$T"' EXIT
	export TMPDIR="$T/tmp" KIDPUSH_CACHE="$T/cache"
	mkdir -p "$TMPDIR"
	cp -r tests/sample-tree "$T/tree"
}
