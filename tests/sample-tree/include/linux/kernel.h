#ifndef _LINUX_KERNEL_H
#define _LINUX_KERNEL_H

/* kidpush sample tree: printk and its levels. */

#define KERN_INFO	"\0016"
#define KERN_WARNING	"\0014"

extern int printk(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

#endif /* _LINUX_KERNEL_H */
