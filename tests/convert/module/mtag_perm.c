#include <linux/cred.h>
#include <mtag.h>

int mtag_owner_ok(const struct mtag *t)
{
	if (t->mt_owner == 0)
		return 1;
	return t->mt_owner == current_fsuid();
}
