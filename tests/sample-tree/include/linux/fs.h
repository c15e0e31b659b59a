#ifndef _LINUX_FS_H
#define _LINUX_FS_H

/* kidpush sample tree: the few VFS structures the XFS sample uses. */

#include <linux/uidgid.h>

typedef unsigned short	umode_t;

struct inode {
	umode_t			i_mode;
	kuid_t			i_uid;
	kgid_t			i_gid;
};

#define ATTR_MODE	(1 << 0)
#define ATTR_UID	(1 << 1)
#define ATTR_GID	(1 << 2)

struct iattr {
	unsigned int		ia_valid;
	umode_t			ia_mode;
	kuid_t			ia_uid;
	kgid_t			ia_gid;
};

struct kstat {
	umode_t			mode;
	kuid_t			uid;
	kgid_t			gid;
};

#endif /* _LINUX_FS_H */
