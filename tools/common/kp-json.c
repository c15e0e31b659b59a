/* kp-json.c — see kp-json.h. */
#include "kp-json.h"

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

void json_str_body(FILE *f, const char *s)
{
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
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
