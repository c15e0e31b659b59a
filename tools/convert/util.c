/* util.c — small helpers of kidpush-convert: messages, paths, and the text
 * the old Python driver gave JSON values (so that the output stays the same). */
#include "convert.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cv_quiet;

void say(const char *fmt, ...)
{
	if (cv_quiet) return;
	va_list ap;
	va_start(ap, fmt);
	kp_vreport("", fmt, ap);
	va_end(ap);
}

char *strip_slashes(const char *p)
{
	size_t n = strlen(p);
	while (n && p[n - 1] == '/') n--;
	return xstrndup(p, n);
}

const char *owner(const struct strlist *paths, const char *f)
{
	for (size_t i = 0; i < paths->n; i++)
		if (!strcmp(paths->v[i], ".") || path_inside(f, paths->v[i])) return paths->v[i];
	return NULL;
}

char *py_str(const json_t *v)
{
	if (!v || json_is_null(v)) return xstrdup("None");
	if (json_is_string(v)) return xstrdup(json_string_value(v));
	if (json_is_integer(v)) return xasprintf("%" JSON_INTEGER_FORMAT, json_integer_value(v));
	if (json_is_true(v)) return xstrdup("True");
	if (json_is_false(v)) return xstrdup("False");
	if (json_is_real(v)) return xasprintf("%.17g", json_real_value(v));
	char *s = json_dumps(v, JSON_COMPACT | JSON_ENSURE_ASCII);
	char *r = xstrdup(s ? s : "?");
	free(s);
	return r;
}

int py_true(const json_t *v)
{
	if (!v || json_is_null(v) || json_is_false(v)) return 0;
	if (json_is_integer(v)) return json_integer_value(v) != 0;
	if (json_is_real(v)) return json_real_value(v) != 0;
	if (json_is_string(v)) return json_string_length(v) != 0;
	if (json_is_array(v)) return json_array_size(v) != 0;
	if (json_is_object(v)) return json_object_size(v) != 0;
	return 1;
}

int py_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f); }
int id_start(unsigned char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
int id_char(unsigned char c) { return id_start(c) || (c >= '0' && c <= '9'); }

char *fold_space(const char *s)
{
	struct buf b = {0};
	buf_puts(&b, "");
	for (const char *p = s; *p;) {
		while (*p && py_space((unsigned char)*p)) p++;
		if (!*p) break;
		const char *q = p;
		while (*q && !py_space((unsigned char)*q)) q++;
		if (b.len) buf_puts(&b, " ");
		buf_add(&b, p, (size_t)(q - p));
		p = q;
	}
	return b.s;
}
