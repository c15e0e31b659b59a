/* The field as rule 02a declares it (projid_t), before rule 04a of the
 * same step has made it a kprojid_t in the header: converted all the same. */
typedef unsigned int projid_t;

struct xfs_inode {
	projid_t	i_projid;
	int		i_count;
};

int may_link(struct xfs_inode *tdp, struct xfs_inode *sip, int inherit)
{
	if (inherit && tdp->i_projid != sip->i_projid)
		return -1;
	if (tdp->i_projid == 0)
		return 1;
	return tdp->i_count != sip->i_count;
}
