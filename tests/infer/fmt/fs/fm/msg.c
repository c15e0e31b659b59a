/* Row "copied whole": a structure memcpy'd into a buffer of bytes. */
#include "fm.h"

void fm_send(char *buf, struct inode *inode)
{
	struct fm_rec r;

	r.r_uid = inode->i_uid;
	r.r_gid = inode->i_gid;
	memcpy(buf, &r, sizeof(r));
}
