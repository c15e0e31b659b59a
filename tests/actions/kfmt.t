#!/bin/sh
# tools/actions/kfmt: kernel-style re-formatting of the lines a step added
# (git diff HEAD): declaration alignment, a separated trailing comment put
# back, long lines broken inside parentheses; idempotent, no-op without
# added lines, token stream preserved (refusal otherwise), errors.
. "$KIDPUSH_ROOT/tests/actions/lib.sh"
B=$KIDPUSH_ROOT/build
[ -x "$B/kidpush-kfmt" ] && [ -x "$B/test-kfmt-units" ] || { echo "build/kidpush-kfmt missing (make)"; exit 1; }
vg=""
command -v valgrind >/dev/null 2>&1 && vg="valgrind -q --error-exitcode=99 --leak-check=full"
$vg "$B/test-kfmt-units" || fail "unit tests (exit $?)"
ok "token comparison, columns, code lines (units)"

G="git -c user.name=t -c user.email=t@example.org"
( cd "$T" && git init -q . ) || fail "git init"
# base: what the previous step left
cat >"$T/w.c" <<'C'
struct widget {
	int			w_count;	/* how many */
	long			w_size;
	wid_t			w_id;	/* id */
};

int widget_grow(struct widget *w, int by)
{
	struct widget	*p = w;
	int		error = 0;	/* the result */

	if (by)
		error = widget_resize(p, by);
	return error;
}
C
cp "$T/w.c" "$T/untouched.c"
( cd "$T" && git add w.c untouched.c && $G commit -qm base ) || fail "commit"
# this step: what spatch wrote
cat >"$T/w.c" <<'C'
struct widget {
	int			w_count;
	u32 w_flags;	/* how many */
	long			w_size;
	kprojwid_t			w_id;	/* id */
};

int widget_grow(struct widget *w, int by)
{
	struct widget	*p = w;
	int		error = 0;
	kwid_t kid;	/* the result */
	struct a_very_long_type_name kv;

	if (by)
		error = widget_resize(p, by, widget_limit(p->w_count, by), widget_default_flags);
	if (widget_is_big(p) && widget_is_locked(p) && widget_owner_is_current(p->w_id, by))
		return -1;
	WARN_ON(widget_check(p, kid) ? widget_complain_loudly(p, by, kid) : widget_quiet(p, by));
	return error;
}

struct kwidget {
	u32 kw_version;
	kwid_t kw_id;
	u64 kw_size;
};

#define WIDGET_SUM(a, b) (widget_first_argument_long_name(a) && widget_second_long_name(b) && 1)
C
cp "$T/w.c" "$T/before"
( cd "$T" && git diff -U0 HEAD -- w.c >w.diff ) || fail "git diff"
expect_rc 0 $vg "$B/kidpush-kfmt" w.c w.diff "$T/vg.out"
same "$T/w.c" "$T/before" "kidpush-kfmt modified its input"
expect_rc 0 "$A/kfmt" w.c untouched.c 'nomatch*.c'
cat >"$T/want" <<'C'
struct widget {
	int			w_count;	/* how many */
	u32			w_flags;
	long			w_size;
	kprojwid_t		w_id;	/* id */
};

int widget_grow(struct widget *w, int by)
{
	struct widget	*p = w;
	int		error = 0;	/* the result */
	kwid_t		kid;
	struct a_very_long_type_name kv;

	if (by)
		error = widget_resize(p, by, widget_limit(p->w_count, by),
				      widget_default_flags);
	if (widget_is_big(p) && widget_is_locked(p) &&
	    widget_owner_is_current(p->w_id, by))
		return -1;
	WARN_ON(widget_check(p, kid) ? widget_complain_loudly(p, by, kid) :
		widget_quiet(p, by));
	return error;
}

struct kwidget {
	u32	kw_version;
	kwid_t	kw_id;
	u64	kw_size;
};

#define WIDGET_SUM(a, b) (widget_first_argument_long_name(a) && widget_second_long_name(b) && 1)
C
same "$T/w.c" "$T/want" "re-formatted w.c"
same "$T/vg.out" "$T/want" "kidpush-kfmt output (under valgrind)"
ok "aligns declarations, puts the comment back, breaks long lines"

