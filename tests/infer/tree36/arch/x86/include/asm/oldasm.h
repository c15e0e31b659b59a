/* tests/infer pre-3.7 fixture: exported through include/asm-generic/Kbuild.asm. */
#include <linux/types.h>
struct old_asm {
	__u32 uid;
};
