/* Row "layout pinned": offsetof/sizeof asserted equal to a constant. */
#include "fm.h"

#define FM_CLASSERT(cond) do { switch (42) { case (cond): case 0: break; } } while (0)

static void fm_check_layout(void)
{
	BUILD_BUG_ON(offsetof(struct fm_hdr, h_uid) != 4);
	FM_CLASSERT((int)sizeof(((struct fm_reply *)0)->p_uid) == 4);
	BUILD_BUG_ON(sizeof(struct fm_sb *) != 8); /* a pointer's size pins nothing */
}

void fm_fill_hdr(struct fm_hdr *h, struct fm_reply *r, struct inode *inode)
{
	fm_check_layout();
	h->h_uid = inode->i_uid;
	h->h_gid = inode->i_gid;
	r->p_uid = inode->i_uid;
	r->p_gid = inode->i_gid;
}
