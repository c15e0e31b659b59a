/* kb-kconfig.c — the UIDGID_CONVERTED entry of init/Kconfig (Linux 3.5 - 3.13):
 * its `depends on X = n` lines are the blockers, the code not yet converted to
 * kuid_t/kgid_t.  As Kconfig's own parser sees the entry (scripts/kconfig
 * zconf.y): it ends at the first line that starts another one (config,
 * menuconfig, choice, endchoice, comment, menu, endmenu, if, endif, source,
 * mainmenu), indented or not; comments and help text are no part of it. */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-buf.h"

#include <stdio.h>

#include <stdlib.h>
#include <string.h>

static int blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

static int word_char(unsigned char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
}

/* the line's first word is W */
int kb_starts(const char *l, const char *w)
{
	while (blank(*l))
		l++;
	size_t n = strlen(w);
	return !strncmp(l, w, n) && !word_char((unsigned char)l[n]) && l[n] != '-';
}

/* the line is `config NAME` */
static int is_config(const char *l, const char *name)
{
	if (!kb_starts(l, "config"))
		return 0;
	l = strstr(l, "config") + 6;
	while (blank(*l))
		l++;
	size_t n = strlen(name);
	return !strncmp(l, name, n) && !word_char((unsigned char)l[n]);
}

size_t kb_indent(const char *l)
{
	size_t n = 0;
	for (; blank(*l); l++)
		n = *l == '\t' ? n - n % 8 + 8 : n + 1;
	return n;
}

/* the lines of the entry: calls F on each `depends on` expression (without
 * its comment), with the line's bounds */
static void each_depends(const char *text, void (*f)(void *, const char *, const char *, const char *), void *data)
{
	const char *l = text, *in = NULL;
	for (; l && *l && !in; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		if (is_config(l, "UIDGID_CONVERTED"))
			in = l;
	if (!in)
		return;
	size_t help = 0; /* in help text: the help line's indent + 1 */
	for (l = strchr(in, '\n'); l && *++l; l = strchr(l, '\n')) {
		const char *e = strchr(l, '\n') ? strchr(l, '\n') : l + strlen(l);
		const char *p = l;
		while (blank(*p))
			p++;
		if (help && (p == e || kb_indent(l) >= help))
			continue;
		help = 0;
		if (kb_ends_entry(l))
			return;
		if (kb_starts(l, "help") || kb_starts(l, "---help---")) {
			help = kb_indent(l) + 1;
		} else if (kb_starts(l, "depends")) {
			p += 7;
			while (blank(*p))
				p++;
			if (!strncmp(p, "on", 2) && blank(p[2])) {
				p += 2;
				while (blank(*p))
					p++;
				const char *q = memchr(p, '#', (size_t)(e - p)) ? memchr(p, '#', (size_t)(e - p)) : e;
				while (q > p && blank(q[-1]))
					q--;
				char *x = xstrndup(p, (size_t)(q - p));
				f(data, x, l, e);
				free(x);
			}
		}
		if (!*e)
			return;
	}
}

/* X of an expression `X = n` (NULL otherwise) */
static char *blocker_of(const char *x)
{
	const char *e = x;
	while (word_char((unsigned char)*e))
		e++;
	const char *p = e;
	while (blank(*p))
		p++;
	if (e == x || *p != '=')
		return NULL;
	for (p++; blank(*p); p++)
		;
	if (*p != 'n')
		return NULL;
	for (p++; blank(*p); p++)
		;
	return *p ? NULL : xstrndup(x, (size_t)(e - x));
}

static void add_blocker(void *data, const char *x, const char *l, const char *e)
{
	(void)l, (void)e;
	char *b = blocker_of(x);
	if (b)
		sl_push(data, b);
}

static void add_why(void *data, const char *x, const char *l, const char *e)
{
	(void)l, (void)e;
	char *b = blocker_of(x);
	if (b)
		sl_pushf(data, "=n\t%s", b);
	else
		sl_pushf(data, "?\t%s", x);
	free(b);
}

void kb_uidgid_why(const char *text, struct strlist *out) { each_depends(text, add_why, out); }

void kb_uidgid_blockers(const char *text, struct strlist *out) { each_depends(text, add_blocker, out); }

struct drop {
	const struct strlist *syms;
	struct strlist lines; /* "start end" offsets of the lines to drop */
	const char *text;
};

static void mark_drop(void *data, const char *x, const char *l, const char *e)
{
	struct drop *d = data;
	char *b = blocker_of(x);
	if (b && sl_contains(d->syms, b))
		sl_pushf(&d->lines, "%zu %zu", (size_t)(l - d->text), (size_t)(e - d->text) + (*e == '\n'));
	free(b);
}

char *kb_uidgid_drop(const char *text, const struct strlist *syms)
{
	struct drop d = { syms, { 0 }, text };
	each_depends(text, mark_drop, &d);
	struct buf out = { 0 };
	size_t at = 0;
	for (size_t i = 0; i < d.lines.n; i++) {
		size_t s, e;
		if (sscanf(d.lines.v[i], "%zu %zu", &s, &e) != 2)
			continue;
		buf_add(&out, text + at, s - at);
		at = e;
	}
	buf_add(&out, text + at, strlen(text + at) + 1);
	sl_free(&d.lines);
	return out.s;
}
