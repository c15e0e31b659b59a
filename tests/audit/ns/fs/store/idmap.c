/* a mount's idmapping compared (never a carrier): not a user namespace of the
 * filesystem's IDs, so the store rows still hold beside it. */
#include <linux/ns.h>

int idm_is_idmapped(struct user_namespace *mnt_userns)
{
	return mnt_userns != &init_user_ns;
}
