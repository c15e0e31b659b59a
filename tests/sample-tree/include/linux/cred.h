#ifndef _LINUX_CRED_H
#define _LINUX_CRED_H

/* kidpush sample tree: the current task's filesystem ids and namespace. */

#include <linux/uidgid.h>

extern kuid_t current_fsuid(void);
extern kgid_t current_fsgid(void);
extern struct user_namespace *current_user_ns(void);

#endif /* _LINUX_CRED_H */
