#ifndef _LINUX_COMPILER_H
#define _LINUX_COMPILER_H

/* kidpush sample tree: the sparse annotations the kidfs sample uses. */

#ifdef __CHECKER__
# define __user __attribute__((noderef, address_space(1)))
#else
# define __user
#endif

#endif /* _LINUX_COMPILER_H */
