/* tests/infer pre-3.7 fixture: a header no export list names (kernel-only). */
#include <linux/types.h>
struct old_priv {
	unsigned int uid;
};
