static void reset_owner(struct inode *inode, struct conn *c)
{
	inode->i_uid = inode->i_gid = 0;
	c->uid = c->gid = c->mode = 0;
}
