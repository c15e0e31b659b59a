/* fixpoint.c — pass 1, and with --gate the gate-guided fixpoint: a
 * filesystem's strict gate after is never above its gate before.
 *
 * After a rewrite the strict gate's ID problems (file, line, column,
 * message, sparse's "expected"/"got" types) are compared with those before:
 * a problem is old when the gate reported the same message and detail before
 * on the original line it comes from (hunks.c maps the converted file's
 * lines back), else new.  A new problem undoes what produced it: the planned
 * retypes and sites on the original lines a rewritten line replaced, and the
 * retyped declarations the problem's line names (a field after "." or "->",
 * a local or parameter of the problem's function, a global, a function's
 * return before "(", a parameter of a function the line calls that sparse
 * says "expected" the value), each as a whole dependency unit (depunit.c:
 * a retype goes with the sites whose rewrite assumes it, a site's retype
 * that nothing else uses goes with it).  Each undone entry is listed with
 * the problem.
 * Then rewrite and gate again, only what changed (a step whose part of the
 * plan is the same names the same plan file, so the series cache answers
 * it), until no new problem can be undone, at most FIXPOINT_ROUNDS rounds.
 * Each filesystem then keeps the plan of its best round (the lowest gate
 * after), and one still worse than before gets none of its plan (listed
 * with the reason in the cover body); a round more for each, to count it. */
#include "convert.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FIXPOINT_ROUNDS 4

void convert_pass(struct run *r, struct manifest_in *mi, const char *rules, int round, struct strlist *touched)
{
	/* a step whose part of the plan did not change names the plan file it
	 * named before: the series cache answers it (the rules see only the
	 * entries of the file they work on); the others name the plan as it
	 * is now, all the same one, so that their files share spatch runs */
	for (size_t i = 0; i < mi->nfs; i++) {
		struct fs *f = &mi->fs[i];
		char *key = plan_part_key(mi->plan, &f->files);
		if (f->plan_file && f->plan_key && !strcmp(key, f->plan_key)) { free(key); continue; }
		free(f->plan_file);
		free(f->plan_key);
		f->plan_file = xstrdup(mi->plan->file);
		f->plan_key = key;
	}
	struct buf m = {0};
	manifest_write(mi, &m);
	char *mfile = xasprintf("%s/m%d/series", work_dir, round), *mrules = xasprintf("%s/m%d/kuid.cocci", work_dir, round);
	if (store_file(mrules, rules, strlen(rules)) < 0 || store_file(mfile, m.s, m.len) < 0)
		die("cannot write %s", mfile);
	char *out = xasprintf("%s/out%d", work_dir, round);
	run_series(r, mfile, out, 0);
	char *ov = path_join(work_dir, "overlay");
	rm_rf(ov);
	if (mkdir_p(ov) < 0) die("cannot create %s", ov);
	struct strlist patches = {0};
	sl_free(touched);
	patches_touch(out, work_dir, touched, &patches);
	if (touched->n) overlay_build(r->tree, ov, work_dir, touched, &patches);
	sl_free(&patches);
	buf_free(&m);
	free(mfile); free(mrules); free(out); free(ov);
}

/* the gate's ID problems of its report work_dir/gate-LABEL.json (NULL: none) */
static json_t *gate_problems(const char *label)
{
	char *f = xasprintf("%s/gate-%s.json", work_dir, label);
	json_t *d = json_load_file(f, JSON_DECODE_ANY, NULL), *p = json_object_get(d, "problems");
	json_t *r = json_is_array(p) ? json_incref(p) : NULL;
	json_decref(d);
	free(f);
	return r;
}

static long int_of(const json_t *e, const char *key)
{
	const json_t *v = json_object_get(e, key);
	return json_is_integer(v) ? (long)json_integer_value(v) : 0;
}

static int same_str(const json_t *a, const json_t *b, const char *key)
{
	const char *x = str_of(a, key), *y = str_of(b, key);
	return x && y ? !strcmp(x, y) : x == y;
}

/* BEFORE has P's message and detail in its file on a line FIRST..LAST */
static int was_there(const json_t *before, const json_t *p, long first, long last)
{
	size_t i;
	json_t *q;
	json_array_foreach(before, i, q) {
		long l = int_of(q, "line");
		if (l >= first && l <= last && same_str(q, p, "file") && same_str(q, p, "message") &&
		    same_str(q, p, "detail"))
			return 1;
	}
	return 0;
}

