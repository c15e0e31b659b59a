void ifs_chmod(unsigned int mode)
{
	struct ifs_set_args args = {
		.mode = mode,
		.uid = IFS_NO_CHANGE,
		.gid = IFS_NO_CHANGE,
	};
	ifs_send(&args);
}

void ifs_chown_to(struct ifs_disk *d)
{
	struct ifs_set_args args = {
		.uid = le32_to_cpu(d->d_uid),
		.mode = 0,
	};
	ifs_send(&args);
}
