# kconfig-closure.awk — what must be enabled so that the wanted symbols can be.
#
#   awk -v want="SYM ..." -f kconfig-expr.awk -f kconfig-closure.awk INDEX
#
# INDEX is the output of `kidpush-kbuild kconfig-index`.  Starting from the wanted
# symbols, adds (recursively) every symbol that appears positively in one of
# their `depends on` expressions (or enclosing if/menu conditions), and the
# dependencies of what they `select` (a selected symbol whose own
# dependencies are unmet breaks the configuration).  A symbol appears
# positively unless it is negated (!SYM, !(...)), compared `= n`, or `!= y/m`.
# A dependency `A || B` that one alternative already meets (every symbol
# it names positively is wanted or already in the closure; `!X` alone
# meets it) adds nothing: exofs's `ORE depends on EXOFS_FS || PNFS_OBJLAYOUT`
# with EXOFS_FS wanted does not pull NFS in.  Otherwise every alternative's
# symbols are added (the closure does not know which one Kconfig can meet).
# A wanted symbol's prompt shown only `if EXPR` (index record V) counts as a
# dependency: without EXPR the user cannot set the symbol and Kconfig keeps
# its default (`bool "LZO" if COMPRESSION_OPTIONS` with `default n`: the
# option must be on).  Only the wanted symbols', and not where the default
# is an unconditional y (index record Y: BLOCK `if EXPERT`, `default y`, is
# on anyway, and EXPERT would change the configuration for nothing); what
# the wanted symbols depend on is on by default where its prompt is hidden.
# Choice members and undefined names are never added.  Prints the closure,
# one "SYM<TAB>why" per line, wanted symbols first ("why" = the symbol that
# needed it, or "wanted").
# met(EXPR): one top-level alternative of EXPR is met by the closure so far
function met(expr,   alt, k, a, m, p, j, ok) {
	k = disjuncts(expr, alt)
	if (k < 2) return 0
	for (a = 1; a <= k; a++) {
		m = positives(alt[a], p)
		ok = 1
		for (j = 1; j <= m; j++) if (!(p[j] in why)) ok = 0
		if (ok) return 1
	}
	return 0
}
BEGIN { FS = "\t" }
$1 == "F" { defined[$2] = 1; next }
$1 == "C" { choice[$2] = 1; next }
$1 == "D" { nd[$2]++; dep[$2, nd[$2]] = $3; next }
$1 == "V" { nv[$2]++; vis[$2, nv[$2]] = $3; next }
$1 == "Y" { defy[$2] = 1; next }
$1 == "S" { ns[$2]++; sel[$2, ns[$2]] = $3; next }
END {
	n = split(want, w, /[ \t]+/)
	q = 0
	for (i = 1; i <= n; i++)
		if (w[i] != "" && !(w[i] in why)) { why[w[i]] = "wanted"; queue[++q] = w[i] }
	for (h = 1; h <= q; h++) {
		s = queue[h]
		if (why[s] == "wanted" && !(s in defy))
			for (d = 1; d <= nv[s]; d++) { nd[s]++; dep[s, nd[s]] = vis[s, d] }
		for (d = 1; d <= nd[s]; d++) {
			if (met(dep[s, d])) continue
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
