#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

/* kidpush sample tree: the fixed-size and wire types the kidfs sample uses. */

typedef unsigned short __u16;
typedef unsigned int __u32;
typedef __u16 __le16;
typedef __u32 __le32;

#ifndef NULL
#define NULL ((void *)0)
#endif

#endif /* _LINUX_TYPES_H */
