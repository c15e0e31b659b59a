/* gate-baseline.c: --baseline FILE, a previous JSON report.
 *
 * A small strict JSON reader takes the "problems" array of the old report.
 * A current ID problem is old when the baseline holds an unused entry with
 * the same file, function and message (line numbers move when code above
 * changes, so they are not compared); every other ID problem is new.
 */
#include "gate-diag.h"
#include <stdlib.h>
#include <string.h>

struct jp {
	const char *s, *end;
	const char *err;
};

static void ws(struct jp *p)
{
	while (p->s < p->end && (*p->s == ' ' || *p->s == '\n' ||
				 *p->s == '\t' || *p->s == '\r'))
		p->s++;
}

static int fail(struct jp *p, const char *msg)
{
	if (!p->err)
		p->err = msg;
	return -1;
}

static void put_utf8(char *o, size_t *n, unsigned cp)
{
	if (cp < 0x80) {
		o[(*n)++] = (char)cp;
	} else if (cp < 0x800) {
		o[(*n)++] = (char)(0xc0 | (cp >> 6));
		o[(*n)++] = (char)(0x80 | (cp & 0x3f));
	} else {
		o[(*n)++] = (char)(0xe0 | (cp >> 12));
		o[(*n)++] = (char)(0x80 | ((cp >> 6) & 0x3f));
		o[(*n)++] = (char)(0x80 | (cp & 0x3f));
	}
}

/* Parse a string; *out gets a malloc'd copy (if out != NULL). */
static int str(struct jp *p, char **out)
{
	if (p->s >= p->end || *p->s != '"')
		return fail(p, "string expected");
	p->s++;
	char *o = xmalloc((size_t)(p->end - p->s) + 1);
	size_t n = 0;
	while (p->s < p->end && *p->s != '"') {
		char c = *p->s++;
		if ((unsigned char)c < 0x20) {
			free(o);
			return fail(p, "control character in string");
		}
		if (c != '\\') {
			o[n++] = c;
			continue;
		}
		if (p->s >= p->end)
			break;
		c = *p->s++;
		switch (c) {
		case 'n': o[n++] = '\n'; break;
		case 't': o[n++] = '\t'; break;
		case 'r': o[n++] = '\r'; break;
		case 'b': o[n++] = '\b'; break;
		case 'f': o[n++] = '\f'; break;
		case '"': case '\\': case '/': o[n++] = c; break;
		case 'u': {
			unsigned cp = 0;
			for (int i = 0; i < 4; i++) {
				if (p->s >= p->end) {
					free(o);
					return fail(p, "bad \\u escape");
				}
				char h = *p->s++;
				cp <<= 4;
				if (h >= '0' && h <= '9') cp |= (unsigned)(h - '0');
				else if (h >= 'a' && h <= 'f') cp |= (unsigned)(h - 'a' + 10);
				else if (h >= 'A' && h <= 'F') cp |= (unsigned)(h - 'A' + 10);
				else {
					free(o);
					return fail(p, "bad \\u escape");
				}
			}
			put_utf8(o, &n, cp);
			break;
		}
		default:
			free(o);
			return fail(p, "bad escape");
		}
	}
	if (p->s >= p->end) {
		free(o);
		return fail(p, "unterminated string");
	}
	p->s++;
	o[n] = '\0';
	if (out)
		*out = o;
	else
		free(o);
	return 0;
}

static int value(struct jp *p, int depth);

static int lit(struct jp *p, const char *w)
{
	size_t n = strlen(w);
	if ((size_t)(p->end - p->s) < n || strncmp(p->s, w, n) != 0)
		return fail(p, "unexpected token");
	p->s += n;
	return 0;
}

static int number(struct jp *p)
{
	const char *b = p->s;
	if (p->s < p->end && *p->s == '-')
		p->s++;
	while (p->s < p->end && ((*p->s >= '0' && *p->s <= '9') || *p->s == '.' ||
				 *p->s == 'e' || *p->s == 'E' || *p->s == '+' ||
				 *p->s == '-'))
		p->s++;
	return p->s > b ? 0 : fail(p, "unexpected token");
}

/* Objects and arrays; k collects file/function/message of a problem. */
static int object(struct jp *p, int depth, struct base_key *k)
{
	p->s++;	/* '{' */
	ws(p);
	if (p->s < p->end && *p->s == '}') {
		p->s++;
		return 0;
	}
	for (;;) {
		char *key = NULL;
		ws(p);
		if (str(p, &key) != 0)
			return -1;
		ws(p);
		if (p->s >= p->end || *p->s != ':') {
			free(key);
			return fail(p, "':' expected");
		}
		p->s++;
		ws(p);
		char **slot = NULL;
		if (k && p->s < p->end && *p->s == '"') {
			if (strcmp(key, "file") == 0) slot = &k->file;
			else if (strcmp(key, "function") == 0) slot = &k->func;
			else if (strcmp(key, "message") == 0) slot = &k->msg;
		}
		free(key);
		if (slot) {
			free(*slot);
			*slot = NULL;
			if (str(p, slot) != 0)
				return -1;
		} else if (value(p, depth + 1) != 0) {
			return -1;
		}
		ws(p);
		if (p->s < p->end && *p->s == ',') {
			p->s++;
			continue;
		}
		if (p->s < p->end && *p->s == '}') {
			p->s++;
			return 0;
		}
		return fail(p, "',' or '}' expected");
	}
}

