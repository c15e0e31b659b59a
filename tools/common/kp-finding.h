/* kp-finding.h — the one finding model of the checkers (the audit's
 * findings, the gate's diagnostics): a place in a file, a kind, a message;
 * a list of them with sort and de-duplication; and the SARIF 2.1.0 writer.
 * The gate's struct diag embeds one (checks/gate-diag.h).  The text and
 * JSON reports stay with each tool (their formats are documented per
 * tool); SARIF is written here only. */
#ifndef KIDPUSH_KP_FINDING_H
#define KIDPUSH_KP_FINDING_H
#include <stddef.h>
#include <stdio.h>

struct finding {
	int kind;               /* the tool's kind: an index into its rules */
	char *file;             /* relative to the tree, or absolute outside it */
	unsigned line, col;     /* 1-based; 0 not known */
	unsigned end_line, end_col; /* 0 not known */
	char *function;         /* enclosing function, "" at file scope */
	const char *severity;   /* "error", "warning", "note" (SARIF level); NULL: the rule's */
	char *message;          /* what was found */
	char *detail;           /* more of the message, "" if none */
	char *source;           /* the source line, trimmed, "" if not known */
	const char *tool;       /* who said it ("sparse", "gcc"), NULL: the tool itself */
	const char *baseline;   /* SARIF baselineState ("new", "unchanged") or NULL */
	const char *reason;     /* why it has its kind, or NULL */
};

struct findings {
	struct finding *v;
	size_t n, cap;
};

/* Adds a finding (strings copied; NULL strings become ""); returns it for
 * the optional fields. */
struct finding *findings_add(struct findings *fs, int kind, const char *file, unsigned line, unsigned col,
			     const char *function, const char *message, const char *source);
void findings_merge(struct findings *dst, struct findings *src); /* empties src */
/* Sorts by file, line, column, kind; drops the repeats (a header included
 * by several files yields the same finding several times). */
void findings_sort_unique(struct findings *fs);
void findings_free(struct findings *fs);

/* SARIF 2.1.0 (one run).  Rule i describes kind i. */
struct sarif_rule {
	const char *id;
	const char *text;       /* shortDescription */
	const char *help;       /* help text: what to do */
	const char *level;      /* defaultConfiguration level */
};
struct sarif_run {
	const char *tool;       /* tool.driver.name */
	const char *tree;       /* SRCROOT: an absolute path (a file:// uri), else only its description */
	const struct sarif_rule *rules;
	size_t nrules;
};
/* Writes the log of the findings V[0..N) in that order: 0, or -1 on a write
 * error. */
int sarif_write(FILE *f, const struct sarif_run *run, const struct finding *v, size_t n);

#endif
