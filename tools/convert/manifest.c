/* manifest.c — the series manifest (cocci/FORMAT) convert hands to
 * kidpush-series: one step per filesystem, its body the counts by kind, the
 * plan's listed sites as the step's limits; with the numbers (pass 2) the
 * cover letter's table and the Kconfig action for clean filesystems.
 *
 * The manifest is the series driver's own struct (tools/series/manifest.h),
 * built here in memory and written by its writer, manifest_print, which
 * the driver's manifest_load reads back.  Every name and value is data: a
 * text line is escaped as it is added (text_line: control characters as
 * \n, \t, \r, \xNN), the writer escapes every value, so that no file name
 * and no plan value can add a manifest line. */
#include "convert.h"
#include "manifest.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* LINE, escaped, as one line of the text block T */
static void text_line(struct buf *t, const char *line)
{
	buf_escape_ctrl(t, line);
	buf_puts(t, "\n");
}

/* Commit bodies wrap here (checkpatch: "Possible unwrapped commit description"). */
#define BODY_WIDTH 75

/* LINE in lines of at most WIDTH columns, broken at blanks (a word longer
 * than that stays whole); the lines after the first of a "- " item are
 * indented by two */
static void wrap_line(const char *line, size_t width, struct strlist *out)
{
	const char *indent = !strncmp(line, "- ", 2) ? "  " : "";
	const char *p = line;
	int first = 1;
	while (*p) {
		size_t pre = first ? 0 : strlen(indent), room = width - pre, n = strlen(p);
		if (n <= room) { sl_pushf(out, "%s%s", first ? "" : indent, p); return; }
		size_t cut = room;
		while (cut > 0 && p[cut] != ' ') cut--;
		if (!cut) { cut = room; while (p[cut] && p[cut] != ' ') cut++; }
		size_t end = cut;
		while (end > 0 && p[end - 1] == ' ') end--;
		sl_pushf(out, "%s%.*s", first ? "" : indent, (int)end, p);
		p += cut;
		while (*p == ' ') p++;
		first = 0;
	}
	if (first) sl_pushs(out, "");
}

/* the sum of WHAT over the paths of F (stats_sum; no numbers, pass 1: -2) */
static long stat_of(const struct manifest_in *m, const struct fs *f, const char *what)
{
	return m->stats ? stats_sum(m->stats, &f->group, what) : -2;
}

/* "B -> A" of WHAT-before, WHAT-after; MISSING for one not counted */
static char *before_after(const struct manifest_in *m, const struct fs *f, const char *what, const char *missing)
{
	char *w = xasprintf("%s-before", what), *x = xasprintf("%s-after", what);
	long b = stat_of(m, f, w), a = stat_of(m, f, x);
	char *bs = b == -2 ? xstrdup(missing) : stat_text(b), *as = a == -2 ? xstrdup(missing) : stat_text(a);
	char *r = xasprintf("%s -> %s", bs, as);
	free(w); free(x); free(bs); free(as);
	return r;
}

static long plan_total(const json_t *c)
{
	static const char *const k[] = { "compare", "root", "truth", "sentinel", "cast", "unwrap",
		"boundary-in", "boundary-out", "boundary-ptr", "acl-in", "acl-out", "acl-undef", "acl-cmp" };
	long n = 0;
	const char *key;
	json_t *v;
	json_object_foreach((json_t *)c, key, v) if (!strncmp(key, "retype-", 7)) n += (long)json_integer_value(v);
	for (size_t i = 0; i < sizeof k / sizeof *k; i++) n += count_get(c, k[i]);
	return n;
}

static char *blocker_note(const struct manifest_in *m, const struct fs *f)
{
	long gb = stat_of(m, f, "gate-before"), ga = stat_of(m, f, "gate-after");
	const char *note = !f->blockers.n ? "(none)" : ga == 0 ? "dropped" : "kept";
	return xasprintf("%s%s", note, ga >= 0 && gb >= 0 && ga > gb ? " WORSE" : "");
}

