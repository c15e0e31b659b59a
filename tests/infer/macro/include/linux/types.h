/* tests/infer/macro (ids inside a macro's body): the few kernel types it needs,
 * 3.x style (kuid_t a typedef of uid_t). */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H
typedef unsigned int uid_t;
typedef uid_t kuid_t;
typedef unsigned int gid_t;
typedef gid_t kgid_t;
typedef unsigned int __u32;
typedef __u32 __le32, u32;
#endif
