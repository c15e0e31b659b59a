/* kp-path.c — lexical "." / ".." resolution of an absolute path (shared by checks/ and tools/audit/). */
#include "kp-path.h"

#include <stdlib.h>
#include <string.h>

char *path_clean_abs(const char *abs)
{
	char *out = malloc(strlen(abs) + 2);
	if (!out)
		abort();
	size_t o = 0;
	const char *s = abs;
	while (*s) {
		while (*s == '/')
			s++;
		if (!*s)
			break;
		const char *e = strchr(s, '/');
		size_t len = e ? (size_t)(e - s) : strlen(s);
		if (len == 1 && s[0] == '.') {
			/* skip */
		} else if (len == 2 && s[0] == '.' && s[1] == '.') {
			while (o > 0 && out[o - 1] != '/')
				o--;
			if (o > 0)
				o--;
		} else {
			out[o++] = '/';
			memcpy(out + o, s, len);
			o += len;
		}
		s += len;
	}
	if (o == 0)
		out[o++] = '/';
	out[o] = '\0';
	return out;
}
