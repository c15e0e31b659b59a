/* tests/infer boundary-table fixture: the few kernel types it needs (3.x style). */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H
typedef unsigned int __u32;
typedef __u32 u32;
typedef __u32 __le32;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
#endif
