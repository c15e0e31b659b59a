/* tests/infer fixture: a file that cannot be parsed (missing header): skipped, and said so. */
#include <linux/no-such-header.h>

int broken(void)
{
	return 0;
}
