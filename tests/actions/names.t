#!/bin/sh
# Issue 10 siblings in the tool actions: file names are data, never shell
# words or line-separated records.  kfmt formats files whose names git would
# quote (a '"', a newline), writes each result to its own file only (a name
# with a newline once wrote over another file), and tp-cocci checks that
# spatch really processed its file (and refuses a TMPDIR spatch's shell
# would split) instead of reporting "no change".
. "$KIDPUSH_ROOT/tests/actions/lib.sh"
command -v spatch >/dev/null || { echo "spatch missing"; exit 77; }
G="git -c user.name=t -c user.email=t@example.org"
base='int f(void)
{
	struct widget	*p = w;
	int		error = 0;	/* the result */

	return error;
}'
step='int f(void)
{
	struct widget	*p = w;
	int		error = 0;	/* the result */
	long x = 0;

	return error;
}'
expected='int f(void)
{
	struct widget	*p = w;
	int		error = 0;	/* the result */
	long		x = 0;

	return error;
}'
nl='
'
mkdir "$T/r"
for f in 'we"ird.c' "x${nl}w.c" 'plain.c'; do printf '%s\n' "$base" >"$T/r/$f"; done
echo 'other file' >"$T/r/x"
( cd "$T/r" && git init -q . && git add -A && $G commit -qm base ) || fail "git"
for f in 'we"ird.c' "x${nl}w.c" 'plain.c'; do printf '%s\n' "$step" >"$T/r/$f"; done
expect_rc 0 sh -c 'cd r && "$0" "*.c"' "$A/kfmt"
printf '%s\n' "$expected" >"$T/want"
for f in 'we"ird.c' "x${nl}w.c" 'plain.c'; do
	diff "$T/want" "$T/r/$f" || fail "kfmt did not format '$f'"
done
[ "$(cat "$T/r/x")" = 'other file' ] || fail "kfmt wrote over the file x"
ok "kfmt: names with '\"' and a newline formatted, no other file written"

# tp-cocci: a spatch that silently does nothing is an error, not "no change"
mkdir "$T/tp" "$T/bin"
cat >"$T/tp/rule.cocci" <<'R'
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
cat >"$T/tp/g_trace.h" <<'H'
TRACE_EVENT(gadget_event,
	TP_PROTO(struct gadget *g),
	TP_ARGS(g),
	TP_STRUCT__entry(
		__field(u32, id)
	),
	TP_fast_assign(
		__entry->id = gadget_raw_id(g);
	),
	TP_printk("id %u", __entry->id)
);
H
cp "$T/tp/g_trace.h" "$T/tp/orig.h"
printf '#!/bin/sh\nexit 0\n' >"$T/bin/spatch"
chmod +x "$T/bin/spatch"
expect_rc 2 env PATH="$T/bin:$PATH" sh -c 'cd tp && "$0" "$1" g_trace.h' "$A/tp-cocci" "$T/tp/rule.cocci"
expect "$T/out" tp-noop.out    # "spatch did not process the blocks of g_trace.h"
cmp -s "$T/tp/g_trace.h" "$T/tp/orig.h" || fail "tp-cocci changed the file"
ok "tp-cocci: a spatch that did nothing is an error (exit 2)"
mkdir "$T/sp ace"
expect_rc 2 env TMPDIR="$T/sp ace" sh -c 'cd tp && "$0" "$1" g_trace.h' "$A/tp-cocci" "$T/tp/rule.cocci"
# "would pass to a shell"; the directory mktemp made there has a name of its own
sed 's|/tmp\.[A-Za-z0-9]\{10\} |/tmp.XXXXXXXXXX |' "$T/out" | expect_stdin tp-tmpdir.out
ok "tp-cocci: a TMPDIR with a blank is refused"
expect_rc 0 sh -c 'cd tp && "$0" "$1" g_trace.h' "$A/tp-cocci" "$T/tp/rule.cocci"
# the change to the file: __entry->id = gadget_id(g);
diff "$T/tp/orig.h" "$T/tp/g_trace.h" | expect_stdin g_trace.diff
ok "tp-cocci with the real spatch converts the block"

# move-function: FROM and TO are compared as files, not as spellings
mkdir "$T/mf"
printf 'static int helper(void)\n{\n\treturn 1;\n}\n\nint user(void)\n{\n\treturn helper();\n}\n' >"$T/mf/a.c"
cp "$T/mf/a.c" "$T/mf/orig.c"
expect_rc 2 sh -c 'cd mf && "$0" helper a.c ./a.c' "$A/move-function"
expect "$T/out" mf-same.out    # "same file"
ln -s a.c "$T/mf/link.c"
expect_rc 2 sh -c 'cd mf && "$0" helper a.c link.c' "$A/move-function"
cmp -s "$T/mf/a.c" "$T/mf/orig.c" || fail "move-function changed the file"
ok "move-function: the same file under two names is refused (exit 2)"
