static int is_anon(kuid_t u)
{
	return u != (uid_t) -2;
}
