int ioc(struct xfs_mount *mp, void *arg)
{
	int error;

	switch (cmd) {
	case XFS_IOC_FREE_EOFBLOCKS: {
		struct xfs_eofblocks eofb;

		if (copy_from_user(&eofb, arg, sizeof(eofb)))
			return -XFS_ERROR(EFAULT);

		error = xfs_icache_free_eofblocks(mp, &eofb);
		return -error;
	}
	default:
		return -ENOTTY;
	}
}
