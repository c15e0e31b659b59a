/* tests/infer fixture: a small filesystem whose ids are still raw. */
#include <linux/fs.h>

struct ifs_disk_inode {          /* on disk: outside, never retyped */
	__le32 d_uid;
	__le32 d_gid;
};

struct ifs_sb {
	unsigned int s_uid;      /* carrier through a field (from options, to inodes) */
	u32 s_gid;               /* carrier through a field */
	int s_count;             /* no ID */
};

struct ifs_ino {
	uid_t owner;             /* carrier: compared with another carrier */
};

extern u32 ifs_owner_of(struct inode *inode);            /* carrier through a return */
extern void ifs_set_owner(struct ifs_ino *ii, uid_t who); /* carrier through a parameter */

struct ifs_acl_entry {           /* a raw view of a kernel ID: every use is listed */
	short e_tag;
	union {
		kuid_t e_uid;
		kgid_t e_gid;
		unsigned int e_id;
	};
};

/* A macro body that prints a kernel ID (as cifs' get_xid()): one site in the body. */
#define IFS_XID()						\
({								\
	int __x = 1;						\
	printk("ifs: %d as uid %d\n", __x, current_fsuid());	\
	__x;							\
})
