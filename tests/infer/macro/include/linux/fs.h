/* tests/infer/macro: the kernel interfaces the fixture uses, written for it. */
#ifndef _LINUX_FS_H
#define _LINUX_FS_H
#include <linux/types.h>
struct inode {
	unsigned int i_mode;    /* (the VFS inode, as much as the fixture uses) */
	kuid_t i_uid;
	kgid_t i_gid;
};
extern unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base);
#define NULL ((void *)0)
extern int printk(const char *fmt, ...);
#define EINVAL 22
#define le32_to_cpu(x) ((__u32)(__le32)(x))
#define cpu_to_le32(x) ((__le32)(__u32)(x))
static inline void __swab32s(__u32 *p)
{
	*p = __builtin_bswap32(*p);
}
#endif
