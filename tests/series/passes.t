#!/bin/sh
# One spatch run per step (doc/DESIGN.md): the two rules of step 01 (both
# define a rule named r; the second matches code the first added) run as
# one spatch pass and give what they give one after the other (the
# expected lines below are those of two plain spatch runs); step 02's rules
# have different #spatch lines and stay two passes; a file the pass cannot
# parse is run again alone (the others keep their result of the one run),
# then rule by rule, skipped, and the message names the rule.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
make_widget_tree "$T/tree" 3
printf 'int widget_check_bad(struct widget *w)\n{\n\treturn widget_get_id(w) +* ;; }}} (\n' >"$T/tree/drv/zz_bad.c"
commit_all "$T/tree"
mkdir -p "$T/m"
cat >"$T/m/r1.cocci" <<'EOC'
@r@
expression W;
@@
- widget_get_id(W)
+ widget_id(W)
EOC
cat >"$T/m/r2.cocci" <<'EOC'
virtual patch
@r@
expression W;
@@
- widget_id(W)
+ widget_ident(W)

@depends on r@
expression r.W, E;
@@
- widget_ident(W) + E
+ E + widget_ident(W)
EOC
cat >"$T/m/r3.cocci" <<'EOC'
#spatch --smpl-spacing
@@
expression W;
@@
- widget_ident(W)
+ widget_name(W)
EOC
cat >"$T/m/r4.cocci" <<'EOC'
@@
expression W, E;
@@
- widget_name(W) != E
+ !widget_is(W, E)
EOC
{ printf 'step: 01\nsubject: w: one\nauthor: A <a@b>\ndate: Sun, 17 Feb 2013 17:10:54 -0800\n'
  printf 'files: drv/*.c\ncocci: r1.cocci\ncocci: r2.cocci\n'
  printf 'step: 02\nsubject: w: two\nauthor: A <a@b>\ndate: Sun, 17 Feb 2013 17:10:55 -0800\n'
  printf 'files: drv/*.c\ncocci: r3.cocci\ncocci: r4.cocci\n'; } >"$T/m/series"
# a spatch that notes the rule file of every run (not the --parse-cocci checks)
mkdir -p "$T/bin"
cat >"$T/bin/spatch" <<EOS
#!/bin/sh
case " \$* " in *" --parse-cocci "*|*" --version "*) ;; *)
	n=; for a in "\$@"; do [ "\$n" = 1 ] && basename "\$a" >>"$T/runs"; n=; [ "\$a" = --sp-file ] && n=1; done ;;
esac
exec "$(command -v spatch)" "\$@"
EOS
chmod +x "$T/bin/spatch"
rc=0
PATH="$T/bin:$PATH" "$KP" --tree "$T/tree" --series "$T/m/series" --out "$T/o" -q -j1 --no-cache 2>"$T/err" || rc=$?
# exit 1 (zz_bad.c skipped); the failure names the rule (r1.cocci)
{ cat "$T/err"; echo "[exit $rc]"; } | expect_stdin err.rec
ok "a file the pass cannot parse: rule by rule, skipped, the rule named"

# step 01: r2 saw r1's output ('if (widget_ident(w) != want)'), r2's second
# rule (r renamed) ran ('return 0 + widget_ident(w);'), on every file but
# zz_bad.c; step 02: both rules applied ('if (!widget_is(w, want))')
expect_dir "$T/o" out
ok "two rules with one rule name as one pass: the result of two runs; step 02: both rules applied"

# the spatch runs, in order (-j1): step 01 one pass over the four files
# (pass.0.0), that pass again for zz_bad.c alone, then rule by rule for
# zz_bad.c (r1 fails there: no r2); step 02 (#spatch lines differ) r3 and
# r4 apart, no pass.1.*
expect "$T/runs" runs
ok "step 01 one spatch run; step 02 (#spatch lines differ) two"
