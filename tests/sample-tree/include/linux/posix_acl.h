#ifndef _LINUX_POSIX_ACL_H
#define _LINUX_POSIX_ACL_H

/* kidpush sample tree: the in-memory form of one ACL entry. */

#include <linux/uidgid.h>

#define ACL_USER	0x02
#define ACL_GROUP	0x08

struct posix_acl_entry {
	short			e_tag;
	unsigned short		e_perm;
	union {
		kuid_t		e_uid;
		kgid_t		e_gid;
#ifndef CONFIG_UIDGID_STRICT_TYPE_CHECKS
		unsigned int	e_id;
#endif
	};
};

struct posix_acl {
	unsigned int		a_count;
	struct posix_acl_entry	a_entries[];
};

#endif /* _LINUX_POSIX_ACL_H */
