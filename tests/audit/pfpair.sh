# tests/audit/pfpair.sh — sourced by the prefilter tests after
# tests/lib/expect2.sh.  pf_pair SESSION DIR: the audit of fs in $t
# ($bin, -j 2) without the prefilter (DIR/full.json) and with it
# (DIR/pf.json, its dump in DIR/dump), both runs into SESSION; their
# reports and JSON must be byte-identical.
pf_pair() {
	kp_cmd "$1" -s "$bin" --tree "$t" -j 2 --no-prefilter --json "$2/full.json" fs
	cp "$1.out" "$2/full.out"
	kp_cmd "$1" -s "$bin" --tree "$t" -j 2 --json "$2/pf.json" --prefilter-dump "$2/dump" fs
	cp "$1.out" "$2/pf.out"
	cmp "$2/full.out" "$2/pf.out" || { diff "$2/full.out" "$2/pf.out"; fail "report differs with the prefilter"; }
	cmp "$2/full.json" "$2/pf.json" || fail "JSON differs with the prefilter"
}
