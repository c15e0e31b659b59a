/*
 * kidpush sample tree: kidfs, a small filesystem written for the kidpush
 * convert tests.  Its ids are still raw uid_t/gid_t.
 */
#ifndef _FS_KIDFS_H
#define _FS_KIDFS_H

#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/fs.h>
#include <linux/uidgid.h>

/* on-disk inode (little endian) */
struct kidfs_disk_inode {
	__le16		di_mode;
	__le16		di_pad;
	__le32		di_uid;
	__le32		di_gid;
};

/* reply of the GETOWNER ioctl, read by user space */
struct kidfs_owner_info {
	__u32		uid;
	__u32		gid;
};

/* per-mount state */
struct kidfs_sb_info {
	uid_t		s_uid;		/* owner of inodes without one (uid=) */
	gid_t		s_gid;		/* group of inodes without one (gid=) */
	unsigned int	s_flags;
};

extern int kidfs_parse_options(char *options, struct kidfs_sb_info *sbi);
extern int kidfs_may_chown(struct kidfs_sb_info *sbi, uid_t uid);
extern uid_t kidfs_owner(const struct inode *inode);
extern void kidfs_read_inode(struct kidfs_sb_info *sbi, struct inode *inode,
			     const struct kidfs_disk_inode *di);
extern void kidfs_write_inode(struct kidfs_disk_inode *di,
			      const struct inode *inode);
extern long kidfs_ioctl_getowner(const struct inode *inode,
				 struct kidfs_owner_info __user *arg);

#endif /* _FS_KIDFS_H */
