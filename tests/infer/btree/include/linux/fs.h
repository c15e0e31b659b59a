/* tests/infer boundary-table fixture: the kernel interfaces the rows use. */
#ifndef _LINUX_FS_H
#define _LINUX_FS_H
#include <linux/types.h>
typedef uid_t kuid_t;
typedef gid_t kgid_t;
struct inode {
	kuid_t i_uid;
	kgid_t i_gid;
};
struct seq_file;
struct file;
struct file_operations {
	long (*write)(struct file *f, const char *buf, unsigned long n);
	long (*unlocked_ioctl)(struct file *f, unsigned int cmd, unsigned long arg);
};
extern kuid_t current_fsuid(void);
extern int printk(const char *fmt, ...);
extern int seq_printf(struct seq_file *m, const char *fmt, ...);
extern int sprintf(char *buf, const char *fmt, ...);
extern int match_int(const char *s, int *result);
extern unsigned long copy_to_user(void *to, const void *from, unsigned long n);
extern unsigned long copy_from_user(void *to, const void *from, unsigned long n);
extern int put_user(unsigned int x, unsigned int *p);
extern unsigned int hash_32(unsigned int val, unsigned int bits);
extern unsigned int siphash_2u32(unsigned int first, unsigned int second, const void *key);
extern void trace_bt_get(unsigned int uid);
#define EINVAL 22
#define EFAULT 14
#define le32_to_cpu(x) ((__u32)(__le32)(x))
#define cpu_to_le32(x) ((__le32)(__u32)(x))
#endif
