#!/bin/sh
# tools/actions/unifdef: in-place resolution with the real unifdef, -B
# blank-line compression, unifdef's "changed" exit 1 taken as success,
# errors leave every file untouched, --if-present.
. "$KIDPUSH_ROOT/tests/actions/lib.sh"
command -v unifdef >/dev/null 2>&1 || { echo "unifdef not installed"; exit 77; }
cat >"$T/a.h" <<'H'
typedef unsigned int wid_t;

#ifdef CONFIG_STRICT_WIDGETS

typedef struct { wid_t val; } kwid_t;

#else

typedef wid_t kwid_t;

#endif

#define WID_ZERO 0
H
cat >"$T/b.h" <<'H'
struct w {
	kwid_t id;
#ifndef CONFIG_STRICT_WIDGETS
	unsigned int raw;
#endif
};
H
cat >"$T/c.h" <<'H'
int plain(void);
H
cp "$T/a.h" "$T/a.orig"; cp "$T/b.h" "$T/b.orig"
expect_rc 1 "$A/unifdef" -DCONFIG_STRICT_WIDGETS a.h c.h
expect "$T/out" none-of.out    # "c.h: none of ..."
same "$T/a.h" "$T/a.orig" "a.h changed although the run failed"
expect_rc 2 "$A/unifdef" -DCONFIG_STRICT_WIDGETS a.h nothere.h
expect_rc 2 "$A/unifdef" a.h
expect_rc 2 "$A/unifdef" -X a.h
same "$T/a.h" "$T/a.orig" "a.h changed by a usage error"
ok "errors: exit 1/2, nothing changed"

expect_rc 0 "$A/unifdef" -DCONFIG_STRICT_WIDGETS a.h b.h
cat >"$T/want" <<'H'
typedef unsigned int wid_t;

typedef struct { wid_t val; } kwid_t;

#define WID_ZERO 0
H
same "$T/a.h" "$T/want" "a.h: #ifdef branch kept, #else dropped, blank lines compressed"
cat >"$T/want" <<'H'
struct w {
	kwid_t id;
};
H
same "$T/b.h" "$T/want" "b.h: #ifndef block dropped"
ok "resolves in place"

cp "$T/a.h" "$T/a.resolved"
expect_rc 0 "$A/unifdef" --if-present -DCONFIG_STRICT_WIDGETS a.h c.h
same "$T/a.h" "$T/a.resolved" "--if-present run changed a.h"
expect_rc 1 "$A/unifdef" -DCONFIG_STRICT_WIDGETS a.h
ok "--if-present: already resolved files are a no-op"
