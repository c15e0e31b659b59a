/* kp-shell.c — POSIX shell words (kp-shell.h). */
#include "kp-shell.h"

#include "kp-alloc.h"

#include <stdlib.h>
#include <string.h>

static int blank(char c, int cmds) { return c == ' ' || c == '\t' || (!cmds && c == '\n'); }

static int ends_command(char c) { return c == ';' || c == '&' || c == '|' || c == '\n'; }

/* copies the quoted part starting at *P into W at *N; 0, or -1 unterminated */
static int quoted(const char **pp, char *w, size_t *n)
{
	const char *p = *pp;
	if (*p == '\'') {
		const char *e = strchr(p + 1, '\'');
		if (!e)
			return -1;
		memcpy(w + *n, p + 1, (size_t)(e - p - 1));
		*n += (size_t)(e - p - 1);
		*pp = e;
		return 0;
	}
	for (p++; *p && *p != '"'; p++) {
		if (*p == '\\' && (p[1] == '"' || p[1] == '\\' || p[1] == '$' || p[1] == '`'))
			p++;
		w[(*n)++] = *p;
	}
	*pp = p;
	return *p ? 0 : -1;
}

int shell_words(const char *s, int cmds, struct strlist *out, const char **next)
{
	char *w = xmalloc(strlen(s) + 1);
	size_t n = 0;
	int inword = 0, rc = 0;
	const char *p;
	for (p = s; *p; p++) {
		if (blank(*p, cmds) || (cmds && ends_command(*p))) {
			if (inword) {
				w[n] = 0;
				sl_pushs(out, w);
				n = 0;
				inword = 0;
			}
			if (blank(*p, cmds))
				continue;
			while (ends_command(p[1]))
				p++;
			break;
		}
		inword = 1;
		if (*p == '\'' || *p == '"') {
			if (quoted(&p, w, &n) != 0) {
				rc = -1;
				break;
			}
		} else if (*p == '\\' && p[1]) {
			w[n++] = *++p;
		} else {
			w[n++] = *p;
		}
	}
	if (rc == 0 && inword) {
		w[n] = 0;
		sl_pushs(out, w);
	}
	if (next)
		*next = rc == 0 && *p && p[1] ? p + 1 : NULL;
	free(w);
	return rc;
}
