int conn_quota_check(struct conn_qd *qd, struct inode *inode)
{
	if (!((qd->qd_id == inode->i_uid && qd->user) ||
	      (qd->qd_id == inode->i_gid && !qd->user)))
		return 0;
	if (qd->limit < 0)
		return -EDQUOT;
	return 1;
}
