/* ns.h — the few kernel declarations the namespace fixtures need, written for
 * them (tests/audit/ns.t): ID types, user namespaces, the objects that carry one. */
#ifndef NSFX_NS_H
#define NSFX_NS_H
#include "../uapi/linux/nsabi.h"

typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned int projid_t;
typedef unsigned long size_t;
typedef long long loff_t;
typedef struct { uid_t val; } kuid_t;
typedef struct { gid_t val; } kgid_t;
typedef struct { projid_t val; } kprojid_t;
typedef unsigned int __le32;
#define __user
#define KUIDT_INIT(v) (kuid_t){ v }
#define KGIDT_INIT(v) (kgid_t){ v }
#define GLOBAL_ROOT_UID KUIDT_INIT(0)
#define GLOBAL_ROOT_GID KGIDT_INIT(0)
#define FS_USERNS_MOUNT 8

struct user_namespace {
	struct user_namespace *parent;
	kuid_t owner;
};
extern struct user_namespace init_user_ns;
struct cred {
	kuid_t uid, euid, fsuid;
	kgid_t gid, egid, fsgid;
	struct user_namespace *user_ns;
};
struct net {
	struct user_namespace *user_ns;
};
typedef struct { struct net *net; } possible_net_t;
struct sock_common {
	possible_net_t skc_net;
};
struct sock {
	struct sock_common __sk_common;
	const struct cred *sk_peer_cred;
};
struct sk_buff {
	struct sock *sk;
};
struct super_block {
	struct user_namespace *s_user_ns;
	void *s_fs_info;
};
struct inode {
	kuid_t i_uid;
	kgid_t i_gid;
	kprojid_t i_projid;
	struct super_block *i_sb;
};
struct dentry {
	struct inode *d_inode;
	struct super_block *d_sb;
};
struct file {
	const struct cred *f_cred;
	struct inode *f_inode;
};
struct seq_file {
	struct file *file;
	void *private;
};
struct mm_struct {
	struct user_namespace *user_ns;
};
struct task_struct {
	struct mm_struct *mm;
	const struct cred *cred;
};
struct file_system_type {
	const char *name;
	int fs_flags;
};

kuid_t make_kuid(struct user_namespace *ns, uid_t uid);
kgid_t make_kgid(struct user_namespace *ns, gid_t gid);
kprojid_t make_kprojid(struct user_namespace *ns, projid_t projid);
uid_t from_kuid(struct user_namespace *ns, kuid_t uid);
gid_t from_kgid(struct user_namespace *ns, kgid_t gid);
projid_t from_kprojid(struct user_namespace *ns, kprojid_t projid);
uid_t from_kuid_munged(struct user_namespace *ns, kuid_t uid);
gid_t from_kgid_munged(struct user_namespace *ns, kgid_t gid);
int uid_valid(kuid_t uid);
int uid_eq(kuid_t a, kuid_t b);
int gid_valid(kgid_t gid);
struct user_namespace *current_user_ns(void);
kuid_t current_fsuid(void);
kgid_t current_fsgid(void);
struct user_namespace *seq_user_ns(struct seq_file *m);
int seq_printf(struct seq_file *m, const char *fmt, ...);
int printk(const char *fmt, ...);
struct nf_log_buf;
__attribute__((format(printf, 2, 3))) int nf_log_buf_add(struct nf_log_buf *m, const char *f, ...);
unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);
unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
unsigned int le32_to_cpu(__le32 x);
__le32 cpu_to_le32(unsigned int x);
int task_dumpable(struct task_struct *task);
int kuid_has_mapping(struct user_namespace *ns, kuid_t uid);
struct sk_buff *alloc_skb(unsigned int size, unsigned int gfp);
int nla_put_u32(struct sk_buff *skb, int type, unsigned int value);
int nl_send_to_init(struct sk_buff *skb);
int kthread_flag(const struct cred *cred, int flag);
struct posix_acl;
struct posix_acl *posix_acl_from_xattr(struct user_namespace *ns, const void *value, size_t size);
int posix_acl_to_xattr(struct user_namespace *ns, const struct posix_acl *acl, void *buffer, size_t size);
static inline struct user_namespace *i_user_ns(const struct inode *inode)
{
	return inode->i_sb->s_user_ns;
}
#endif
