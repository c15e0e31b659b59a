/* rawinit.c — a root or sentinel site that is the initializer of a
 * declaration the plan keeps raw (`uid_t uid = 0, iuid = 0;` with no retype
 * of uid): 03-root/04-sentinel would give a raw local a kernel id
 * (GLOBAL_ROOT_UID), a type error the strict gate reports and a plain build
 * hides.  Known from the text before the site on its line: "= " after the
 * declarator's name, the name after a type word (or after "," in a line
 * that starts with "TYPE NAME"), no kernel id type before it on the line,
 * and the plan: no retype entry of that name in the site's function (one
 * of a shared declaration does not count: 10-split leaves a declarator
 * with an initializer as it is, so the uid above stays uid_t even when
 * planned).  The filter (plan.c) lists such a site instead. */
#include "convert.h"
#include <stdlib.h>
#include <string.h>

/* line LINE (1-based) of TREE/FILE, the last file read kept */
static char *line_at(const char *tree, const char *file, long line)
{
	static char *name, *text;
	if (!name || strcmp(name, file)) {
		free(name); free(text);
		char *p = path_join(tree, file);
		text = read_text(p, NULL);
		name = xstrdup(file);
		free(p);
	}
	const char *s = text;
	for (long l = 1; s && l < line; l++) if ((s = strchr(s, '\n'))) s++;
	return s ? xstrndup(s, strcspn(s, "\n")) : NULL;
}

static int blank(char c) { return c == ' ' || c == '\t'; }

/* the identifier ending at P (exclusive) in LINE: its start, or NULL */
static const char *word_before(const char *line, const char *p)
{
	const char *b = p;
	while (b > line && id_char((unsigned char)b[-1])) b--;
	return b < p && id_start((unsigned char)*b) ? b : NULL;
}

/* the line starts with two identifiers, "TYPE NAME" (a declaration) */
static int starts_declaration(const char *line)
{
	const char *p = line;
	while (blank(*p)) p++;
	for (int w = 0; w < 2; w++) {
		if (!id_start((unsigned char)*p)) return 0;
		const char *s = p;
		while (id_char((unsigned char)*p)) p++;
		if (w == 0 && (!strncmp(s, "return", 6) || !strncmp(s, "else", 4))) return 0;
		while (blank(*p) || *p == '*') p++;
	}
	return 1;
}

/* PLAN retypes NAME, a local or parameter of FUNCTION in FILE or a global
 * of that name; not a declarator of a shared declaration, which
 * the rules leave alone when it has an initializer (10-split) */
static int retyped(const json_t *plan, const char *file, const char *function, const char *name)
{
	size_t i;
	json_t *r;
	json_array_foreach(json_object_get(plan, "retype"), i, r) {
		const char *n = str_of(r, "name"), *sc = str_of(r, "scope"), *f = str_of(r, "file");
		if (!n || strcmp(n, name) || json_is_true(json_object_get(r, "shared_type"))) continue;
		const char *ent = str_of(r, "entity");
		if (ent && !strcmp(ent, "global")) return 1;
		int local = ent && (!strcmp(ent, "local") || !strcmp(ent, "param"));
		if (local && f && !strcmp(f, file) && (!function || !*function || !sc || !strcmp(sc, function))) return 1;
	}
	return 0;
}

char *raw_initializer(const json_t *plan, const json_t *site, const char *tree)
{
	const char *file = str_of(site, "file");
	const json_t *lv = json_object_get(site, "line"), *cv = json_object_get(site, "col");
	if (!file || !json_is_integer(lv) || !json_is_integer(cv)) return NULL;
	char *line = line_at(tree, file, (long)json_integer_value(lv)), *name = NULL;
	long col = (long)json_integer_value(cv);
	if (!line || col < 1 || (size_t)col > strlen(line) + 1) { free(line); return NULL; }
	const char *p = line + col - 1;
	while (p > line && blank(p[-1])) p--;
	if (p > line && p[-1] == '=' && (p - 1 == line || !strchr("=!<>+-*/%&|^", p[-2]))) {
		const char *e = p - 1;
		while (e > line && blank(e[-1])) e--;
		const char *n = word_before(line, e), *b = n;
		while (b && b > line && (blank(b[-1]) || b[-1] == '*')) b--;
		int decl = b && b > line && (id_char((unsigned char)b[-1]) ? word_before(line, b) != NULL
									: b[-1] == ',' && starts_declaration(line));
		if (decl && b[-1] != ',') {
			const char *t = word_before(line, b);
			decl = t && strncmp(t, "return", 6);
		}
		/* a declaration of a kernel id type is none the plan keeps raw */
		static const char *const kt[] = { "kuid_t", "kgid_t", "kprojid_t", "kqid" };
		for (int k = 0; decl && k < 4; k++)
			for (const char *q = strstr(line, kt[k]); q && q < n && decl; q = strstr(q + 1, kt[k]))
				decl = (q > line && id_char((unsigned char)q[-1])) || id_char((unsigned char)q[strlen(kt[k])]);
		if (decl) name = xstrndup(n, (size_t)(e - n));
	}
	if (name && retyped(plan, file, str_of(site, "function"), name)) { free(name); name = NULL; }
	free(line);
	return name;
}
