/* tests/infer fixture: the VFS side. */
#ifndef _LINUX_FS_H
#define _LINUX_FS_H
#include <linux/uidgid.h>
struct inode {
	kuid_t i_uid;
	kgid_t i_gid;
	unsigned int i_mode;
};
extern kuid_t current_fsuid(void);
extern kgid_t current_fsgid(void);
extern int printk(const char *fmt, ...);
extern int match_int(const char *s, int *result);
extern unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base);
#define EINVAL 22
#define le32_to_cpu(x) ((__u32)(__le32)(x))
#define cpu_to_le32(x) ((__le32)(__u32)(x))
#endif
