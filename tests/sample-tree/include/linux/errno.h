#ifndef _LINUX_ERRNO_H
#define _LINUX_ERRNO_H

/* kidpush sample tree: the error numbers the kidfs sample returns. */

#define EFAULT		14
#define EINVAL		22

#endif /* _LINUX_ERRNO_H */
