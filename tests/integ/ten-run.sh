# tests/integ/ten-run.sh — sourced by tests/integ/linux38-ten.t: the four
# commands of run.sh on Linux 3.8.13 ($t, read only) into the directory
# $out, each run's stdout, stderr and exit status kept beside its outputs
# (NAME.stdout, NAME.stderr, NAME.exit).  Uses the caller's KIDPUSH_CACHE
# (the prepared kernel builds and the spatch cache are made once).
# ten_run NAME CMD [ARG...]: run CMD from the project root, never fails.
ten_run() {
	_n=$1; shift
	note "$_n: $*"
	nice -n 10 "$@" >"$out/$_n.stdout" 2>"$out/$_n.stderr"
	echo $? >"$out/$_n.exit"
}
note() { printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
ten="fs/9p fs/afs fs/ceph fs/cifs fs/coda fs/gfs2 fs/ncpfs fs/nfs fs/nfsd fs/ocfs2"
# shellcheck disable=SC2086
{
	ten_run convert build/kidpush-convert --tree "$t" --out "$out/convert" -j 2 --keep-going $ten
	ten_run gate build/kidpush-gate --tree "$t" -j 2 --json "$out/gate.json" $ten
	ten_run audit build/kidpush-audit --tree "$t" -j 2 -q --json "$out/audit.json" $ten
	ten_run series build/kidpush-series --tree "$t" --out "$out/series" -j 2 -q
}
