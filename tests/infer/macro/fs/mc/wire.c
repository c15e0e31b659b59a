/* tests/infer/macro: a message a peer swaps in place (a format): the accessor
 * and the copy into its raw fields. */
#include "mc.h"

void mc_send(struct mc_wire *w, struct inode *inode)
{
	w->w_uid = MC_RAW_UID(inode);
	__swab32s(&w->w_uid);
}

void mc_send_owner(struct mc_wire *w, struct inode *inode)
{
	MC_OWNER(w->w_gid, inode);
	__swab32s(&w->w_gid);
}
