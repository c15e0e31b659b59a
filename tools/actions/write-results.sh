# write-results.sh (sourced by the kfmt and tp-cocci actions):
# write_results ME TMPD: replaces, for each pair of lines "N" / "FILE" in
# TMPD/list, FILE by TMPD/N.out (mode kept, temporary + rename).  Called
# only once every result exists, so an error earlier changes no file.
write_results() {
	while read -r n && read -r f; do
		cp "$2/$n.out" "$f.kp.$$" && chmod --reference="$f" "$f.kp.$$" 2>/dev/null; \
		mv "$f.kp.$$" "$f" || { rm -f "$f.kp.$$"; echo "$1: cannot write $f" >&2; exit 2; }
	done <"$2/list"
}
