/* collect.c — parse the files with libclang (clangfe: unit.c) on -j threads
 * (cpool.c: a CXIndex each, the largest file first) and gather their facts; the
 * merged list is sorted, so the result does not depend on the number of threads
 * or on which thread parsed what. */
#include "exports.h"
#include "infer.h"

#include "cpool.h"
#include "unit.h"
#include "kp-json.h"

#include <clang-c/Index.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void infer_extract(CXTranslationUnit tu, const struct infer_in *in, struct facts *out);

/* seconds (wall: libclang parses on a thread of its own) */
static double now_s(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_MONOTONIC, &ts))
		return 0;
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* seconds spent in libclang's parse and in the walk, of one file (infer_file) */
struct time_split {
	double parse, walk;
};
static _Thread_local struct time_split file_time;

/* the files a worker's parses read (infer_file adds to it when set) */
static _Thread_local struct strlist *file_read;

/* JSON strings are UTF-8: json_text() gives back a name only when it is one */
static int name_is_utf8(const char *s)
{
	char *t = json_text(s);
	int same = !strcmp(t, s);
	free(t);
	return same;
}

void infer_file(void *index, struct infile *f, const struct infer_in *in, struct facts *out)
{
	double t0 = now_s();
	if (file_read) /* the unit itself, also when libclang gives up on it */
		sl_pushs(file_read, f->path);
	if (!name_is_utf8(f->rel)) { /* the plan is JSON: it could not name the file's sites */
		f->parsed = 0;
		f->reason = xstrdup("its name is not valid UTF-8 (the plan is JSON, which cannot carry it)");
		file_time.parse = file_time.walk = 0;
		return;
	}
	unsigned opts = CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord |
			CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles;
	struct unit u;
	/* a missing header truncates the AST: such a file is skipped, and said so */
	f->parsed = unit_parse_read((CXIndex)index, f->path, &f->args, NULL, 0, opts, &u, file_read);
	double t1 = now_s();
	file_time.parse = t1 - t0;
	file_time.walk = 0;
	if (!f->parsed) {
		f->reason = u.reason;
		return;
	}
	infer_extract(u.tu, in, out);
	free(u.first);
	clang_disposeTranslationUnit(u.tu);
	file_time.walk = now_s() - t1;
}

/* one worker's facts, files read and times (merged after the run) */
struct wstate {
	struct facts found;
	struct time_split time;
	struct strlist read;
};

/* one file's own result (the pool's time limit: nothing shared is written
 * before merge) */
struct mine {
	struct infile f;
	struct wstate w;
};

static void task(void *index, size_t i, void *tdata, void *ctx)
{
	struct infer_in *in = ctx;
	struct mine *m = tdata;
	m->f = in->files[i];
	file_read = &m->w.read;
	infer_file(index, &m->f, in, &m->w.found);
	m->w.time = file_time;
	facts_sort_unique(&m->w.found);
}

static void merge(size_t i, void *wdata, void *tdata, void *ctx)
{
	struct infer_in *in = ctx;
	struct wstate *w = wdata;
	struct mine *m = tdata;
	in->files[i] = m->f;
	for (size_t k = 0; k < m->w.read.n; k++)
		sl_push(&w->read, m->w.read.v[k]);
	free(m->w.read.v);
	sl_sort(&w->read);
	sl_uniq(&w->read);
	w->time.parse += m->w.time.parse;
	w->time.walk += m->w.time.walk;
	facts_merge(&w->found, &m->w.found);
}

/* past the time limit (under the pool's lock): skipped, named */
static size_t ndone;
static void late(size_t i, void *ctx)
{
	struct infer_in *in = ctx;
	struct infile *f = &in->files[i];
	f->parsed = 0;
	f->reason = xasprintf("timed out after %.0f s", in->timeout);
	ndone++;
	fprintf(stderr, "[%zu/%zu] %s: skipped, %s\n", ndone, in->nfiles, f->rel, f->reason);
}

/* under the pool's lock */
static void done(size_t i, void *wdata, void *ctx)
{
	(void)wdata;
	struct infer_in *in = ctx;
	struct infile *f = &in->files[i];
	ndone++;
	if (!in->quiet)
		fprintf(stderr, "[%zu/%zu] %s%s%s\n", ndone, in->nfiles, f->rel,
			f->parsed ? "" : ": skipped, cannot be parsed: ", f->parsed ? "" : f->reason);
}

void infer_collect(struct infer_in *in, struct facts *out)
{
	exports_load(in->tree); /* the user-space ABI headers (read-only in the threads) */
	/* largest file first: no worker is left with a big one at the end (the facts
	 * are sorted when merged, so the order changes nothing of the result) */
	size_t *size = xmalloc((in->nfiles + 1) * sizeof(*size));
	for (size_t i = 0; i < in->nfiles; i++) {
		struct stat st;
		size[i] = stat(in->files[i].path, &st) == 0 ? (size_t)st.st_size : 0;
	}
	size_t *order = order_larger_first(size, in->nfiles);
	free(size);
	unsigned n = clang_pool_workers(in->jobs, in->nfiles);
	struct wstate *w = xcalloc(n, sizeof(*w));
	ndone = 0;
	struct clang_pool p = { in->nfiles, order, n, w, sizeof(*w), in, task, done,
				in->timeout, sizeof(struct mine), merge, late };
	clang_pool_run(&p);
	free(order);
	struct time_split all = { 0 };
	for (unsigned i = 0; i < n; i++) {
		facts_merge(out, &w[i].found);
		for (size_t k = 0; k < w[i].read.n; k++)
			sl_push(&in->read, w[i].read.v[k]);
		free(w[i].read.v);
		all.parse += w[i].time.parse;
		all.walk += w[i].time.walk;
	}
	/* where the time goes (make bench prints it): libclang's parse against the walk */
	if (!in->quiet)
		note("%.1f s in libclang's parse of the %zu file(s), %.1f s in the walk (summed over the workers)",
			all.parse, in->nfiles, all.walk);
	facts_sort_unique(out);
	sl_sort(&in->read);
	sl_uniq(&in->read);
	free(w);
	exports_free();
}