/* each line of TEXT (each ending in '\n') into the text block T */
static void block_text(struct buf *t, const char *text)
{
	for (const char *p = text, *nl; (nl = strchr(p, '\n')); p = nl + 1) {
		char *l = xstrndup(p, (size_t)(nl - p));
		text_line(t, l);
		free(l);
	}
}

static void cover_body(const struct manifest_in *m, struct buf *out)
{
	block_text(out, "Convert the raw uid_t/gid_t handling of these filesystems to kuid_t and\n"
			"kgid_t.  Declarations to retype and sites to rewrite come from the\n"
			"libclang ID type inference (the plan); the rewriting from the\n"
			"cocci/kuid semantic patches.\n\n");
	if (!m->stats || !m->stats->path.n) return;
	char *l = xasprintf("%-12s %10s %14s %16s  %s", "filesystem", "plan", "audit", "strict gate", "Kconfig blocker");
	text_line(out, l);
	free(l);
	for (size_t i = 0; i < m->nfs; i++) {
		const struct fs *f = &m->fs[i];
		json_t *c = count_plan(m->plan->filtered, &f->files);
		char *audit = before_after(m, f, "audit", "?"), *gate = before_after(m, f, "gate", "-");
		char *note = blocker_note(m, f);
		l = xasprintf("%-12s %10ld %14s %16s  %s", f->label, plan_total(c), audit, gate, note);
		text_line(out, l);
		free(l); free(note); free(audit); free(gate);
		json_decref(c);
	}
	block_text(out, "\nplan: declarations retyped + sites rewritten; audit: kidpush-audit\n"
			"findings; strict gate: ID problems of the gate (\"-\": not run,\n"
			"use --gate; WORSE: more ID problems after than before -- retyped\n"
			"carriers meet uses the rules did not reach: review those first).\n");
	if (m->rounds) {
		char *fp = xasprintf("strict gate fixpoint: %d round(s) of rewrite and gate; %zu planned\n"
				     "change(s) undone where the gate reported a new ID problem (listed\n"
				     "with it under \"Not done mechanically\"; a filesystem without a\n"
				     "patch below).\n", m->rounds, m->undone);
		block_text(out, fp);
		free(fp);
	}
	/* a step without a patch has no limits in the cover letter: a
	 * filesystem whose whole plan the fixpoint undid is listed here */
	for (size_t i = 0; i < m->nfs; i++) {
		const struct fs *f = &m->fs[i];
		if (!f->fallback) continue;
		text_line(out, "");
		char *l = xasprintf("%s: %s; its planned changes:", f->label, f->fallback);
		struct strlist w = {0};
		wrap_line(l, BODY_WIDTH, &w);
		for (size_t k = 0; k < w.n; k++) text_line(out, w.v[k]);
		sl_free(&w);
		free(l);
		const json_t **v;
		size_t n = sorted_entries(json_object_get(m->plan->filtered, "listed"), "col", &v);
		for (size_t k = 0; k < n; k++) {
			const char *why = str_of(v[k], "why");
			if (!why || strcmp(why, f->fallback)) continue;
			char *e = listed_line(v[k]), *c = strstr(e, ": undone: ");
			if (c) c[1] = 0;
			text_line(out, e);
			free(e);
		}
		free(v);
	}
}

/* the step's scope: the files the plan names (a name with white space: its
 * directory's glob); a filesystem the plan names no file of has nothing for
 * spatch: its scope is its Kconfig or Makefile (the rules see only .c/.h
 * files), so that it "changes nothing" without parsing every file */
static void scope_of(const struct manifest_in *m, const struct fs *f, struct strlist *globs)
{
	for (size_t i = 0; i < f->files.n; i++) sl_push(globs, glob_of(f->files.v[i]));
	sl_sort(globs);
	sl_uniq(globs);
	if (globs->n) return;
	for (size_t i = 0; i < f->group.n && !globs->n; i++) {
		static const char *const k[] = { "Kconfig", "Makefile" };
		for (int j = 0; j < 2 && !globs->n; j++) {
			char *rel = xasprintf("%s/%s", f->group.v[i], k[j]);
			char *abs = path_join(m->tree, rel);
			if (is_file(abs)) sl_push(globs, glob_of(rel));
			free(abs);
			free(rel);
		}
	}
	if (globs->n) return;
	for (size_t i = 0; i < f->group.n; i++) {
		sl_pushf(globs, "%s/*.c", f->group.v[i]);
		sl_pushf(globs, "%s/*.h", f->group.v[i]);
	}
}

