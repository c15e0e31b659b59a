/* kb-kedit.c — small checked edits of a Kconfig file (the series action
 * tools/actions/kconfig): remove an entry, unref a symbol, drop one
 * attribute line of an entry, untag a prompt.  An entry ends where the one
 * Kconfig reader ends it (kb_ends_entry, indented or not, outside help
 * text); help text is the lines indented at least as its first line (blank
 * lines within it too), as in kb-kindex.c. */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-buf.h"

#include <stdlib.h>
#include <string.h>

enum role { LINE, STARTS, HELP };

struct kedit {
	struct strlist lines;  /* the file's lines, without '\n' */
	enum role *role;
	char **ent;            /* the entry each line is in ("" none) */
	int *del;
};

/* S with its runs of blanks one space, no blank at either end (malloc'd) */
static char *norm(const char *s)
{
	struct buf b = { 0 };
	buf_add(&b, "", 1);
	b.len = 0;
	for (s += strspn(s, " \t"); *s;) {
		size_t n = strcspn(s, " \t");
		if (b.len)
			buf_add(&b, " ", 1);
		buf_add(&b, s, n);
		s += n;
		s += strspn(s, " \t");
	}
	buf_add(&b, "", 1);
	return b.s;
}

/* the second word of L when its first is config or menuconfig, else "" */
static char *entry_sym(const char *l)
{
	if (!kb_starts(l, "config") && !kb_starts(l, "menuconfig"))
		return xstrdup("");
	l += strspn(l, " \t");
	l += strcspn(l, " \t");
	l += strspn(l, " \t");
	return xstrndup(l, strcspn(l, " \t"));
}

/* each line's role and entry */
static void roles(struct kedit *k)
{
	size_t n = k->lines.n;
	k->role = xcalloc(n + 1, sizeof *k->role);
	k->ent = xcalloc(n + 1, sizeof *k->ent);
	k->del = xcalloc(n + 1, sizeof *k->del);
	int inhelp = 0;
	long hind = -1;
	char *cur = xstrdup("");
	for (size_t i = 0; i < n; i++) {
		const char *l = k->lines.v[i];
		if (inhelp) {
			int blank = !l[strspn(l, " \t")];
			if (!blank && hind < 0)
				hind = (long)kb_indent(l);
			if (blank || (hind > 0 && (long)kb_indent(l) >= hind)) {
				k->role[i] = HELP;
				k->ent[i] = xstrdup(cur);
				continue;
			}
			inhelp = 0;
		}
		if (kb_ends_entry(l)) {
			free(cur);
			cur = entry_sym(l);
			k->role[i] = STARTS;
		} else if (kb_starts(l, "help") || kb_starts(l, "---help---")) {
			k->role[i] = HELP;
			inhelp = 1, hind = -1;
		}
		k->ent[i] = xstrdup(cur);
	}
	free(cur);
}

/* remove: the `config SYM` entry; its `depends on X = n` X's into NOTE */
static int op_remove(struct kedit *k, const char *sym, struct buf *note)
{
	size_t i, n = k->lines.n;
	for (i = 0; i < n; i++) {
		if (k->role[i] != STARTS || strcmp(k->ent[i], sym))
			continue;
		char *t = norm(k->lines.v[i]);
		const char *w = strchr(t, ' ');
		int exact = w && !strcmp(w + 1, sym);
		free(t);
		if (exact)
			break;
	}
	if (i == n)
		return 0;
	k->del[i] = 1;
	for (size_t j = i + 1; j < n && k->role[j] != STARTS; j++) {
		k->del[j] = 1;
		char *t = norm(k->lines.v[j]), x[256];
		char rest[4];
		if (k->role[j] == LINE && sscanf(t, "depends on %255[A-Za-z0-9_] = %3s", x, rest) == 2 && !strcmp(rest, "n") &&
		    !strcmp(t + strlen("depends on ") + strlen(x), " = n"))
			buf_printf(note, "%s%s", note->len ? " " : "", x);
		free(t);
	}
	return 1;
}

/* unref, drop, untag: line by line, attributes only (no help text) */
static int op_lines(struct kedit *k, const char *op, const char *sym, const char *words)
{
	int hit = 0;
	char *dep = xasprintf("depends on %s", sym), *sel = xasprintf("select %s", sym);
	char *depw = xasprintf("depends on %s", words), *tag = xasprintf(" (%s)", words);
	for (size_t i = 0; i < k->lines.n; i++) {
		if (k->role[i] != LINE)
			continue;
		char *l = k->lines.v[i], *t = norm(l);
		int mine = !strcmp(k->ent[i], sym);
		if (!strcmp(op, "unref") && (!strcmp(t, dep) || !strcmp(t, sel)))
			k->del[i] = 1, hit++;
		if (!strcmp(op, "drop") && mine && !strcmp(t, words))
			k->del[i] = 1, hit++;
		if (!strcmp(op, "untag") && mine) {
			if (!strcmp(t, depw))
				k->del[i] = 1, hit++;
			char *p = strstr(l, tag);
			static const char *const pw[] = { "bool", "tristate", "prompt", "string", "int", "hex" };
			const char *q = l + strspn(l, " \t");
			size_t n = strcspn(q, " \t"), w = 0;
			while (w < 6 && (strlen(pw[w]) != n || strncmp(q, pw[w], n)))
				w++;
			if (p && w < 6 && q[n] && q[n + strspn(q + n, " \t")] == '"' && strchr(" \t", q[n])) {
				memmove(p, p + strlen(tag), strlen(p + strlen(tag)) + 1);
				hit++;
			}
		}
		free(t);
	}
	free(dep), free(sel), free(depw), free(tag);
	return hit;
}

/* a blank line left right after deleted lines, inside the same entry, goes */
static void blank_after(struct kedit *k)
{
	size_t n = k->lines.n;
	for (size_t i = 1; i < n; i++) {
		const char *l = k->lines.v[i];
		if (k->del[i] || l[strspn(l, " \t")] || !k->del[i - 1])
			continue;
		size_t j = i + 1;
		while (j < n && !k->lines.v[j][strspn(k->lines.v[j], " \t")])
			j++;
		if (j < n && k->role[j] != STARTS && !strcmp(k->ent[j], k->ent[i]))
			k->del[i] = 1;
	}
}

int kb_kconfig_edit(const char *text, const char *op, const char *sym, const char *words, struct buf *out,
		    struct buf *note)
{
	struct kedit k = { { 0 }, NULL, NULL, NULL };
	for (const char *l = text; *l;) {
		const char *nl = strchr(l, '\n');
		sl_push(&k.lines, nl ? xstrndup(l, (size_t)(nl - l)) : xstrdup(l));
		l = nl ? nl + 1 : l + strlen(l);
	}
	roles(&k);
	int hit;
	if (!strcmp(op, "remove")) {
		hit = op_remove(&k, sym, note);
	} else {
		hit = op_lines(&k, op, sym, words ? words : "");
		blank_after(&k);
	}
	for (size_t i = 0; hit && i < k.lines.n; i++)
		if (!k.del[i])
			buf_printf(out, "%s\n", k.lines.v[i]);
	for (size_t i = 0; i < k.lines.n; i++)
		free(k.ent[i]);
	free(k.ent), free(k.role), free(k.del);
	sl_free(&k.lines);
	return hit > 0;
}
