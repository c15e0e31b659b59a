/* gate-func.c: name of the function around FILE:LINE, kernel style.
 *
 * A function body opens with '{' in column 0 and closes with '}' in
 * column 0.  The name is the identifier before the first '(' of the
 * declarator lines above the opening brace.  Files are read once.
 */
#include "gate-diag.h"
#include <stdlib.h>
#include <string.h>

struct srcfile {
	char *path;
	char **lines;
	int n;
	struct srcfile *next;
};

static struct srcfile *cache;

static struct srcfile *load(const char *path)
{
	for (struct srcfile *s = cache; s; s = s->next)
		if (strcmp(s->path, path) == 0)
			return s;
	struct srcfile *s = xmalloc(sizeof(*s));
	s->path = xstrdup(path);
	s->lines = NULL;
	s->n = 0;
	s->next = cache;
	cache = s;
	FILE *f = fopen(path, "r");
	if (!f)
		return s;
	char *buf = NULL;
	size_t cap = 0, lcap = 0;
	while (getline(&buf, &cap, f) >= 0) {
		ALLOC_GROW(s->lines, (size_t)s->n + 1, lcap);
		s->lines[s->n++] = xstrdup(buf);
	}
	free(buf);
	fclose(f);
	return s;
}

void func_cache_free(void)
{
	while (cache) {
		struct srcfile *s = cache;
		cache = s->next;
		for (int i = 0; i < s->n; i++)
			free(s->lines[i]);
		free(s->lines);
		free(s->path);
		free(s);
	}
}

static int is_ident(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

/* Identifier right before the first '(' in text, or NULL. */
static char *name_before_paren(const char *text)
{
	const char *p = strchr(text, '(');
	if (!p)
		return NULL;
	const char *e = p;
	while (e > text && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n'))
		e--;
	const char *b = e;
	while (b > text && is_ident((unsigned char)b[-1]))
		b--;
	if (b == e || (*b >= '0' && *b <= '9'))
		return NULL;
	return xstrndup(b, (size_t)(e - b));
}

char *func_at(const char *root, const char *file, int line)
{
	char *path;
	if (file[0] == '/' || !root) {
		path = xstrdup(file);
	} else {
		size_t n = strlen(root) + strlen(file) + 2;
		path = xmalloc(n);
		snprintf(path, n, "%s/%s", root, file);
	}
	struct srcfile *s = load(path);
	free(path);
	if (line < 1 || line > s->n)
		return NULL;
	int open = -1;
	for (int i = line - 1; i >= 0; i--) {
		if (s->lines[i][0] == '{') {
			open = i;
			break;
		}
		if (s->lines[i][0] == '}' && i != line - 1)
			return NULL;
	}
	if (open < 1)
		return NULL;
	/* Declarator: lines above the brace up to a blank line, a
	 * preprocessor line, or the end of the previous statement. */
	int start = open;
	while (start > 0) {
		const char *l = s->lines[start - 1];
		size_t n = strlen(l);
		while (n && (l[n - 1] == '\n' || l[n - 1] == ' ' || l[n - 1] == '\t'))
			n--;
		const char *t = l;
		while (*t == ' ' || *t == '\t')
			t++;
		if (n == 0 || l[0] == '#' || l[n - 1] == ';' || l[n - 1] == '}' ||
		    t[0] == '*' || (t[0] == '/' && (t[1] == '*' || t[1] == '/')))
			break;
		start--;
		if (open - start > 12)
			break;
	}
	size_t total = 1;
	for (int i = start; i < open; i++)
		total += strlen(s->lines[i]);
	char *text = xmalloc(total);
	text[0] = '\0';
	for (int i = start; i < open; i++)
		strcat(text, s->lines[i]);
	char *name = name_before_paren(text);
	free(text);
	return name;
}
