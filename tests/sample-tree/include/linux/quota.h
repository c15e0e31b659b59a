#ifndef _LINUX_QUOTA_H
#define _LINUX_QUOTA_H

/*
 * kidpush sample tree: quota ids.  A struct kqid names a quota by its
 * type and a kernel-internal id of that type.
 */

#include <linux/uidgid.h>
#include <linux/projid.h>

enum quota_type {
	USRQUOTA = 0,
	GRPQUOTA = 1,
	PRJQUOTA = 2,
};

struct kqid {
	union {
		kuid_t uid;
		kgid_t gid;
		kprojid_t projid;
	};
	enum quota_type type;
};

extern int qid_eq(struct kqid left, struct kqid right);
extern int qid_lt(struct kqid left, struct kqid right);
extern unsigned int from_kqid(struct user_namespace *to, struct kqid qid);
extern unsigned int from_kqid_munged(struct user_namespace *to, struct kqid qid);
extern int qid_valid(struct kqid qid);

static inline struct kqid make_kqid(struct user_namespace *from,
				    enum quota_type type, unsigned int id)
{
	struct kqid kqid;

	kqid.type = type;
	switch (type) {
	case USRQUOTA:
		kqid.uid = make_kuid(from, id);
		break;
	case GRPQUOTA:
		kqid.gid = make_kgid(from, id);
		break;
	default:
		kqid.projid = make_kprojid(from, id);
		break;
	}
	return kqid;
}

static inline struct kqid make_kqid_uid(kuid_t uid)
{
	struct kqid kqid;

	kqid.type = USRQUOTA;
	kqid.uid = uid;
	return kqid;
}

static inline struct kqid make_kqid_gid(kgid_t gid)
{
	struct kqid kqid;

	kqid.type = GRPQUOTA;
	kqid.gid = gid;
	return kqid;
}

static inline struct kqid make_kqid_projid(kprojid_t projid)
{
	struct kqid kqid;

	kqid.type = PRJQUOTA;
	kqid.projid = projid;
	return kqid;
}

struct fs_disk_quota {
	unsigned int	d_id;
	unsigned int	d_flags;
	unsigned long long d_blk_hardlimit;
	unsigned long long d_blk_softlimit;
};

extern void quota_send_warning(struct kqid qid, unsigned int dev, int warntype);

#endif /* _LINUX_QUOTA_H */
