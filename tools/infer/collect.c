/* collect.c — parse the files with libclang on -j threads (one CXIndex each) and
 * gather their facts; the merged list is sorted, so the result does not depend on
 * the number of threads or on which thread parsed what. */
#include "exports.h"
#include "infer.h"

#include <clang-c/Index.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void infer_extract(CXTranslationUnit tu, const struct infer_in *in, struct facts *out);

static char *diag_text(CXDiagnostic d)
{
	CXString s = clang_formatDiagnostic(d, CXDiagnostic_DisplaySourceLocation);
	char *r = xstrdup(clang_getCString(s) ? clang_getCString(s) : "?");
	clang_disposeString(s);
	return r;
}

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

static void note_inclusion(CXFile inc, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	(void)stack, (void)depth;
	CXString s = clang_getFileName(inc);
	const char *n = clang_getCString(s);
	if (n)
		sl_pushs((struct strlist *)data, n);
	clang_disposeString(s);
}

void infer_file(void *index, struct infile *f, const struct infer_in *in, struct facts *out)
{
	double t0 = now_s();
	if (file_read) /* the unit itself, also when libclang gives up on it */
		sl_pushs(file_read, f->path);
	CXTranslationUnit tu = NULL;
	unsigned opts = CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord |
			CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles;
	enum CXErrorCode e = clang_parseTranslationUnit2((CXIndex)index, f->path, (const char *const *)f->args.v,
							 (int)f->args.n, NULL, 0, opts, &tu);
	f->parsed = 0;
	double t1 = now_s();
	file_time.parse = t1 - t0;
	file_time.walk = 0;
	if (e != CXError_Success || !tu) {
		f->reason = xasprintf("libclang error %d", (int)e);
		return;
	}
	/* A missing header truncates the AST: such a file is skipped, and said so. */
	for (unsigned i = 0; i < clang_getNumDiagnostics(tu) && !f->reason; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
		CXString s = clang_getDiagnosticSpelling(d);
		const char *m = clang_getCString(s);
		if (sev == CXDiagnostic_Fatal || (sev == CXDiagnostic_Error && m && strstr(m, "file not found")))
			f->reason = diag_text(d);
		clang_disposeString(s);
		clang_disposeDiagnostic(d);
	}
	if (!f->reason) {
		f->parsed = 1;
		infer_extract(tu, in, out);
	}
	if (file_read)
		clang_getInclusions(tu, note_inclusion, file_read);
	clang_disposeTranslationUnit(tu);
	file_time.walk = now_s() - t1;
}

struct shared {
	struct infer_in *in;
	pthread_mutex_t lock;
	size_t next, done;
};

struct worker {
	pthread_t th;
	struct shared *sh;
	struct facts found;
	struct time_split time;
	struct strlist read;
};

static void *work(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->sh;
	struct infer_in *in = sh->in;
	CXIndex idx = clang_createIndex(0, 0);
	file_read = &w->read;
	for (;;) {
		pthread_mutex_lock(&sh->lock);
		size_t i = sh->next++;
		pthread_mutex_unlock(&sh->lock);
		if (i >= in->nfiles)
			break;
		struct infile *f = &in->files[i];
		struct facts mine = { 0 };
		infer_file(idx, f, in, &mine);
		sl_sort(&w->read);
		sl_uniq(&w->read);
		w->time.parse += file_time.parse;
		w->time.walk += file_time.walk;
		facts_sort_unique(&mine);
		facts_merge(&w->found, &mine);
		pthread_mutex_lock(&sh->lock);
		sh->done++;
		if (!in->quiet)
			fprintf(stderr, "[%zu/%zu] %s%s%s\n", sh->done, in->nfiles, f->rel,
				f->parsed ? "" : ": skipped, cannot be parsed: ", f->parsed ? "" : f->reason);
		pthread_mutex_unlock(&sh->lock);
	}
	clang_disposeIndex(idx);
	return NULL;
}

void infer_collect(struct infer_in *in, struct facts *out)
{
	struct shared sh = { .in = in };
	exports_load(in->tree); /* the user-space ABI headers (read-only in the threads) */
	pthread_mutex_init(&sh.lock, NULL);
	unsigned n = in->jobs ? in->jobs : 1;
	if (n > in->nfiles && in->nfiles > 0)
		n = (unsigned)in->nfiles;
	struct worker *w = xmalloc(n * sizeof(*w));
	memset(w, 0, n * sizeof(*w));
	unsigned started = 0;
	for (unsigned i = 0; i < n; i++) {
		w[i].sh = &sh;
		pthread_attr_t at;
		pthread_attr_init(&at);
		pthread_attr_setstacksize(&at, 64u << 20); /* deep kernel macro nesting */
		if (pthread_create(&w[i].th, &at, work, &w[i]) == 0)
			started++;
		pthread_attr_destroy(&at);
		if (started == i)
			break;
	}
	if (started == 0)
		work(&w[0]);
	for (unsigned i = 0; i < started; i++)
		pthread_join(w[i].th, NULL);
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
		fprintf(stderr, "kidpush-infer: %.1f s in libclang's parse of the %zu file(s), %.1f s in the walk (summed over the workers)\n",
			all.parse, in->nfiles, all.walk);
	facts_sort_unique(out);
	sl_sort(&in->read);
	sl_uniq(&in->read);
	free(w);
	pthread_mutex_destroy(&sh.lock);
	exports_free();
}
