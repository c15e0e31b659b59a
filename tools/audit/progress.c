/* progress.c — progress on stderr: a one-line display (files done/total, findings so
 * far, rate and ETA), redrawn with \r at most four times a second, on a terminal or
 * when asked (--progress); per-file lines only with -v; the files that cannot be
 * parsed or parse with errors are always said (unless -q). */
#include "progress.h"

#include <string.h>

static double since(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

void progress_format(char *buf, size_t size, size_t done, size_t total, size_t findings,
		     double elapsed, size_t parse_done, size_t parse_total)
{
	double rate = elapsed > 0 ? (double)parse_done / elapsed : 0;
	char eta[32];
	if (done >= total)
		snprintf(eta, sizeof(eta), "done");
	else if (parse_done == 0 || rate <= 0)
		snprintf(eta, sizeof(eta), "ETA --:--");
	else {
		unsigned long s = (unsigned long)((double)(parse_total - parse_done) / rate + 0.5);
		snprintf(eta, sizeof(eta), "ETA %lu:%02lu", s / 60, s % 60);
	}
	snprintf(buf, size, "%s: %zu/%zu files (%zu%%), %zu finding(s), %.1f files/s, %s", kp_progname,
		 done, total, total ? done * 100 / total : 100, findings, rate, eta);
}

static void draw(struct progress *p, const struct timespec *now)
{
	char buf[256];
	progress_format(buf, sizeof(buf), p->done, p->total, p->findings, since(&p->start, now), p->parse_done,
			p->parse_total);
	fprintf(p->out, "\r%s\033[K", buf);
	fflush(p->out);
	p->drawn = 1;
	p->last = *now;
}

static void clear(struct progress *p)
{
	if (p->drawn)
		fputs("\r\033[K", p->out);
	p->drawn = 0;
}

void progress_start(struct progress *p, FILE *out, const struct run *r)
{
	memset(p, 0, sizeof(*p));
	p->out = out;
	p->quiet = r->quiet;
	p->verbose = r->verbose && !r->quiet;
	p->line = r->progress && !r->quiet;
	p->total = r->njobs;
	for (size_t i = 0; i < r->njobs; i++)
		p->parse_total += !r->jobs[i].prefiltered;
	clock_gettime(CLOCK_MONOTONIC, &p->start);
	p->last = p->start;
	if (p->line) {
		struct timespec now = p->start;
		draw(p, &now);
	}
}

void progress_file(struct progress *p, const struct job *j)
{
	p->done++;
	p->parse_done += !j->prefiltered;
	p->findings += j->nfindings;
	const char *err = j->res.errors && j->res.reason ? j->res.reason : "";
	int say = !p->quiet && (p->verbose || !j->res.parsed || j->res.errors);
	if (say) {
		clear(p);
		if (j->prefiltered)
			fprintf(p->out, "[%zu/%zu] %s: no ID name, not parsed (prefilter)\n", p->done, p->total,
				j->res.rel);
		else if (j->res.parsed)
			fprintf(p->out, "[%zu/%zu] %s: %zu finding(s)%s%s%s\n", p->done, p->total, j->res.rel,
				j->nfindings, j->res.errors ? " (parsed with errors; first: " : "", err,
				j->res.errors ? ")" : "");
		else
			fprintf(p->out, "[%zu/%zu] %s: skipped, cannot be parsed: %s\n", p->done, p->total,
				j->res.rel, j->res.reason ? j->res.reason : "?");
	}
	if (!p->line)
		return;
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (say || p->done == p->total || since(&p->last, &now) >= 0.25)
		draw(p, &now);
}

void progress_end(struct progress *p)
{
	if (p->drawn) {
		fputc('\n', p->out);
		fflush(p->out);
	}
	p->drawn = 0;
}
