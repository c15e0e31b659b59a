int is_root(kuid_t uid, kgid_t gid, int n)
{
	kuid_t owner;

	owner = 0;
	if (uid == 0)
		return 1;
	if (gid != 0)
		return 2;
	n = 0;
	return n == 0;
}
