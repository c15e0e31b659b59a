#!/bin/sh
# tools/actions/move-function: byte-exact move, placement before the first
# function (and its comment), refusals leave both files untouched.
. "$KIDPUSH_ROOT/tests/actions/lib.sh"
cat >"$T/from.c" <<'C'
#include "w.h"


STATIC int
widget_kind(int k)
{
	switch (k) {
	case 1:
		return W_ONE;
	default:
		return W_MANY;
	}
}

STATIC int
widget_open(int k)
{
	return k;
}
C
cat >"$T/to.c" <<'C'
#include "w.h"

static int	helper(int);

/*
 * Opens the widget store.
 */
int
store_open(int k)
{
	return widget_kind(k);
}
C
cat >"$T/user.c" <<'C'
int f(int k)
{
	return widget_kind(k) + widget_open(k);
}
C
cp "$T/from.c" "$T/from.orig"; cp "$T/to.c" "$T/to.orig"
# FROM still uses it: refused
cat "$T/user.c" >>"$T/from.c"; cp "$T/from.c" "$T/from.used"
expect_rc 1 "$A/move-function" widget_kind from.c to.c
expect "$T/out" still-used.out    # the reason: "still uses widget_kind"
same "$T/from.c" "$T/from.used" "from.c changed by a refused move"
same "$T/to.c" "$T/to.orig" "to.c changed by a refused move"
expect_rc 0 "$A/move-function" --if-present widget_kind from.c to.c
same "$T/from.c" "$T/from.used" "--if-present refusal changed from.c"
cp "$T/from.orig" "$T/from.c"
expect_rc 1 "$A/move-function" nosuch from.c to.c
expect_rc 1 "$A/move-function" widget_open from.c to.c
expect_rc 2 "$A/move-function" widget_kind from.c
expect_rc 2 "$A/move-function" 'bad name' from.c to.c
expect_rc 2 "$A/move-function" widget_kind from.c from.c
same "$T/from.c" "$T/from.orig" "from.c changed by a failed move"
same "$T/to.c" "$T/to.orig" "to.c changed by a failed move"
ok "refusals and usage errors change nothing"

expect_rc 0 "$A/move-function" widget_kind from.c to.c
cat >"$T/want" <<'C'
#include "w.h"


STATIC int
widget_open(int k)
{
	return k;
}
C
same "$T/from.c" "$T/want" "from.c after the move"
cat >"$T/want" <<'C'
#include "w.h"

static int	helper(int);

STATIC int
widget_kind(int k)
{
	switch (k) {
	case 1:
		return W_ONE;
	default:
		return W_MANY;
	}
}

/*
 * Opens the widget store.
 */
int
store_open(int k)
{
	return widget_kind(k);
}
C
same "$T/to.c" "$T/want" "to.c after the move"
ok "moved byte for byte before the first function's comment"
expect_rc 1 "$A/move-function" widget_kind from.c to.c
ok "a second move is refused (nothing left to move)"
