void conn_typed(struct args *a, kuid_t uid, kgid_t gid)
{
	a->uid = (__u64) uid;
	a->gid = (__u64) gid;
}