cp "$T/w.c" "$T/once"
expect_rc 0 "$A/kfmt" w.c
same "$T/w.c" "$T/once" "second run changed w.c (not idempotent)"
( cd "$T" && git add w.c ) && expect_rc 0 "$A/kfmt" '*.c'
same "$T/w.c" "$T/once" "run on the staged result changed w.c"
ok "idempotent (unstaged and staged)"

( cd "$T" && $G commit -qam step ) || fail "commit"
expect_rc 0 "$A/kfmt" w.c untouched.c
same "$T/w.c" "$T/once" "a file without added lines changed"
ok "no added lines: nothing changes"

# a step that changed only one line of a long-line, single-space file
cat >"$T/s.c" <<'C'
int f(void)
{
	int a;
	long b;
	return widget_call_with_a_long_name(first_argument_name, second_argument_name);
}
C
( cd "$T" && git add s.c && $G commit -qm s ) || fail "commit"
sed 's/long b;/kwid_t b;/' "$T/s.c" >"$T/s.new" && mv "$T/s.new" "$T/s.c"
cp "$T/s.c" "$T/s.want"
expect_rc 0 "$A/kfmt" s.c
same "$T/s.c" "$T/s.want" "changed a single-space block or a line the step did not add"
ok "only added lines, only aligned blocks"

# width 0: no breaking; a wider limit keeps a line that fits in it
printf 'int g(void)\n{\n\treturn 0;\n}\n' >"$T/g.c"
( cd "$T" && git add g.c && $G commit -qm g ) || fail "commit"
printf 'int g(void)\n{\n\treturn widget_call_with_a_long_name(first_argument_name, second_argument_xy);\n}\n' >"$T/g.c"
cp "$T/g.c" "$T/g.want"
expect_rc 0 "$A/kfmt" --width 0 g.c
same "$T/g.c" "$T/g.want" "--width 0 broke a line"
expect_rc 0 "$A/kfmt" --width 90 g.c
same "$T/g.c" "$T/g.want" "--width 90 broke an 86-column line"
expect_rc 0 "$A/kfmt" g.c
printf 'int g(void)\n{\n\treturn widget_call_with_a_long_name(first_argument_name,\n\t\t\t\t\t    second_argument_xy);\n}\n' >"$T/g.want"
same "$T/g.c" "$T/g.want" "default width"
# --width 90: a place within 80 columns wins over a later one within 90
printf 'int q(void)\n{\n\treturn 0;\n}\n' >"$T/q.c"
( cd "$T" && git add q.c && $G commit -qm q ) || fail "commit"
printf 'int q(void)\n{\n\t\tWARN_ON(widget_equal(widget_is_big(p) ? widget_make_big(p->w_id) : widget_make_small(p->w_id), kid));\n}\n' >"$T/q.c"
expect_rc 0 "$A/kfmt" --width 90 q.c
printf 'int q(void)\n{\n\t\tWARN_ON(widget_equal(widget_is_big(p) ?\n\t\t\t\t     widget_make_big(p->w_id) :\n\t\t\t\t     widget_make_small(p->w_id), kid));\n}\n' >"$T/q.want"
same "$T/q.c" "$T/q.want" "--width 90 ternary"
ok "--width"

# a comment in added code (spatch glues it to the code) next to a trailing
# comment spatch moved onto the added line: both go where they belong
printf 'struct gadget {\n\tint\t\t\tg_count;\t/* how many */\n\tgadget_core_t\t\tg_core;\t\t/* the core */\n\n\tlong\t\t\tg_size;\n};\n' >"$T/c.c"
( cd "$T" && git add c.c && $G commit -qm c ) || fail "commit"
printf 'struct gadget {\n\tint\t\t\tg_count;\t/* how many */\n\tgadget_core_t\t\tg_core;\n\tgid_t g_owner;/* Owner id */\t\t/* the core */\n\n\tlong\t\t\tg_size;\n};\n' >"$T/c.c"
expect_rc 0 "$A/kfmt" c.c
printf 'struct gadget {\n\tint\t\t\tg_count;\t/* how many */\n\tgadget_core_t\t\tg_core;\t\t/* the core */\n\tgid_t\t\t\tg_owner;\t/* Owner id */\n\n\tlong\t\t\tg_size;\n};\n' >"$T/c.want"
same "$T/c.c" "$T/c.want" "added comment and moved comment"
ok "comment of added code aligned, moved comment restored"

