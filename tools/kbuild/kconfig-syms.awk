# kconfig-syms.awk — the symbols a directory's own Kconfig (or Makefile)
# asks for.
#
#   awk -f kconfig-syms.awk DIR/Kconfig          (mode: Kconfig)
#   awk -v mode=make -f kconfig-syms.awk DIR/Makefile...
#   awk -v mode=parent -v dir=NAME -f kconfig-syms.awk PARENT/Makefile
#
# Kconfig: the tristate options (the code itself) and the bool options that
# carry ID handling (QUOTA, ACL), without debugging options.
# make: every CONFIG_ symbol that guards objects or subdirectories
# (`foo-$(CONFIG_X) += a.o`, `obj-$(CONFIG_X) += sub/`, ifdef/ifeq), so that
# every .c the Makefile can build is built; debugging options only when they
# guard objects.
# parent: the symbol under which PARENT/Makefile descends into NAME/.
mode == "" && /^[ \t]*(menu)?config[ \t]/ { sym = $2; next }
mode == "" && sym != "" && /^[ \t]*(def_)?tristate/ {
	if (sym !~ /DEBUG/) print sym
	sym = ""; next
}
mode == "" && sym != "" && /^[ \t]*(def_)?bool/ {
	if (sym ~ /QUOTA|ACL/ && sym !~ /DEBUG/) print sym
	sym = ""; next
}
mode == "make" {
	line = $0
	sub(/#.*$/, "", line)
	guards = line ~ /^[ \t]*[A-Za-z0-9_.]*-\$\(CONFIG_[A-Za-z0-9_]+\)[ \t]*[:+]?=/
	while (match(line, /CONFIG_[A-Za-z0-9_]+/)) {
		s = substr(line, RSTART + 7, RLENGTH - 7)
		line = substr(line, RSTART + RLENGTH)
		if (s ~ /DEBUG/ && !(guards && $0 ~ /\.o|\//)) continue
		if (!(s in seen)) { seen[s] = 1; print s }
	}
}
mode == "parent" {
	line = $0
	sub(/#.*$/, "", line)
	if (line ~ /^[ \t]*obj-\$\(CONFIG_[A-Za-z0-9_]+\)[ \t]*[:+]?=/ &&
	    index(" " line " ", " " dir "/ ")) {
		match(line, /CONFIG_[A-Za-z0-9_]+/)
		print substr(line, RSTART + 7, RLENGTH - 7)
	}
}
