/* tests/infer fixture: the few kernel types the inference tests need (3.x style). */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H
typedef unsigned int __u32;
typedef unsigned short __u16;
typedef unsigned long long __u64;
typedef __u32 u32;
typedef __u32 __le32;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
#define NULL ((void *)0)
#endif