# a conditional broken after its `?` puts each arm on a line of its own
printf 'int r(void)\n{\n\treturn 0;\n}\n' >"$T/r.c"
( cd "$T" && git add r.c && $G commit -qm r ) || fail "commit"
printf 'int r(void)\n{\n\tWARN_ON(widget_equal(widget_is_big(p) ? widget_make_big_thing(p->w_id, by) : widget_small(p), kid));\n}\n' >"$T/r.c"
expect_rc 0 "$A/kfmt" r.c
printf 'int r(void)\n{\n\tWARN_ON(widget_equal(widget_is_big(p) ?\n\t\t\t     widget_make_big_thing(p->w_id, by) :\n\t\t\t     widget_small(p), kid));\n}\n' >"$T/r.want"
same "$T/r.c" "$T/r.want" "conditional arms"
ok "conditional: one arm a line"

# --joined-width: a statement spatch joined into one line is broken again,
# a line that replaced a single line is not
printf 'int j(void)\n{\n\tWARN_ON(widget_is_big(p) ?\n\t\twidget_one(p) :\n\t\twidget_two(p));\n\tj++;\n\treturn widget_old_call(first_argument_name, second_argument_name);\n}\n' >"$T/j.c"
( cd "$T" && git add j.c && $G commit -qm j ) || fail "commit"
printf 'int j(void)\n{\n\tWARN_ON(widget_equal(widget_is_big(p) ? widget_make_one_more(p, by, kid) : widget_make_two(p), kid));\n\tj++;\n\treturn widget_new_call(first_argument_name, second_argument_name, third_one);\n}\n' >"$T/j.c"
cp "$T/j.c" "$T/j.orig"
expect_rc 0 "$A/kfmt" --width 0 j.c
same "$T/j.c" "$T/j.orig" "--width 0 without --joined-width broke a line"
expect_rc 0 "$A/kfmt" --width 0 --joined-width 80 j.c
printf 'int j(void)\n{\n\tWARN_ON(widget_equal(widget_is_big(p) ?\n\t\t\t     widget_make_one_more(p, by, kid) :\n\t\t\t     widget_make_two(p), kid));\n\tj++;\n\treturn widget_new_call(first_argument_name, second_argument_name, third_one);\n}\n' >"$T/j.want"
same "$T/j.c" "$T/j.want" "--joined-width 80"
expect_rc 2 "$A/kfmt" --joined-width x j.c
ok "--joined-width"

# refusal: a formatter bug that changed a token must change no file
printf 'int h(void)\n{\n\treturn 0;\n}\n' >"$T/h.c"
( cd "$T" && git add h.c && $G commit -qm h ) || fail "commit"
printf 'int h(void)\n{\n\tint x;\n\tkwid_t y;\n\treturn 0;\n}\n' >"$T/h.c"
cp "$T/h.c" "$T/h.orig"; cp "$T/g.c" "$T/g.orig"
( cd "$T" && KIDPUSH_KFMT_TEST_CORRUPT=1 "$A/kfmt" g.c h.c ) >"$T/out" 2>&1 && fail "corrupting run succeeded"
expect "$T/out" corrupt.out    # "would change tokens; refused"
same "$T/h.c" "$T/h.orig" "h.c changed by a refused run"
same "$T/g.c" "$T/g.orig" "g.c changed by a refused run"
ok "token change refused, nothing written"

expect_rc 2 "$A/kfmt"
expect_rc 2 "$A/kfmt" --width x h.c
expect_rc 2 "$A/kfmt" nothere.c
expect_rc 2 "$B/kidpush-kfmt" -w 10 h.c /dev/null "$T/o"
expect_rc 2 "$B/kidpush-kfmt" h.c "$T/h.orig" "$T/o"
mkdir "$T/nogit" && cp "$T/h.c" "$T/nogit/"
( cd "$T/nogit" && GIT_CEILING_DIRECTORIES=$T "$A/kfmt" h.c ) >/dev/null 2>&1 && fail "ran outside a git repository"
same "$T/h.c" "$T/h.orig" "h.c changed by an error"
ok "errors: exit 2, nothing changed"
