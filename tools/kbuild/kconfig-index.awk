# kconfig-index.awk — index a kernel's Kconfig language, following `source`.
#
#   awk -v srctree=DIR -v srcarch=x86 -f kconfig-index.awk
#
# Reads DIR/Kconfig and every file it sources (arch/$SRCARCH substituted),
# keeping the conditions of enclosing `if` blocks and `menu ... depends on`
# across `source` lines, and prints one record per line (tab separated):
#   F SYM FILE        SYM is defined (config/menuconfig) in FILE (tree-relative)
#   T SYM TYPE        bool, tristate, string, int, hex (def_bool -> bool ...)
#   D SYM EXPR        SYM depends on EXPR (own `depends on` and enclosing
#                     if/menu conditions, one record each)
#   S SYM TARGET      SYM selects TARGET (conditions of the select ignored)
#   P SYM             SYM has a prompt (a user can set it: scripts/config -d
#                     works; without one Kconfig computes it)
#   V SYM EXPR        SYM's prompt is visible only if EXPR (`bool "x" if EXPR`,
#                     `prompt "x" if EXPR`): without it the user cannot set
#                     SYM and Kconfig takes its default
#   Y SYM             SYM has an unconditional `default y` (or def_bool y)
#   C SYM             SYM is a member of a choice
# Help texts are skipped.  Files that do not exist are ignored (the index is
# used to find what a symbol needs, not to validate the tree).
function indent(s,   n, i, c) {
	n = 0
	for (i = 1; i <= length(s); i++) {
		c = substr(s, i, 1)
		if (c == " ") n++
		else if (c == "\t") n = n - n % 8 + 8
		else break
	}
	return n
}
# visible(SYM, W): W is a prompt ("text" [if EXPR]); its condition, if any
function visible(sym, w) {
	if (match(w, /^"([^"\\]|\\.)*"[ \t]+if[ \t]+/))
		print "V\t" sym "\t" trim(substr(w, RLENGTH + 1))
}
function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
function parse(file,   line, rest, w, kw, path, i, hind, inhelp, depth0, choice0, menuhdr, next_line, cur) {
	if (file in seen)
		return
	seen[file] = 1
	depth0 = depth; choice0 = inchoice
	cur = ""; inhelp = 0; hind = -1; menuhdr = 0
	while ((getline line < (srctree "/" file)) > 0) {
		while (line ~ /\\$/ && (getline next_line < (srctree "/" file)) > 0)
			line = substr(line, 1, length(line) - 1) " " next_line
		if (inhelp) {
			if (line ~ /^[ \t]*$/) continue
			if (hind < 0) hind = indent(line)
			# an unindented line always ends the help (an empty help text)
			if (hind > 0 && indent(line) >= hind) continue
			inhelp = 0
		}
		sub(/#.*$/, "", line)
		rest = trim(line)
		if (rest == "") continue
		kw = rest; sub(/[ \t].*$/, "", kw)
		w = trim(substr(rest, length(kw) + 1))
		if (kw == "config" || kw == "menuconfig") {
			cur = w; menuhdr = 0
			print "F\t" cur "\t" file
			if (kw == "menuconfig") print "P\t" cur
			for (i = 1; i <= depth; i++)
				if (cond[i] != "") print "D\t" cur "\t" cond[i]
			if (inchoice > 0) print "C\t" cur
		} else if (kw == "help" || kw == "---help---") {
			inhelp = 1; hind = -1
		} else if (kw == "depends") {
			sub(/^on[ \t]+/, "", w)
			if (menuhdr) cond[depth] = (cond[depth] == "" ? "" : cond[depth] " && ") "(" w ")"
			else if (cur != "") print "D\t" cur "\t" w
		} else if (kw == "select" && cur != "") {
			sub(/[ \t].*$/, "", w)
			print "S\t" cur "\t" w
		} else if (kw ~ /^(bool|tristate|string|int|hex|def_bool|def_tristate)$/ && cur != "") {
			if (w ~ /^"/ && kw !~ /^def_/) { print "P\t" cur; visible(cur, w) }
			if (kw ~ /^def_/ && w == "y") print "Y\t" cur
			sub(/^def_/, "", kw)
			print "T\t" cur "\t" kw
		} else if (kw == "if") {
			cur = ""; menuhdr = 0
			cond[++depth] = w
		} else if (kw == "endif" || kw == "endmenu") {
			cur = ""; menuhdr = 0
			if (depth > depth0) depth--
		} else if (kw == "menu") {
			cur = ""; menuhdr = 1
			cond[++depth] = ""
		} else if (kw == "choice") {
			cur = ""; menuhdr = 0; inchoice++
		} else if (kw == "endchoice") {
			cur = ""; menuhdr = 0; if (inchoice > 0) inchoice--
		} else if (kw == "comment" || kw == "mainmenu") {
			cur = ""; menuhdr = 0
		} else if (kw == "source" || kw == "rsource" || kw == "osource") {
			path = w
			gsub(/"/, "", path)
			gsub(/\$\(SRCARCH\)|\$SRCARCH|\$\(ARCH\)|\$ARCH/, srcarch, path)
			if (kw == "rsource") { i = file; sub(/[^\/]*$/, "", i); path = i path }
			if (path !~ /[*?$]/) parse(path)
			menuhdr = 0
		} else if (kw == "prompt" && cur != "") {
			print "P\t" cur
			visible(cur, w)
		} else if (kw == "default" && cur != "" && w == "y") {
			print "Y\t" cur
		} else if (kw == "prompt" || kw == "default" || kw == "range" || kw == "option" ||
			   kw == "visible" || kw == "imply" || kw == "modules" || kw == "transitional") {
			# nothing the index needs
		} else {
			menuhdr = 0
		}
	}
	close(srctree "/" file)
	depth = depth0; inchoice = choice0
}
BEGIN {
	FS = "\n"
	if (srcarch == "") srcarch = "x86"
	depth = 0; inchoice = 0
	parse("Kconfig")
}
