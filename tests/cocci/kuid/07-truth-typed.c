static int owned(kuid_t uid, kgid_t gid)
{
	if (uid)
		return 1;
	return !gid;
}
