/* tests/infer fixture: kuid_t/kgid_t as plain typedefs, as on 3.x without strict checks. */
#ifndef _LINUX_UIDGID_H
#define _LINUX_UIDGID_H
#include <linux/types.h>
typedef uid_t kuid_t;
typedef gid_t kgid_t;
struct user_namespace;
extern struct user_namespace init_user_ns;
extern kuid_t make_kuid(struct user_namespace *ns, uid_t uid);
extern uid_t from_kuid(struct user_namespace *ns, kuid_t uid);
#endif
