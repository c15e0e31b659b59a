/* shellwords.c — split a POSIX shell command line (as in kbuild .cmd files) into words. */
#include "flags.h"

#include <stdlib.h>
#include <string.h>

int shell_split(const char *s, struct strlist *out)
{
	size_t cap = strlen(s) + 1;
	char *w = xmalloc(cap);
	size_t n = 0;
	int inword = 0;
	for (const char *p = s; *p; p++) {
		if (*p == ' ' || *p == '\t' || *p == '\n') {
			if (inword) {
				w[n] = 0;
				sl_pushs(out, w);
				n = 0;
				inword = 0;
			}
			continue;
		}
		inword = 1;
		if (*p == '\'') {
			const char *e = strchr(p + 1, '\'');
			if (!e)
				goto bad;
			memcpy(w + n, p + 1, (size_t)(e - p - 1));
			n += (size_t)(e - p - 1);
			p = e;
		} else if (*p == '"') {
			for (p++; *p && *p != '"'; p++) {
				if (*p == '\\' && (p[1] == '"' || p[1] == '\\' || p[1] == '$' || p[1] == '`'))
					p++;
				w[n++] = *p;
			}
			if (!*p)
				goto bad;
		} else if (*p == '\\' && p[1]) {
			w[n++] = *++p;
		} else {
			w[n++] = *p;
		}
	}
	if (inword) {
		w[n] = 0;
		sl_pushs(out, w);
	}
	free(w);
	return 0;
bad:
	free(w);
	return -1;
}
