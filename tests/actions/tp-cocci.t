#!/bin/sh
# tools/actions/tp-cocci: a semantic patch applied to the statements of
# TP_fast_assign(...) blocks, which spatch cannot parse in place.
. "$KIDPUSH_ROOT/tests/actions/lib.sh"
B=$KIDPUSH_ROOT/build
[ -x "$B/kidpush-tpbody" ] || { echo "build/kidpush-tpbody missing (make)"; exit 1; }
command -v spatch >/dev/null || { echo "spatch missing"; exit 77; }
vg=""
command -v valgrind >/dev/null && vg="valgrind -q --error-exitcode=99 --leak-check=full"

cat >"$T/rule.cocci" <<'R'
@@
expression W;
identifier F;
symbol __entry;
@@
 __entry->F =
- gadget_raw_id(W)
+ gadget_id(W)
 ;
R
cat >"$T/g_trace.h" <<'H'
/* TP_fast_assign( in a comment is no block */
DECLARE_EVENT_CLASS(gadget_class,
	TP_PROTO(struct gadget *g),
	TP_ARGS(g),
	TP_STRUCT__entry(
		__field(u32, id)
		__string(name, g->name)
	),
	TP_fast_assign(
		__entry->id = gadget_raw_id(g);
		__assign_str(name, "(raw)");
	),
	TP_printk("id %u", __entry->id)
)

#define DEFINE_GADGET_EVENT(name) \
TRACE_EVENT(name, \
	TP_PROTO(struct gadget *g), \
	TP_ARGS(g), \
	TP_STRUCT__entry(__field(u32, id)), \
	TP_fast_assign( \
		__entry->id = gadget_raw_id(g); \
	), \
	TP_printk("%u", __entry->id))

TRACE_EVENT(gadget_two,
	TP_PROTO(struct gadget *g),
	TP_ARGS(g),
	TP_STRUCT__entry(__field(u32, id)),
	TP_fast_assign(__entry->id = gadget_raw_id(g->parent);),
	TP_printk("%u", __entry->id)
);
H
cp "$T/g_trace.h" "$T/orig.h"
sed -e 's/__entry->id = gadget_raw_id(g);$/__entry->id = gadget_id(g);/' \
    -e 's/__entry->id = gadget_raw_id(g->parent);),/__entry->id = gadget_id(g->parent);),/' "$T/orig.h" >"$T/want.h"
# the block inside the #define keeps its raw id
grep -q 'gadget_raw_id(g); \\$' "$T/want.h" || fail "test setup: want.h lost the #define block"
expect_rc 0 "$A/tp-cocci" "$T/rule.cocci" g_trace.h
same "$T/g_trace.h" "$T/want.h" "tp-cocci result"
ok "both blocks outside #define rewritten, nothing else changed"

cp "$T/g_trace.h" "$T/once.h"
expect_rc 0 "$A/tp-cocci" "$T/rule.cocci" g_trace.h
same "$T/g_trace.h" "$T/once.h" "second run changed the file"
printf 'int plain(void);\n' >"$T/none.h"
expect_rc 0 "$A/tp-cocci" "$T/rule.cocci" none.h
[ "$(cat "$T/none.h")" = "int plain(void);" ] || fail "a file without blocks changed"
ok "idempotent; a file without blocks is left alone"

# the C part under valgrind: extract, then splice of the unedited text
# gives the input back byte for byte
expect_rc 0 $vg "$B/kidpush-tpbody" extract orig.h x.c
[ "$(grep -c '^void __kidpush_tp_' "$T/x.c")" = 2 ] || fail "expected 2 functions in x.c"
expect_rc 0 $vg "$B/kidpush-tpbody" splice orig.h x.c back.h
same "$T/back.h" "$T/orig.h" "splice of unedited bodies"
expect_rc 1 $vg "$B/kidpush-tpbody" extract none.h y.c
ok "extract/splice round trip (valgrind)"

printf 'TRACE_EVENT(x, TP_fast_assign(__entry->id = gadget_raw_id(g);\n' >"$T/bad.h"
cp "$T/bad.h" "$T/bad.orig"
cp "$T/orig.h" "$T/g3.h"
expect_rc 2 "$A/tp-cocci" "$T/rule.cocci" g3.h bad.h
same "$T/bad.h" "$T/bad.orig" "unbalanced file changed"
same "$T/g3.h" "$T/orig.h" "a good file changed although another one failed"
expect "$T/out" unbalanced.out    # names the unbalanced block
printf '@@\n@@\n- x(\n' >"$T/broken.cocci"
cp "$T/orig.h" "$T/g2.h"
expect_rc 2 "$A/tp-cocci" "$T/broken.cocci" g2.h
same "$T/g2.h" "$T/orig.h" "broken rule changed the file"
expect_rc 2 "$A/tp-cocci" "$T/rule.cocci" missing.h
expect_rc 0 "$A/tp-cocci" --if-present "$T/rule.cocci" missing.h
expect_rc 2 "$A/tp-cocci" "$T/rule.cocci"
expect_rc 2 "$B/kidpush-tpbody" splice orig.h none.h o.h
ok "errors: exit 2, nothing changed; --if-present skips a missing file"
