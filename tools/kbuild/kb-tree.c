/* kb-tree.c — is DIR a kernel tree, and which release: the one reading of a
 * tree's top Makefile the preparer, the gate, the audit and convert share.
 * A kernel tree has a top Makefile with `VERSION =` and `PATCHLEVEL =`
 * lines and an init/Kconfig (what the preparer needs to configure it; the
 * bundled sample tree is none). */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-file.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* the number after `NAME =` on a line of TEXT that starts with NAME, -1 none */
static int make_var(const char *text, const char *name)
{
	size_t l = strlen(name);
	for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		if (strncmp(p, name, l))
			continue;
		const char *q = p + l;
		q += strspn(q, " \t");
		if (*q == '=')
			return atoi(q + 1);
	}
	return -1;
}

int kb_tree_release(const char *dir)
{
	char *mk = xasprintf("%s/Makefile", dir);
	struct stat st;
	char *t = stat(mk, &st) == 0 && S_ISREG(st.st_mode) ? read_text(mk, NULL) : NULL;
	int v = t ? make_var(t, "VERSION") : -1, pl = t ? make_var(t, "PATCHLEVEL") : -1;
	free(t);
	free(mk);
	return v > 0 && pl >= 0 ? 100 * v + pl : 0;
}

int kb_unbuilt_tree(const char *dir)
{
	struct stat st;
	char *ac = xasprintf("%s/include/generated/autoconf.h", dir);
	int built = stat(ac, &st) == 0;
	free(ac);
	return !built && kb_kernel_tree(dir);
}

int kb_kernel_tree(const char *dir)
{
	struct stat st;
	char *kc = xasprintf("%s/init/Kconfig", dir);
	int ok = stat(kc, &st) == 0 && S_ISREG(st.st_mode) && kb_tree_release(dir) > 0;
	free(kc);
	return ok;
}
