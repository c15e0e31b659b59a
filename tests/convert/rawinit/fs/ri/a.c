/* kidpush's tests (tests/convert/rawinit.t): root and sentinel sites */
void f(void)
{
	uid_t uid = 0, iuid = 0;
	kuid_t k = 0;
	uid_t owner;

	owner = 0;
	if (uid == 0)
		owner = -1;
}

void g(void)
{
	unsigned int n, uid = -1;
}
