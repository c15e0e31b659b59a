/* tests/infer fixture: the users (second file). */
#include "ifs.h"

int ifs_same_owner(struct ifs_ino *a, struct inode *inode)
{
	uid_t mine = ifs_owner_of(inode);

	ifs_set_owner(a, mine);
	return a->owner == mine;
}

int ifs_is_root(struct ifs_sb *sb)
{
	sb->s_gid = 0;
	return sb->s_uid == 0;
}

#define IFS_SAME(a, b) ((a) == (b))

int ifs_macro_compare(struct ifs_sb *sb, struct inode *inode)
{
	return IFS_SAME(sb->s_uid, inode->i_uid);
}

static void ifs_note(u32 v)
{
	printk("ifs: %u\n", v);
}

void ifs_notes(struct inode *inode)
{
	ifs_note(inode->i_uid);
	ifs_note(inode->i_gid);
}

int ifs_two(struct inode *inode)
{
	u32 count = 0, who = inode->i_uid;

	return count + (who == inode->i_uid);
}

void ifs_acl(struct ifs_acl_entry *e, struct ifs_disk_inode *di)
{
	e->e_id = le32_to_cpu(di->d_gid);
}

int ifs_xid_users(void)
{
	return IFS_XID() + IFS_XID();
}

void ifs_cast(struct ifs_sb *sb, struct inode *inode)
{
	sb->s_uid = (u32)current_fsuid();
	inode->i_mode = (u32)inode->i_mode;
}

#define ifs_fsuid() (current_fsuid())

int ifs_not_owner(struct inode *inode)
{
	return ifs_fsuid() != inode->i_uid;
}

/* Kernel IDs tested for truth: compares with root. */
int ifs_truth(struct inode *inode, int flags)
{
	if (flags && inode->i_uid)
		return 1;
	if (!inode->i_gid)
		return 2;
	return flags ? 3 : 0;
}

/* A constant id: a number of the initial namespace (nfs' nobody, 9p's V9FS_DEFUID). */
#define IFS_NOBODY (-2)
void ifs_nobody(struct inode *inode)
{
	inode->i_uid = IFS_NOBODY;
}

/* make_kuid() around what becomes a carrier: the call goes (nfsd's ex_anon_gid). */
struct ifs_export {
	uid_t anon_uid;
};

void ifs_anon(struct ifs_export *ex, struct inode *inode, kuid_t *out)
{
	inode->i_uid = ex->anon_uid;
	*out = make_kuid(&init_user_ns, ex->anon_uid);
}

/* A generic number fed from outside and given uids and gids (gfs2's qdsb_get()):
 * the ids are converted where they go in. */
static int ifs_quota_get(u32 id)
{
	return id != 0;
}

int ifs_quota_users(struct inode *inode, struct ifs_disk_inode *di)
{
	return ifs_quota_get(inode->i_uid) + ifs_quota_get(inode->i_gid) +
	       ifs_quota_get(le32_to_cpu(di->d_uid));
}

/* A 64-bit all-ones sentinel (cifs' NO_CHANGE_64) in a 64-bit carrier: rewritten,
 * and listed for review (the wire wants it back). */
#define IFS_NO_CHANGE_64 0xFFFFFFFFFFFFFFFFULL
struct ifs_args {
	__u64 uid;
};

void ifs_keep(struct ifs_args *args, struct inode *inode)
{
	args->uid = IFS_NO_CHANGE_64;
	inode->i_uid = args->uid;
}

/* A kernel ID as the whole condition of an if and of a conditional expression. */
int ifs_truth2(struct inode *inode)
{
	if (inode->i_uid)
		return 1;
	return inode->i_gid ? 2 : 0;
}

/* Pointers to IDs handed to a reader of raw values that serves uids and gids
 * alike (nfsd_map_name_to_uid()'s id): through a local of its raw type. */
static void ifs_parse_id(const __le32 *p, u32 *res)
{
	*res = le32_to_cpu(*p);
}

void ifs_ids_from(struct inode *inode, const __le32 *p, u32 *uid, u32 *gid)
{
	ifs_parse_id(p, uid);
	ifs_parse_id(p + 1, gid);
	inode->i_uid = *uid;
	inode->i_gid = *gid;
}

/* A raw value from disk compared with a kernel ID in a function with an error path:
 * make_kuid() in the compare, no validity check needed. */
int ifs_is_owner(struct inode *inode, struct ifs_disk_inode *di)
{
	if (!di)
		return -EINVAL;
	return le32_to_cpu(di->d_uid) == inode->i_uid;
}

/* A constant compared with an id (nfsd's anonymous (uid_t)-2): an id of the initial namespace. */
int ifs_is_nobody(struct inode *inode)
{
	return inode->i_uid == (uid_t)-2;
}
