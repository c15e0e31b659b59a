/* a read at function level: the continuation follows the statement's indent */
void load_inode(struct xfs_inode *xi, struct xfs_dinode *buf)
{
	xfs_dinode_from_disk(&xi->i_d, buf);
	xi->i_flags = 0;
}