/* line LINE of file F (the overlay's when converted, else the tree's) */
static char *line_of(const struct run *r, const struct strlist *touched, const char *f, long line)
{
	char *path = sl_contains(touched, f) ? xasprintf("%s/overlay/%s", work_dir, f) : path_join(r->tree, f);
	char *text = read_text(path, NULL), *p = text;
	for (long l = 1; p && l < line; l++) {
		p = strchr(p, '\n');
		if (p) p++;
	}
	char *res = p ? xstrndup(p, strcspn(p, "\n")) : xstrdup("");
	free(text);
	free(path);
	return res;
}

/* sparse's "expected TYPE NAME" of DETAIL ends in NAME */
static int expects(const char *detail, const char *name)
{
	const char *e = detail ? strstr(detail, "expected ") : NULL;
	if (!e) return 0;
	size_t len = strcspn(e, "\n"), n = strlen(name);
	return len > n && !strncmp(e + len - n, name, n) && !id_char((unsigned char)e[len - n - 1]);
}

/* the problem P on line TEXT names the retyped declaration R (see the top):
 * also a parameter of the function the line calls that sparse says expected
 * the value */
static int names_decl(const char *text, const json_t *r, const json_t *p)
{
	const char *name = str_of(r, "name"), *entity = str_of(r, "entity"), *scope = str_of(r, "scope");
	const char *file = str_of(p, "file"), *function = str_of(p, "function"), *rf = str_of(r, "file");
	if (!name || !*name || !entity) return 0;
	if (!strcmp(entity, "field")) return has_word(text, name, 1, 0);
	if (!strcmp(entity, "return")) return has_word(text, name, 0, 1);
	if (!strcmp(entity, "global")) return has_word(text, name, 0, 0);
	if (!strcmp(entity, "param") && scope && has_word(text, scope, 0, 1) && expects(str_of(p, "detail"), name))
		return 1;
	int mine = rf && file && !strcmp(rf, file) && (!function || !scope || !strcmp(function, scope));
	return mine && has_word(text, name, 0, 0);
}

static void drops_init(struct drops *d, const struct plan *plan)
{
	d->count = 0;
	for (int k = 0; k < 2; k++) {
		size_t n = json_array_size(json_object_get(plan->filtered, plan_parts[k]));
		d->why[k] = xcalloc(n ? n : 1, sizeof *d->why[k]);
	}
}

void drop_mark(struct drops *d, int k, size_t i, char *why)
{
	if (d->why[k][i]) { free(why); return; }
	d->why[k][i] = why;
	d->count++;
}

/* the marked entries go from the plan to its listed part, with the reason */
static size_t drops_apply(struct plan *plan, struct drops *d)
{
	json_t *listed = json_object_get(plan->filtered, "listed");
	for (int k = 0; k < 2; k++) {
		json_t *keep = json_array(), *e;
		size_t i;
		json_array_foreach(json_object_get(plan->filtered, plan_parts[k]), i, e) {
			if (!d->why[k][i]) { json_array_append(keep, e); continue; }
			json_t *c = json_deep_copy(e);
			if (k == 0) json_object_set_new(c, "kind", json_string("retype"));
			json_object_set_new(c, "why", json_string(d->why[k][i]));
			json_array_append_new(listed, c);
			free(d->why[k][i]);
		}
		json_object_set_new(plan->filtered, plan_parts[k], keep);
		free(d->why[k]);
	}
	return d->count;
}

/* marks what produced the new problem P: the entries on the original lines
 * FIRST..LAST of its file when the conversion WROTE its line, and the
 * retyped declarations its line names */
static void attribute(const struct run *r, const struct plan *plan, const struct strlist *touched, const json_t *p,
		      int wrote, long first, long last, int round, struct drops *d)
{
	const char *f = str_of(p, "file");
	char *diag = gate_line(p), *text = line_of(r, touched, f, int_of(p, "line"));
	for (int k = 0; k < 2; k++) {
		size_t i;
		json_t *e;
		json_array_foreach(json_object_get(plan->filtered, plan_parts[k]), i, e) {
			const char *ef = str_of(e, "file");
			long l = int_of(e, "line"), el = int_of(e, "end_line");
			if (el < l) el = l;
			int here = wrote && ef && !strcmp(ef, f) && l <= last && el >= first;
			if (here || (k == 0 && names_decl(text, e, p)))
				drop_mark(d, k, i, xasprintf("undone by the strict gate fixpoint (round %d): with it the "
							     "gate reported %s", round, diag));
		}
	}
	free(text);
	free(diag);
}

/* the new ID problems of the gate after (round ROUND) in the filesystems'
 * files, FRESH of them, repaired: returns how many planned changes it undid */
