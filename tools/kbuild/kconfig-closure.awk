# kconfig-closure.awk — what must be enabled so that the wanted symbols can be.
#
#   awk -v want="SYM ..." -f kconfig-closure.awk INDEX
#
# INDEX is the output of kconfig-index.awk.  Starting from the wanted
# symbols, adds (recursively) every symbol that appears positively in one of
# their `depends on` expressions (or enclosing if/menu conditions), and the
# dependencies of what they `select` (a selected symbol whose own
# dependencies are unmet breaks the configuration).  A symbol appears
# positively unless it is negated (!SYM, !(...)), compared `= n`, or `!= y/m`.
# Choice members and undefined names are never added.  Prints the closure,
# one "SYM<TAB>why" per line, wanted symbols first ("why" = the symbol that
# needed it, or "wanted").
function positives(expr, out,   n, t, i, neg, stack, sp, s, k, tok) {
	gsub(/!=/, " NE ", expr); gsub(/=/, " EQ ", expr)
	gsub(/!/, " NOT ", expr); gsub(/\(/, " ( ", expr); gsub(/\)/, " ) ", expr)
	gsub(/&&|\|\|/, " ", expr)
	n = split(expr, t, /[ \t]+/)
	k = 0; sp = 0; neg = 0
	for (i = 1; i <= n; i++) {
		tok = t[i]
		if (tok == "") continue
		if (tok == "NOT") { neg = 1; continue }
		if (tok == "(") { stack[++sp] = neg; neg = 0; continue }
		if (tok == ")") { if (sp > 0) sp--; continue }
		if (tok == "EQ" || tok == "NE") continue
		if (tok !~ /^[A-Za-z0-9_]+$/ || tok ~ /^[ymn]$/) { neg = 0; continue }
		s = neg
		for (j = 1; j <= sp; j++) if (stack[j]) s = !s
		# SYM = n, SYM != y, SYM != m: negative; SYM != n: positive
		if ((t[i + 1] == "EQ" && t[i + 2] == "n") || (t[i + 1] == "NE" && t[i + 2] ~ /^[ym]$/))
			s = !s
		if (!s) out[++k] = tok
		neg = 0
	}
	return k
}
BEGIN { FS = "\t" }
$1 == "F" { defined[$2] = 1; next }
$1 == "C" { choice[$2] = 1; next }
$1 == "D" { nd[$2]++; dep[$2, nd[$2]] = $3; next }
$1 == "S" { ns[$2]++; sel[$2, ns[$2]] = $3; next }
END {
	n = split(want, w, /[ \t]+/)
	q = 0
	for (i = 1; i <= n; i++)
		if (w[i] != "" && !(w[i] in why)) { why[w[i]] = "wanted"; queue[++q] = w[i] }
	for (h = 1; h <= q; h++) {
		s = queue[h]
		for (d = 1; d <= nd[s]; d++) {
			m = positives(dep[s, d], p)
			for (j = 1; j <= m; j++)
				if (defined[p[j]] && !choice[p[j]] && !(p[j] in why)) {
					why[p[j]] = s; queue[++q] = p[j]
				}
		}
		for (d = 1; d <= ns[s]; d++) {
			t = sel[s, d]
			if (defined[t] && !choice[t] && !(t in why)) {
				why[t] = s; queue[++q] = t
			}
		}
	}
	for (h = 1; h <= q; h++)
		print queue[h] "\t" why[queue[h]]
}
