/* A raw id in a branch of a conditional: make_kuid() around the branch
 * (no place for a check there); the other branch, already a kernel id,
 * stays. */
void conn_iget(struct conn *c, struct inode *inode, struct disk *d)
{
	inode->i_uid = c->use_uid ?
	    c->uid : (uid_t) le32_to_cpu(d->uid);
	inode->i_gid = c->use_gid ? le32_to_cpu(d->gid) : 0;
}
