# kconfig-unselect.awk — what to switch off so that symbols a `select`
# forces on can be off.
#
#   awk -v targets="SYM ..." -f kconfig-expr.awk -f kconfig-unselect.awk ON INDEX
#
# ON: the enabled symbols, one per line; INDEX: `kidpush-kbuild kconfig-index`'s output.
# A target (a UIDGID_CONVERTED blocker still on) stays on while an enabled
# symbol selects it: every such selector must go off, and so must what
# selects it in turn.  A selector without a prompt (`def_bool`, a bare
# `bool` with a default: NFS_USE_KERNEL_DNS, which selects DNS_RESOLVER)
# cannot be switched off by scripts/config, Kconfig computes it; what can be
# switched off is an enabled symbol its dependencies name positively
# (NFS_V4), followed the same way.  Prints, one per line, the enabled
# symbols with a prompt to switch off (never a target itself).
BEGIN { FS = "\t" }
FNR == NR { on[$1] = 1; next }
$1 == "S" && ($2 in on) { rs[$3] = rs[$3] " " $2; next }
$1 == "D" { nd[$2]++; dep[$2, nd[$2]] = $3; next }
$1 == "P" { prompt[$2] = 1; next }
END {
	n = split(targets, q, " ")
	for (i = 1; i <= n; i++) { seen[q[i]] = 1; target[q[i]] = 1 }
	for (h = 1; h <= n; h++) {
		x = q[h]
		if (!(x in target) && (x in prompt)) print x
		m = split(rs[x], t, " ")
		if (!(x in target) && !(x in prompt))
			for (d = 1; d <= nd[x]; d++) {
				k = positives(dep[x, d], p)
				for (j = 1; j <= k; j++) if (p[j] in on) t[++m] = p[j]
			}
		for (j = 1; j <= m; j++)
			if (!(t[j] in seen)) { seen[t[j]] = 1; q[++n] = t[j] }
	}
}