static size_t repair(const struct run *r, const struct manifest_in *mi, struct plan *plan,
		     const struct strlist *touched, int round, size_t *fresh)
{
	json_t *before = gate_problems("before"), *after = gate_problems("after"), *p;
	*fresh = 0;
	if (!before || !after) {   /* a gate that did not count: nothing to compare */
		json_decref(before);
		json_decref(after);
		return 0;
	}
	char *ov = path_join(work_dir, "overlay");
	struct hunk **h = xcalloc(touched->n + 1, sizeof *h);
	size_t *nh = xcalloc(touched->n + 1, sizeof *nh), i;
	char *read = xcalloc(touched->n + 1, 1);
	struct drops d;
	drops_init(&d, plan);
	json_array_foreach(after, i, p) {
		const char *f = str_of(p, "file");
		int mine = 0;
		for (size_t k = 0; f && k < mi->nfs && !mine; k++) mine = owner(&mi->fs[k].group, f) != NULL;
		if (!mine) continue;
		size_t t = 0;
		while (t < touched->n && strcmp(touched->v[t], f)) t++;
		if (t < touched->n && !read[t]) nh[t] = file_hunks(r->tree, ov, work_dir, f, &h[t]), read[t] = 1;
		long first, last;
		int wrote = hunk_origin(h[t], nh[t], int_of(p, "line"), &first, &last);
		if (was_there(before, p, first, last)) continue;
		(*fresh)++;
		attribute(r, plan, touched, p, wrote, first, last, round, &d);
	}
	struct units u;
	units_build(&u, plan, r->tree);   /* what was marked goes as whole units */
	units_expand(&u, plan, &d);
	units_free(&u);
	for (size_t t = 0; t < touched->n; t++) free(h[t]);
	free(h); free(nh); free(read); free(ov);
	json_decref(before);
	json_decref(after);
	return drops_apply(plan, &d);
}

/* a filesystem whose gate is still above its gate before after ROUNDS
 * rounds gets none of its plan (the smallest plan that is not worse):
 * returns how many planned changes that undid */
static size_t fallback(const struct run *r, struct manifest_in *mi, struct plan *plan, int rounds)
{
	struct drops d;
	drops_init(&d, plan);
	for (size_t f = 0; f < mi->nfs; f++) {
		struct fs *fs = &mi->fs[f];
		long b = stats_sum(&r->stats, &fs->group, "gate-before"), a = stats_sum(&r->stats, &fs->group, "gate-after");
		if (b < 0 || a <= b) continue;
		note("%s: the strict gate is still worse after %d round(s) (%ld -> %ld): "
			"its plan is undone, no patch for it (listed)", fs->path, rounds, b, a);
		fs->fallback = xasprintf("undone: with the plan of %s the strict gate was still worse after %d round(s) "
					 "of the fixpoint (%ld ID problems, %ld before): no patch for %s", fs->label,
					 rounds, a, b, fs->label);
		for (int k = 0; k < 2; k++) {
			size_t i;
			json_t *e;
			json_array_foreach(json_object_get(plan->filtered, plan_parts[k]), i, e)
				if (entry_in(e, &fs->files)) drop_mark(&d, k, i, xstrdup(fs->fallback));
		}
	}
	return drops_apply(plan, &d);
}

/* "convert: ROUND: PATH B -> A, ..." */
static void say_round(const struct run *r, const struct manifest_in *mi, int round, size_t fresh, size_t undone,
		      const char *what)
{
	struct buf b = {0};
	for (size_t f = 0; f < mi->nfs; f++) {
		char *x = stat_text(stats_sum(&r->stats, &mi->fs[f].group, "gate-before"));
		char *y = stat_text(stats_sum(&r->stats, &mi->fs[f].group, "gate-after"));
		buf_printf(&b, "%s %s %s -> %s", f ? "," : "", mi->fs[f].label, x, y);
		free(x); free(y);
	}
	say("gate fixpoint round %d:%s; %zu new ID problem(s), %zu planned change(s) undone%s", round, b.s ? b.s : "",
	    fresh, undone, what);
	buf_free(&b);
}

/* rewrite and gate, round ROUND: 0 when the gate did not count */
static int gate_round(struct run *r, struct manifest_in *mi, const char *rules, int round, struct strlist *touched)
{
	convert_pass(r, mi, rules, round, touched);
	char *ov = path_join(work_dir, "overlay"), *json = xasprintf("%s/gate-after.json", work_dir);
	unlink(json);
	stats_forget(&r->stats, "gate-after");
	say("strict gate after (round %d)", round);
	count_gate(r, "after", ov);
	int ok = is_file(json);
	free(ov); free(json);
	return ok;
}

/* the plan's retype and sites parts and each filesystem's gate after, as
 * they were in one round */
struct snap { json_t *part[2]; long *after; };

