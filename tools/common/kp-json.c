/* kp-json.c — see kp-json.h. */
#include "kp-json.h"
#include "kp-alloc.h"
#include <string.h>

void json_str(FILE *f, const char *s)
{
	if (!s) {
		fputs("null", f);
		return;
	}
	fputc('"', f);
	json_str_body(f, s);
	fputc('"', f);
}

/* The length of the well-formed UTF-8 sequence at P (RFC 3629: no
 * overlong forms, no surrogates, at most U+10FFFF), or 0. */
static size_t utf8_seq(const unsigned char *p)
{
	if (p[0] < 0x80) return 1;
	size_t n = p[0] >= 0xc2 && p[0] <= 0xdf ? 2 : p[0] >= 0xe0 && p[0] <= 0xef ? 3 :
		   p[0] >= 0xf0 && p[0] <= 0xf4 ? 4 : 0;
	for (size_t i = 1; i < n; i++)
		if ((p[i] & 0xc0) != 0x80) return 0;
	if ((p[0] == 0xe0 && p[1] < 0xa0) || (p[0] == 0xed && p[1] > 0x9f) ||
	    (p[0] == 0xf0 && p[1] < 0x90) || (p[0] == 0xf4 && p[1] > 0x8f))
		return 0;
	return n;
}

char *json_text(const char *s)
{
	size_t n = strlen(s);
	char *o = xmalloc(2 * n + 1), *q = o;
	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		size_t k = utf8_seq(p);
		if (k) {
			memcpy(q, p, k);
			q += k;
			p += k;
		} else {   /* U+0080..U+00FF in UTF-8 */
			*q++ = (char)(0xc0 | (*p >> 6));
			*q++ = (char)(0x80 | (*p & 0x3f));
			p++;
		}
	}
	*q = 0;
	return o;
}

void json_str_body(FILE *f, const char *s)
{
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p >= 0x80) {
			size_t k = utf8_seq(p);
			if (k) {
				fwrite(p, 1, k, f);
				p += k - 1;
			} else {
				fprintf(f, "\\u%04x", *p);   /* a byte that is not UTF-8: U+00XX */
			}
			continue;
		}
		switch (*p) {
		case '"': fputs("\\\"", f); break;
		case '\\': fputs("\\\\", f); break;
		case '\n': fputs("\\n", f); break;
		case '\r': fputs("\\r", f); break;
		case '\t': fputs("\\t", f); break;
		default:
			if (*p < 0x20)
				fprintf(f, "\\u%04x", *p);
			else
				fputc(*p, f);
		}
	}
}

void json_field(FILE *f, const char *prefix, const char *key, const char *s)
{
	fprintf(f, "%s\"%s\": ", prefix, key);
	json_str(f, s);
}
