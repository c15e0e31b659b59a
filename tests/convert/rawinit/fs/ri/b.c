/* kidpush tests (tests/convert/rawinit.t): another file with an f */
int f(uid_t uid)
{
	return 0;
}
