#!/bin/sh
# Issue 21 item 6: when spatch cannot parse the code a rule targets, the
# skipped file's message names FILE:LINE and the code spatch rejected (its
# "BAD:" line), not the warnings spatch printed first ("warning: s:
# inherited metavariable ok not used ...").  The other files of the step
# are converted; the message is in the log and in the cover letter.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
make_widget_tree "$T/tree" 1
cat >"$T/tree/drv/bad.c" <<'EOC'
#include "widget.h"

int widget_good(struct widget *w)
{
	return widget_get_id(w);
}

int widget_bad(struct widget *w)
{
	int x = widget_get_id(w) +* / 3 BROKEN ) ;
	return x;
}
EOC
# a macro body spatch cannot parse hides no match (the rules rewrite C code,
# not #define bodies; nfsd's "#define DECODE_HEAD __be32 *p; \"): the file
# is converted, not skipped, though the region holds the rule's words
cat >"$T/tree/drv/macro.c" <<'EOC'
#include "widget.h"

static int widget_count;

#define WIDGET_HEAD				\
	int *p;					\
	int id = widget_get_id(w)

int widget_macro(struct widget *w)
{
	return widget_get_id(w);
}
EOC
# the same text on another line: the line number comes from the region
# spatch quotes, not from the first equal line
sed -i '1a /* int x = widget_get_id(w) +* / 3 BROKEN ) ; */' "$T/tree/drv/bad.c"
git -C "$T/tree" add -A && git -C "$T/tree" -c user.name=t -c user.email=t@t commit -qm bad
cat >"$T/series" <<M
prefix: PATCH test
step: 01
subject: widget: Read ids from the field
author: Test Author <test@example.org>
date: Mon, 1 Jan 2024 10:00:00 +0000
files: drv/*.c
cocci: $KIDPUSH_ROOT/tests/series/fixture/unused-meta.cocci
M
# the premise: spatch warns first, then fails to parse line 11
spatch --sp-file "$KIDPUSH_ROOT/tests/series/fixture/unused-meta.cocci" --no-includes --parse-error-msg \
	"$T/tree/drv/bad.c" >/dev/null 2>"$T/spatch.log" || true
grep -q 'inherited metavariable ok not used' "$T/spatch.log" || { cat "$T/spatch.log"; fail "premise: no warning from spatch"; }
grep -q '^BAD:.*BROKEN' "$T/spatch.log" || { cat "$T/spatch.log"; fail "premise: no BAD: line from spatch"; }
for j in 1 2; do
	set +e
	"$KP" --tree "$T/tree" --series "$T/series" --out "$T/o$j" -j$j --no-cache >"$T/log" 2>&1
	rc=$?
	set -e
	# exit 1; the log and the cover letter name drv/bad.c:11 and the code
	# rejected ('int x = ...'), not spatch's warning; drv/w0.c and drv/macro.c
	# (a #define spatch cannot parse) converted
	# (the out directory, o1 or o2, written OUT: one expected log for both)
	{ sed "s| written to $T/o$j | written to OUT |" "$T/log"; echo "[exit $rc]"; } | expect_stdin log.rec
	expect_dir "$T/o$j" out
	ok "-j$j: drv/bad.c:11 and the rejected code named, drv/w0.c and drv/macro.c converted"
done
