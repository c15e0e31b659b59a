/* kb-tree.c — is DIR a kernel tree: the one test the preparer, the gate, the
 * audit's and convert's preparation share.  A top Makefile with `VERSION = `
 * and `PATCHLEVEL = ` lines and an init/Kconfig (what the preparer needs to
 * configure it; the bundled sample tree is none). */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-file.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int has_line(const char *text, const char *prefix)
{
	size_t n = strlen(prefix);
	for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		if (!strncmp(l, prefix, n))
			return 1;
	return 0;
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
	char *kc = xasprintf("%s/init/Kconfig", dir), *mk = xasprintf("%s/Makefile", dir);
	int ok = stat(kc, &st) == 0 && S_ISREG(st.st_mode) && stat(mk, &st) == 0 && S_ISREG(st.st_mode);
	char *t = ok ? read_text(mk, NULL) : NULL;
	ok = t && has_line(t, "VERSION = ") && has_line(t, "PATCHLEVEL = ");
	free(t);
	free(kc);
	free(mk);
	return ok;
}
