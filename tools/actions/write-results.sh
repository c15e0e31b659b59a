# write-results.sh (sourced by the kfmt and tp-cocci actions):
# write_results ME TMPD: replaces, for each index N listed (one per line) in
# TMPD/list, the file named in TMPD/N.name (the exact name, any bytes) by
# TMPD/N.out (mode kept), through build/kidpush-replace (the core library's
# atomic writer, tools/actions/replace.c; $root is the action's project
# root).  Called only once every result exists, so an error earlier
# changes no file.
# record_result TMPD N FILE: lists FILE as result N.
record_result() {
	printf '%s' "$3" >"$1/$2.name" && printf '%s\n' "$2" >>"$1/list"
}
write_results() {
	"$root/build/kidpush-replace" "$1" "$2" || exit 2
}
