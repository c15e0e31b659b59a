/* ns_fstype.c — can the filesystem of a unit be mounted by a user namespace?
 * Only then can sb->s_user_ns be other than &init_user_ns (4.8+), and a mapping
 * through &init_user_ns where the filesystem's namespace is called for differ
 * from it.  The evidence is the type's own flag: a .c or .h file beside the
 * unit's main file that says FS_USERNS_MOUNT.  Cached per directory and thread.
 * Also whether a file beside it compares a user namespace (ns_trip.c). */
#include "ns.h"

#include <stdlib.h>
#include <string.h>

static _Thread_local struct strlist yes, no, cmp_yes, cmp_no;


/* FS_USERNS_MOUNT given to a type's fs_flags (`.fs_flags = ... FS_USERNS_MOUNT`, on
 * that line or the next): not the VFS's check of it (fs/super.c), not a comment. */
static int says(const char *text)
{
	for (const char *p = strstr(text, "fs_flags"); p; p = strstr(p + 1, "fs_flags")) {
		const char *q = p + 8;
		q += strspn(q, " \t");
		if (*q != '=')
			continue;
		const char *eol = strchr(q, '\n');
		const char *end = eol ? strchr(eol + 1, '\n') : NULL;
		const char *hit = strstr(q, "FS_USERNS_MOUNT");
		const char *semi = strpbrk(q, ",;");
		if (hit && (!end || hit < end) && (!semi || hit < semi))
			return 1;
	}
	return 0;
}

/* Does the line around P name a mount's idmapping (`mnt_userns != &init_user_ns`):
 * an idmapped mount compared, not a namespace of the IDs (never a carrier). */
static int idmapping_line(const char *text, const char *p)
{
	const char *a = p, *b = p;
	while (a > text && a[-1] != '\n')
		a--;
	while (*b && *b != '\n')
		b++;
	int found = 0;
	for (const char *q = a; q < b && !found; q++) {
		if (!ns_is_word(*q) || (q > a && ns_is_word(q[-1])))
			continue;
		const char *e = q;
		while (e < b && ns_is_word(*e))
			e++;
		char *w = xstrndup(q, (size_t)(e - q));
		found = ns_is_idmapping(w);
		free(w);
		q = e - 1;
	}
	return found;
}

/* A user namespace compared (`file->f_cred->user_ns != &init_user_ns`,
 * `x == current_user_ns()`): the code handles a namespace other than the one
 * the type's flags imply.  Not a mount's idmapping compared. */
static int compares(const char *text)
{
	for (const char *p = strstr(text, "user_ns"); p; p = strstr(p + 1, "user_ns")) {
		if (idmapping_line(text, p))
			continue;
		const char *q = p + 7;
		if (!strncmp(q, "()", 2))
			q += 2;
		q += strspn(q, " \t");
		if ((q[0] == '!' || q[0] == '=') && q[1] == '=')
			return 1;
		const char *b = p;
		while (b > text && (b[-1] == '_' || (b[-1] >= 'a' && b[-1] <= 'z')))
			b--;
		if (b > text && b[-1] == '&')
			b--;
		while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		if (b - text >= 2 && (b[-2] == '!' || b[-2] == '=') && b[-1] == '=')
			return 1;
	}
	return 0;
}

static int dir_says(const char *dir, int (*says)(const char *))
{
	struct strlist names = { 0 };
	int found = 0;
	if (dir_names(dir, &names) != 0)
		return 0;
	for (size_t i = 0; i < names.n && !found; i++) {
		const char *n = names.v[i];
		if (!has_suffix(n, ".c") && !has_suffix(n, ".h"))
			continue;
		char *p = xasprintf("%s/%s", dir, n);
		size_t len = 0;
		char *text = read_text(p, &len);
		found = text && says(text);
		free(text);
		free(p);
	}
	sl_free(&names);
	return found;
}

/* Does a file beside the unit's main file say it (cached per directory in Y, N)? */
static int beside(CXTranslationUnit tu, int (*says)(const char *), struct strlist *y, struct strlist *n)
{
	CXString s = clang_getTranslationUnitSpelling(tu);
	char *dir = xstrdup(clang_getCString(s) ? clang_getCString(s) : "");
	clang_disposeString(s);
	char *slash = strrchr(dir, '/');
	if (slash)
		*slash = 0;
	int r;
	if (sl_contains(y, dir))
		r = 1;
	else if (sl_contains(n, dir))
		r = 0;
	else {
		r = dir_says(dir, says);
		sl_pushs(r ? y : n, dir);
	}
	free(dir);
	return r;
}

int ns_userns_mount(CXTranslationUnit tu)
{
	return beside(tu, says, &yes, &no);
}

int ns_compares_userns(CXTranslationUnit tu)
{
	return beside(tu, compares, &cmp_yes, &cmp_no);
}
