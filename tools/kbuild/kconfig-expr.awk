# kconfig-expr.awk — Kconfig expressions, for the preparer's other awk
# programs (awk -f kconfig-expr.awk -f PROGRAM.awk).
#
# positives(EXPR, OUT): the symbols that appear positively in EXPR, in
# OUT[1..k]; returns k.  A symbol appears positively unless it is negated
# (!SYM, !(...)), compared `= n`, or `!= y/m`.
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
# disjuncts(EXPR, OUT): EXPR split at its top-level `||` (outside
# parentheses) into OUT[1..k]; returns k (1: no top-level `||`).
function disjuncts(expr, out,   n, i, c, depth, cur) {
	n = 0; depth = 0; cur = ""
	for (i = 1; i <= length(expr); i++) {
		c = substr(expr, i, 1)
		if (c == "(") depth++
		else if (c == ")") depth--
		if (depth == 0 && substr(expr, i, 2) == "||") { out[++n] = cur; cur = ""; i++; continue }
		cur = cur c
	}
	out[++n] = cur
	return n
}
