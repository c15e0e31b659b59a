/* tests/infer/fmt: the kernel interfaces the format rows use (byte swaps in place,
 * layout assertions, memcpy, container_of), written for this fixture. */
#ifndef _LINUX_FS_H
#define _LINUX_FS_H
#include <linux/types.h>
typedef uid_t kuid_t;
typedef gid_t kgid_t;
struct inode {
	kuid_t i_uid;
	kgid_t i_gid;
};
struct iattr {
	kuid_t ia_uid;
	kgid_t ia_gid;
};
extern kuid_t current_fsuid(void);
extern kgid_t current_fsgid(void);
extern int match_int(const char *s, int *result);
extern void *memcpy(void *to, const void *from, size_t n);
#define EINVAL 22
#define be32_to_cpu(x) ((__u32)(__be32)(x))
#define cpu_to_be32(x) ((__be32)(__u32)(x))
static inline void __swab32s(__u32 *p)
{
	*p = __builtin_bswap32(*p);
}
static inline void __swab64s(__u64 *p)
{
	*p = __builtin_bswap64(*p);
}
#define swab32s __swab32s
/* a little-endian build: nothing is done with the argument */
#define le32_to_cpus(x) do { (void)(x); } while (0)
#define offsetof(TYPE, MEMBER) __builtin_offsetof(TYPE, MEMBER)
#define BUILD_BUG_ON(condition) ((void)sizeof(char[1 - 2 * !!(condition)]))
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
#endif
