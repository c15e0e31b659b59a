int unset(kuid_t uid, kgid_t gid, int n)
{
	kgid_t grp;

	grp = ~0;
	if (uid == -1)
		return 1;
	if (gid != -1)
		return 2;
	return n == -1;
}
