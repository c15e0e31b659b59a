#ifndef _LINUX_UACCESS_H
#define _LINUX_UACCESS_H

/* kidpush sample tree: copying to user space. */

#include <linux/compiler.h>

extern unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);

#endif /* _LINUX_UACCESS_H */
