/* tests/infer/fmt (formats by evidence): the few kernel types it needs (3.x style). */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H
typedef unsigned short __u16;
typedef unsigned int __u32;
typedef unsigned long long __u64;
typedef __u32 u32;
typedef __u32 __be32;
typedef unsigned long size_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
#endif
