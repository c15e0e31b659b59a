int same_owner(kuid_t a, kuid_t b, kgid_t g, kgid_t h, int x, int y)
{
	if (a == b)
		return 1;
	if (g != h)
		return 2;
	return x == y;
}