static void snap_take(struct snap *sn, const struct run *r, const struct manifest_in *mi, const struct plan *plan)
{
	for (int k = 0; k < 2; k++) sn->part[k] = json_copy(json_object_get(plan->filtered, plan_parts[k]));
	sn->after = xcalloc(mi->nfs ? mi->nfs : 1, sizeof *sn->after);
	for (size_t f = 0; f < mi->nfs; f++) sn->after[f] = stats_sum(&r->stats, &mi->fs[f].group, "gate-after");
}

/* F's entries as they were in SN (the rest of the plan as it is); F's
 * entries listed as undone since go from the listed part */
static void snap_restore(struct plan *plan, const struct fs *f, const struct snap *sn)
{
	json_t *back = json_array(), *e;
	size_t i;
	for (int k = 0; k < 2; k++) {
		json_t *a = json_array();
		json_array_foreach(json_object_get(plan->filtered, plan_parts[k]), i, e)
			if (!entry_in(e, &f->files)) json_array_append(a, e);
		json_array_foreach(sn->part[k], i, e)
			if (entry_in(e, &f->files)) json_array_append(a, e), json_array_append(back, e);
		json_object_set_new(plan->filtered, plan_parts[k], a);
	}
	json_t *listed = json_object_get(plan->filtered, "listed"), *keep = json_array(), *b;
	json_array_foreach(listed, i, e) {
		const char *why = str_of(e, "why");
		int restored = 0;
		size_t j;
		if (why && !strncmp(why, "undone by the strict gate fixpoint", 34))
			json_array_foreach(back, j, b)
				if (same_str(b, e, "file") && int_of(b, "line") == int_of(e, "line") &&
				    int_of(b, "col") == int_of(e, "col") && (restored = 1)) break;
		if (!restored) json_array_append(keep, e);
	}
	json_object_set_new(plan->filtered, "listed", keep);
	json_decref(back);
}

/* each filesystem's part of the plan of the round whose gate after was
 * lowest (the later of equals): undoing a rewrite can make its gate higher
 * than an earlier round's; returns how many filesystems went back */
static size_t best_rounds(const struct manifest_in *mi, struct plan *plan, const struct snap *sn, int rounds)
{
	size_t back = 0;
	for (size_t f = 0; f < mi->nfs; f++) {
		int best = rounds - 1;
		for (int k = rounds - 2; k >= 0; k--)
			if (sn[k].after[f] >= 0 && (sn[best].after[f] < 0 || sn[k].after[f] < sn[best].after[f])) best = k;
		if (best == rounds - 1) continue;
		say("%s: the plan of round %d, whose gate after was lower (%ld, %ld in round %d)", mi->fs[f].path,
		    best + 1, sn[best].after[f], sn[rounds - 1].after[f], rounds);
		snap_restore(plan, &mi->fs[f], &sn[best]);
		back++;
	}
	return back;
}

/* the planned changes the fixpoint undid: listed as "undone" */
static size_t count_undone(const struct plan *plan)
{
	size_t n = 0, i;
	json_t *e;
	json_array_foreach(json_object_get(plan->filtered, "listed"), i, e) {
		const char *why = str_of(e, "why");
		n += why && !strncmp(why, "undone", 6);
	}
	return n;
}

void gate_fixpoint(struct run *r, struct manifest_in *mi, struct plan *plan, const char *rules,
		   struct strlist *touched)
{
	struct snap sn[FIXPOINT_ROUNDS];
	int round = 0, taken = 0, gated = 1;
	for (;;) {
		if (!(gated = gate_round(r, mi, rules, ++round, touched))) break;
		snap_take(&sn[taken++], r, mi, plan);
		size_t fresh = 0, n = round < FIXPOINT_ROUNDS ? repair(r, mi, plan, touched, round, &fresh) : 0;
		say_round(r, mi, round, fresh, n, "");
		if (!n) break;
		plan_store(plan, r->cache);
	}
	if (gated && best_rounds(mi, plan, sn, taken)) {
		plan_store(plan, r->cache);
		if (gate_round(r, mi, rules, ++round, touched)) say_round(r, mi, round, 0, 0, " (the best rounds' plans)");
	}
	size_t n = gated ? fallback(r, mi, plan, round) : 0;
	if (n) {
		plan_store(plan, r->cache);
		if (gate_round(r, mi, rules, ++round, touched)) say_round(r, mi, round, 0, n, " (the fallback, before it)");
	}
	mi->rounds = round;
	mi->undone = count_undone(plan);
	say("strict gate fixpoint: %d round(s), %zu planned change(s) undone (listed with the gate's report)", round,
	    mi->undone);
	for (int k = 0; k < taken; k++) {
		json_decref(sn[k].part[0]); json_decref(sn[k].part[1]); free(sn[k].after);
	}
}
