/* tests/infer fixture: a goto written in the function to a label that a macro
 * defines (spatch builds no control-flow graph for it: listed "cfg"). */
#include <linux/fs.h>

#define IFS_TAIL		\
	status = 0;		\
out:				\
	return status;		\
bad:				\
	status = -EINVAL;	\
	goto out

int ifs_lbl_same_owner(struct inode *a, struct inode *b)
{
	int status;

	if (!b)
		goto bad;
	if (a->i_uid == b->i_uid)
		return 1;
	if (!a)
		goto out;	/* a second goto of the function: still one entry */
	IFS_TAIL;
}

/* the labels written in the function: nothing to say */
int ifs_lbl_plain(struct inode *a, struct inode *b)
{
	if (!b)
		goto bad;
	return a->i_uid == b->i_uid;
bad:
	return -EINVAL;
}