char *gate_line(const json_t *e)
{
	const json_t *l = json_object_get(e, "line"), *c = json_object_get(e, "column");
	const json_t *msg = json_object_get(e, "message"), *det = json_object_get(e, "detail");
	char *ls = l ? py_str(l) : xstrdup("0"), *cs = c ? py_str(c) : xstrdup("0");
	char *m0 = msg ? py_str(msg) : xstrdup(""), *mf = fold_space(m0);
	struct buf d = {0};
	buf_puts(&d, "");
	if (py_true(det)) {
		char *t = py_str(det);
		buf_puts(&d, " (");
		/* its lines as str.splitlines() ends them: \n, \r, \r\n, \v, \f, \x1c-\x1e */
		for (char *p = t, *end; *p; p = end) {
			end = p + strcspn(p, "\n\r\v\f\x1c\x1d\x1e");
			char save = *end;
			*end = 0;
			char *fl = fold_space(p);
			buf_printf(&d, "%s%s", p == t ? "" : "; ", fl);
			free(fl);
			if (save) end += 1 + (save == '\r' && end[1] == '\n');
		}
		buf_puts(&d, ")");
		free(t);
	}
	const json_t *fv = json_object_get(e, "file");
	char *r = xasprintf("%s:%s:%s %s%s", json_string_value(fv), ls, cs, mf, d.s);
	free(ls); free(cs); free(m0); free(mf); buf_free(&d);
	return r;
}

/* a block of the limits starts: an empty line ("|") between two */
static void limits_block(struct buf *out, int *blocks)
{
	if ((*blocks)++) text_line(out, "");
}

/* the limits of F's step into OUT, blocks apart: the group's listed sites
 * and the files left outside it, the gate's problems left, the blocker kept */
static void step_limits(const struct manifest_in *m, const struct fs *f, int drop, struct buf *out)
{
	int blocks = 0;
	size_t lines = 0;
	const json_t **v;
	size_t n = sorted_entries(json_object_get(m->plan->filtered, "listed"), "col", &v);
	for (size_t i = 0; i < n; i++) {
		if (!owner(&f->group, str_of(v[i], "file"))) continue;
		if (!lines++) limits_block(out, &blocks);
		char *l = listed_line(v[i]);
		text_line(out, l);
		free(l);
	}
	free(v);
	for (size_t i = 0; i < f->outside.n; i++) {
		if (!lines++) limits_block(out, &blocks);
		text_line(out, f->outside.v[i]);
	}
	n = sorted_entries(m->gate_left, "column", &v);
	for (size_t i = 0, left = 0; i < n; i++) {
		if (!str_of(v[i], "file") || !owner(&f->group, str_of(v[i], "file"))) continue;
		if (!left++) {
			limits_block(out, &blocks);
			text_line(out, "left for the strict gate (not rewritten mechanically):");
		}
		char *l = gate_line(v[i]);
		text_line(out, l);
		free(l);
	}
	free(v);
	long ga = stat_of(m, f, "gate-after");
	if (f->blockers.n && !drop) {
		char *gs = stat_text(ga);
		char *note = ga == -2 ? xstrdup("the strict gate was not run (--gate)")
				      : xasprintf("the strict gate still reports %s ID problems", gs);
		limits_block(out, &blocks);
		struct buf b = {0};
		for (size_t i = 0; i < f->blockers.n; i++) buf_printf(&b, "%s%s", i ? " " : "", f->blockers.v[i]);
		char *l = xasprintf("Kconfig: the %s blocker of UIDGID_CONVERTED stays: %s", b.s, note);
		text_line(out, l);
		free(l); free(note); free(gs); buf_free(&b);
	}
}

/* the commit body of F's step: its counts by kind, the blockers dropped;
 * lines wrapped */