static int array(struct jp *p, int depth, struct baseline *collect)
{
	p->s++;	/* '[' */
	ws(p);
	if (p->s < p->end && *p->s == ']') {
		p->s++;
		return 0;
	}
	for (;;) {
		ws(p);
		if (collect && p->s < p->end && *p->s == '{') {
			struct base_key k = { NULL, NULL, NULL, 0 };
			if (object(p, depth + 1, &k) != 0) {
				free(k.file); free(k.func); free(k.msg);
				return -1;
			}
			if (!k.file || !k.msg) {
				free(k.file); free(k.func); free(k.msg);
				return fail(p, "problem without file or message");
			}
			if (collect->n == collect->cap) {
				collect->cap = collect->cap ? collect->cap * 2 : 32;
				struct base_key *v = realloc(collect->v,
					collect->cap * sizeof(*v));
				if (!v) {
					fputs("kidpush-gate-report: out of memory\n", stderr);
					exit(2);
				}
				collect->v = v;
			}
			collect->v[collect->n++] = k;
		} else if (value(p, depth + 1) != 0) {
			return -1;
		}
		ws(p);
		if (p->s < p->end && *p->s == ',') {
			p->s++;
			continue;
		}
		if (p->s < p->end && *p->s == ']') {
			p->s++;
			return 0;
		}
		return fail(p, "',' or ']' expected");
	}
}

static int value(struct jp *p, int depth)
{
	if (depth > 64)
		return fail(p, "nested too deeply");
	ws(p);
	if (p->s >= p->end)
		return fail(p, "unexpected end of input");
	switch (*p->s) {
	case '{': return object(p, depth, NULL);
	case '[': return array(p, depth, NULL);
	case '"': return str(p, NULL);
	case 't': return lit(p, "true");
	case 'f': return lit(p, "false");
	case 'n': return lit(p, "null");
	default: return number(p);
	}
}

/* Top level: an object whose "problems" member is collected. */
static int top(struct jp *p, struct baseline *b)
{
	ws(p);
	if (p->s >= p->end || *p->s != '{')
		return fail(p, "not a kidpush-gate JSON report (object expected)");
	p->s++;
	int found = 0;
	ws(p);
	if (p->s < p->end && *p->s == '}')
		return fail(p, "no \"problems\" array");
	for (;;) {
		char *key = NULL;
		ws(p);
		if (str(p, &key) != 0)
			return -1;
		ws(p);
		if (p->s >= p->end || *p->s != ':') {
			free(key);
			return fail(p, "':' expected");
		}
		p->s++;
		ws(p);
		int is_problems = strcmp(key, "problems") == 0;
		free(key);
		if (is_problems) {
			if (p->s >= p->end || *p->s != '[')
				return fail(p, "\"problems\" is not an array");
			if (array(p, 1, b) != 0)
				return -1;
			found = 1;
		} else if (value(p, 1) != 0) {
			return -1;
		}
		ws(p);
		if (p->s < p->end && *p->s == ',') {
			p->s++;
			continue;
		}
		if (p->s < p->end && *p->s == '}') {
			p->s++;
			break;
		}
		return fail(p, "',' or '}' expected");
	}
	ws(p);
	if (p->s != p->end)
		return fail(p, "trailing data after the report");
	return found ? 0 : fail(p, "no \"problems\" array");
}

int baseline_load(const char *path, struct baseline *b, char *err,
		  size_t errlen)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(err, errlen, "cannot open %s", path);
		return -1;
	}
	size_t cap = 65536, n = 0;
	char *buf = xmalloc(cap);
	size_t r;
	while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n == cap) {
			cap *= 2;
			char *nb = realloc(buf, cap);
			if (!nb) {
				fputs("kidpush-gate-report: out of memory\n", stderr);
				exit(2);
			}
			buf = nb;
		}
	}
	int bad = ferror(f);
	fclose(f);
	if (bad) {
		free(buf);
		snprintf(err, errlen, "cannot read %s", path);
		return -1;
	}
	struct jp p = { buf, buf + n, NULL };
	int rc = top(&p, b);
	if (rc != 0)
		snprintf(err, errlen, "%s: %s (at byte %ld)", path, p.err,
			 (long)(p.s - buf));
	free(buf);
	return rc;
}

static int eq(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	return strcmp(a, b) == 0;
}

void baseline_apply(struct baseline *b, struct diags *d)
{
	for (size_t i = 0; i < d->n; i++) {
		struct diag *x = &d->v[i];
		x->is_new = 1;
		if (x->cls != CLASS_ID)
			continue;
		for (size_t j = 0; j < b->n; j++) {
			struct base_key *k = &b->v[j];
			if (!k->used && eq(k->file, x->file) &&
			    eq(k->func, x->func) && eq(k->msg, x->msg)) {
				k->used = 1;
				x->is_new = 0;
				break;
			}
		}
	}
}

void baseline_free(struct baseline *b)
{
	for (size_t i = 0; i < b->n; i++) {
		free(b->v[i].file);
		free(b->v[i].func);
		free(b->v[i].msg);
	}
	free(b->v);
	b->v = NULL;
	b->n = b->cap = 0;
}
