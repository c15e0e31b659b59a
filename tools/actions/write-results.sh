# write-results.sh (sourced by the kfmt and tp-cocci actions):
# write_results ME TMPD: replaces, for each index N listed (one per line) in
# TMPD/list, the file named in TMPD/N.name (the exact name, any bytes) by
# TMPD/N.out (mode kept, temporary + rename).  Called only once every result
# exists, so an error earlier changes no file.
# record_result TMPD N FILE: lists FILE as result N.
record_result() {
	printf '%s' "$3" >"$1/$2.name" && printf '%s\n' "$2" >>"$1/list"
}
write_results() {
	while read -r n; do
		f=$(cat "$2/$n.name" && echo x) || { echo "$1: cannot read $2/$n.name" >&2; exit 2; }
		f=${f%x}
		cp "$2/$n.out" "$f.kp.$$" && chmod --reference="$f" "$f.kp.$$" 2>/dev/null; \
		mv "$f.kp.$$" "$f" || { rm -f "$f.kp.$$"; echo "$1: cannot write $f" >&2; exit 2; }
	done <"$2/list"
}
