/* tests/infer fixture: a POSIX ACL entry as on 3.x without strict checks (own text). */
#ifndef _LINUX_POSIX_ACL_H
#define _LINUX_POSIX_ACL_H
#include <linux/uidgid.h>
#define ACL_USER 0x02
#define ACL_GROUP 0x08
#define ACL_UNDEFINED_ID (-1)
struct posix_acl_entry {
	short e_tag;
	unsigned short e_perm;
	union {
		kuid_t e_uid;
		kgid_t e_gid;
		unsigned int e_id;
	};
};
#endif
