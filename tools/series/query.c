/* query.c — see query.h. */
#include "query.h"
#include <ctype.h>
#include <string.h>

char *query_from_parse_output(const char *out)
{
	const char *p = strstr(out, "\nGrep query\n");
	if (!p) return NULL;
	p += strlen("\nGrep query\n");
	struct buf q = {0};
	/* The query may span lines; it ends at an empty line or at a line that
	 * does not look like a query (spatch prints other sections after it). */
	while (*p) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		if (n == 0) break;
		int ok = 1;
		for (size_t i = 0; i < n; i++) {
			char c = p[i];
			if (!(isalnum((unsigned char)c) || c == '_' || c == ' ' || c == '|' ||
			      c == '&' || c == '(' || c == ')'))
				ok = 0;
		}
		if (!ok) break;
		if (q.len) buf_puts(&q, " ");
		buf_add(&q, p, n);
		if (!e) break;
		p = e + 1;
	}
	if (!q.len) { buf_free(&q); return NULL; }
	return q.s;
}

static int is_word(char c) { return isalnum((unsigned char)c) || c == '_'; }

static int has_word(const char *content, const char *w, size_t n)
{
	for (const char *s = content; (s = strchr(s, w[0])); s++)
		if (strncmp(s, w, n) == 0 && (s == content || !is_word(s[-1])) && !is_word(s[n]))
			return 1;
	return 0;
}

struct parser { const char *s; const char *content; int err; };

static int parse_or(struct parser *p);

static void skip_ws(struct parser *p) { while (*p->s == ' ') p->s++; }

static int parse_atom(struct parser *p)
{
	skip_ws(p);
	if (*p->s == '(') {
		p->s++;
		int v = parse_or(p);
		skip_ws(p);
		if (*p->s != ')') { p->err = 1; return 1; }
		p->s++;
		return v;
	}
	const char *b = p->s;
	while (is_word(*p->s)) p->s++;
	if (p->s == b) { p->err = 1; return 1; }
	return has_word(p->content, b, (size_t)(p->s - b));
}

static int parse_and(struct parser *p)
{
	int v = parse_atom(p);
	for (;;) {
		skip_ws(p);
		if (strncmp(p->s, "&&", 2) != 0) return v;
		p->s += 2;
		int r = parse_atom(p);
		v = v && r;
	}
}

static int parse_or(struct parser *p)
{
	int v = parse_and(p);
	for (;;) {
		skip_ws(p);
		if (strncmp(p->s, "||", 2) != 0) return v;
		p->s += 2;
		int r = parse_and(p);
		v = v || r;
	}
}

int query_match(const char *query, const char *content)
{
	if (!query || !*query) return 1;
	struct parser p = { query, content, 0 };
	int v = parse_or(&p);
	skip_ws(&p);
	if (p.err || *p.s) return 1;
	return v;
}