static char *step_body(const struct fs *f, const json_t *c, int drop)
{
	struct strlist body = {0};
	body_of(f->label, c, &body);
	if (drop) {
		struct buf b = {0};
		for (size_t i = 0; i < f->blockers.n; i++)
			buf_printf(&b, "%s%s", i ? " and " : "", f->blockers.v[i]);
		sl_pushf(&body, "- drop the %s blocker%s of UIDGID_CONVERTED: the strict gate is clean", b.s,
			 f->blockers.n > 1 ? "s" : "");
		buf_free(&b);
	}
	struct buf t = {0};
	for (size_t i = 0; i < body.n; i++) {
		struct strlist w = {0};
		wrap_line(body.v[i], BODY_WIDTH, &w);
		for (size_t k = 0; k < w.n; k++) text_line(&t, w.v[k]);
		sl_free(&w);
	}
	sl_free(&body);
	return t.s ? t.s : xstrdup("");
}

/* the step of filesystem IDX into S */
static void step(const struct manifest_in *m, size_t idx, struct step *s)
{
	const struct fs *f = &m->fs[idx];
	const json_t *plan = m->plan->filtered;
	json_t *c = count_plan(plan, &f->files);
	int drop = f->blockers.n && stat_of(m, f, "gate-after") == 0;
	memset(s, 0, sizeof *s);
	s->id = xasprintf("%02zu", idx + 1);
	s->subject = xasprintf("%s: Convert to kuid_t and kgid_t", f->label);
	s->author = xstrdup(m->author);
	s->date = xstrdup(m->date);
	scope_of(m, f, &s->files);
	if (drop) sl_pushs(&s->files, "init/Kconfig");
	sl_pushs(&s->spatch, "-D");
	sl_pushs(&s->spatch, "patch");
	sl_pushs(&s->spatch, "-D");
	sl_pushf(&s->spatch, "kidpush_plan=%s", f->plan_file ? f->plan_file : m->plan->file);
	sl_pushs(&s->cocci, "kuid.cocci");   /* beside the manifest */
	guard_words(plan, &f->files, &s->guard);
	for (size_t i = 0; drop && i < f->blockers.n; i++)
		sl_pushf(&s->actions, "kconfig --if-present init/Kconfig drop UIDGID_CONVERTED depends on %s = n",
			 f->blockers.v[i]);
	s->body = step_body(f, c, drop);
	struct buf lim = {0};
	step_limits(m, f, drop, &lim);
	s->limits = lim.s;   /* NULL: no limits */
	json_decref(c);
}

void manifest_write(const struct manifest_in *m, struct buf *out)
{
	struct manifest sm = {0};
	const char *pf = strrchr(m->plan->file, '/');
	const char *base = pf ? pf + 1 : m->plan->file;
	sm.prefix = xstrdup("PATCH");
	struct buf subj = {0};
	buf_puts(&subj, "Convert ");
	for (size_t i = 0; i < m->nfs; i++) buf_printf(&subj, "%s%s", i ? ", " : "", m->fs[i].label);
	buf_puts(&subj, " to kuid_t and kgid_t");
	sm.cover_subject = subj.s;
	sm.cover_author = xstrdup(m->author);
	sm.cover_date = xstrdup(m->date);
	/* the cover letter's "Generated by kidpush from ...": this run, not the
	 * temporary manifest the user never sees */
	sm.cover_source = xasprintf("./run.sh convert, plan %.*s", !strncmp(base, "plan-", 5) ? 17 : 64, base);
	for (size_t i = 0; i < m->plan->skipped.n; i++) sl_pushs(&sm.skipped, m->plan->skipped.v[i]);
	struct buf cb = {0};
	cover_body(m, &cb);
	sm.cover_body = cb.s ? cb.s : xstrdup("");
	sm.nsteps = m->nfs;
	sm.steps = xcalloc(m->nfs ? m->nfs : 1, sizeof *sm.steps);
	for (size_t i = 0; i < m->nfs; i++) step(m, i, &sm.steps[i]);
	char *comment = xasprintf("generated by ./run.sh convert (tools/convert) from the plan %s", base);
	manifest_print(&sm, comment, out);
	free(comment);
	manifest_free(&sm);
}
