/* ns_vocab.c — the namespace audit's vocabulary, in one place so that it can
 * join the shared ID vocabulary of tools/common later: the mapping helpers of
 * every release (3.5 make_kuid ... 6.x vfsuid), the expressions that name a user
 * namespace, and the calls that say where a raw number comes from or goes to. */
#include "ns.h"

#include <string.h>

static const struct mapfn mapfns[] = {
	/* name                  dir        munged projid nsarg idarg */
	{ "make_kuid", MAP_IN, 0, 0, 0, 1 },
	{ "make_kgid", MAP_IN, 0, 0, 0, 1 },
	{ "make_kprojid", MAP_IN, 0, 1, 0, 1 },
	{ "make_kqid", MAP_IN, 0, 0, 0, 2 },
	{ "from_kuid", MAP_OUT, 0, 0, 0, 1 },
	{ "from_kgid", MAP_OUT, 0, 0, 0, 1 },
	{ "from_kprojid", MAP_OUT, 0, 1, 0, 1 },
	{ "from_kqid", MAP_OUT, 0, 0, 0, 1 },
	{ "from_kuid_munged", MAP_OUT, 1, 0, 0, 1 },
	{ "from_kgid_munged", MAP_OUT, 1, 0, 0, 1 },
	{ "from_kprojid_munged", MAP_OUT, 1, 1, 0, 1 },
	{ "from_kqid_munged", MAP_OUT, 1, 0, 0, 1 },
	{ "kuid_has_mapping", MAP_CHECK, 0, 0, 0, 1 },
	{ "kgid_has_mapping", MAP_CHECK, 0, 0, 0, 1 },
	{ "kprojid_has_mapping", MAP_CHECK, 0, 1, 0, 1 },
	{ "qid_has_mapping", MAP_CHECK, 0, 0, 0, 1 },
	/* the inode's own namespace: i_user_ns(inode) from 4.8, &init_user_ns before */
	{ "i_uid_read", MAP_OUT, 0, 0, -1, -1 },
	{ "i_gid_read", MAP_OUT, 0, 0, -1, -1 },
	{ "i_uid_write", MAP_IN, 0, 0, -1, 1 },
	{ "i_gid_write", MAP_IN, 0, 0, -1, 1 },
	/* idmapped mounts (5.12+): the filesystem's namespace is the second argument */
	{ "mapped_fsuid", MAP_IN, 0, 0, 1, -1 },
	{ "mapped_fsgid", MAP_IN, 0, 0, 1, -1 },
	{ "from_vfsuid", MAP_OUT, 0, 0, 1, 2 },
	{ "from_vfsgid", MAP_OUT, 0, 0, 1, 2 },
	{ "make_vfsuid", MAP_OUT, 0, 0, 1, 2 },
	{ "make_vfsgid", MAP_OUT, 0, 0, 1, 2 },
	{ "mapped_kuid_fs", MAP_OUT, 0, 0, 1, 2 },
	{ "mapped_kgid_fs", MAP_OUT, 0, 0, 1, 2 },
	{ "mapped_kuid_user", MAP_IN, 0, 0, 1, 2 },
	{ "mapped_kgid_user", MAP_IN, 0, 0, 1, 2 },
	{ "i_uid_into_mnt", MAP_OUT, 0, 0, -1, -1 },
	{ "i_gid_into_mnt", MAP_OUT, 0, 0, -1, -1 },
	{ "i_uid_into_vfsuid", MAP_OUT, 0, 0, -1, -1 },
	{ "i_gid_into_vfsgid", MAP_OUT, 0, 0, -1, -1 },
	/* root of &init_user_ns, KUIDT_INIT(0): a mapping of 0 through &init_user_ns */
	{ "GLOBAL_ROOT_UID", MAP_IN, 0, 0, -2, -1 },
	{ "GLOBAL_ROOT_GID", MAP_IN, 0, 0, -2, -1 },
};

const struct mapfn *ns_mapfn(const char *name)
{
	for (size_t i = 0; i < sizeof(mapfns) / sizeof(mapfns[0]); i++)
		if (!strcmp(name, mapfns[i].name))
			return &mapfns[i];
	return NULL;
}

static int in(const char *name, const char *const *set)
{
	for (; *set; set++)
		if (!strcmp(name, *set))
			return 1;
	return 0;
}

static int prefixed(const char *name, const char *const *set)
{
	for (; *set; set++)
		if (!strncmp(name, *set, strlen(*set)))
			return 1;
	return 0;
}

int ns_is_swab(const char *name)
{
	static const char *const pre[] = { "le16_to_cpu", "le32_to_cpu", "le64_to_cpu", "be16_to_cpu", "be32_to_cpu",
					   "be64_to_cpu", "__le16_to_cpu", "__le32_to_cpu", "__be16_to_cpu",
					   "__be32_to_cpu", "cpu_to_le", "cpu_to_be", "__cpu_to_le", "__cpu_to_be",
					   "get_unaligned_le", "get_unaligned_be", "put_unaligned_le",
					   "put_unaligned_be", "ntohl", "ntohs", "htonl", "htons", "swab", NULL };
	return prefixed(name, pre);
}

/* a subsystem's own printk wrapper: f2fs_info(), ext4_msg(), cifs_dbg() ... */
static int log_suffix(const char *name)
{
	static const char *const suf[] = { "_info", "_err", "_warn", "_notice", "_dbg", "_debug", "_crit", "_msg",
					   NULL };
	for (const char *const *s = suf; *s; s++)
		if (has_suffix(name, *s) && strlen(name) > strlen(*s))
			return 1;
	return 0;
}

int ns_is_log(const char *name)
{
	static const char *const pre[] = { "printk", "pr_", "dev_err", "dev_warn", "dev_info", "dev_dbg", "dev_notice",
					   "trace_", "audit_log", "WARN", "net_dbg", "net_info", "net_warn", "jhash",
					   "hash_32", "hash_64", "hash_long", "__hash_32", "full_name_hash", "siphash",
					   NULL };
	return prefixed(name, pre) || log_suffix(name);
}

int ns_is_seq(const char *name)
{
	static const char *const set[] = { "seq_printf", "seq_put_decimal_ull", "seq_put_decimal_ll",
					   "seq_put_decimal_ull_width", "seq_put_hex_ll", "seq_puts", "seq_putc",
					   "seq_write", "seq_show_option", NULL };
	return in(name, set);
}

int ns_is_usercopy(const char *name)
{
	static const char *const set[] = { "copy_to_user", "copy_from_user", "get_user", "put_user", "__get_user",
					   "__put_user", "memdup_user", "copy_struct_from_user", "unsafe_put_user",
					   "unsafe_get_user", "simple_read_from_buffer", "SYSCALL_DEFINE0",
					   "SYSCALL_DEFINE1", "SYSCALL_DEFINE2", "SYSCALL_DEFINE3", "SYSCALL_DEFINE4",
					   "SYSCALL_DEFINE5", "SYSCALL_DEFINE6", "COMPAT_SYSCALL_DEFINE1",
					   "COMPAT_SYSCALL_DEFINE2", "COMPAT_SYSCALL_DEFINE3", "COMPAT_SYSCALL_DEFINE4",
					   "COMPAT_SYSCALL_DEFINE5", "COMPAT_SYSCALL_DEFINE6", "cp_new_stat",
					   "cp_old_stat", NULL };
	return in(name, set);
}

int ns_is_netlink(const char *name)
{
	static const char *const pre[] = { "nla_get_", "nla_put_", "nlmsg_", NULL };
	return prefixed(name, pre);
}

int ns_is_caller_id(const char *name)
{
	static const char *const set[] = { "current_uid", "current_gid", "current_euid", "current_egid",
					   "current_fsuid", "current_fsgid", "current_suid", "current_sgid", NULL };
	return in(name, set);
}

int ns_is_valid_check(const char *name)
{
	static const char *const set[] = { "uid_valid", "gid_valid", "projid_valid", "qid_valid", "kuid_has_mapping",
					   "kgid_has_mapping", "kprojid_has_mapping", "qid_has_mapping",
					   "vfsuid_valid", "vfsgid_valid", NULL };
	return in(name, set);
}

/* How a namespace expression is written, by class (tokens joined by one space). */
static const struct {
	const char *token;
	enum nscls cls;
} exprs[] = {
	{ "init_user_ns", NS_INIT },    { "current_user_ns", NS_CURRENT }, { "current_cred", NS_CURRENT },
	{ "current_real_cred", NS_CURRENT }, { "seq_user_ns", NS_OPENER }, { "f_cred", NS_OPENER },
	{ "s_user_ns", NS_SB },         { "i_user_ns", NS_SB },            { "sk_user_ns", NS_NET },
	{ "sock_net", NS_NET },         { "dev_net", NS_NET },             { "read_pnet", NS_NET },
	{ "xt_net", NS_NET },           { "genl_info_net", NS_NET },       { "__task_cred", NS_TASK },
	{ "task_cred_xxx", NS_TASK },   { "mnt_user_ns", NS_PARAM },
};

/* The struct an x->user_ns points into says whose namespace it is. */
static const struct {
	const char *base;
	enum nscls cls;
} bases[] = {
	{ "struct net", NS_NET },    { "struct super_block", NS_SB }, { "struct mm_struct", NS_TASK },
	{ "struct seq_file", NS_OPENER }, { "struct file", NS_OPENER },
};

enum nscls ns_expr_class(const char *text, const char *base)
{
	for (size_t i = 0; i < sizeof(exprs) / sizeof(exprs[0]); i++) {
		const char *p = strstr(text, exprs[i].token);
		size_t l = strlen(exprs[i].token);
		if (p && (p == text || p[-1] == ' ') && (p[l] == 0 || p[l] == ' '))
			return exprs[i].cls;
	}
	if (base) {
		for (size_t i = 0; i < sizeof(bases) / sizeof(bases[0]); i++)
			if (!strcmp(base, bases[i].base))
				return bases[i].cls;
		if (!strcmp(base, "struct cred"))
			return NS_PARAM; /* a cred handed in: whose, the caller knows */
		return NS_OBJ;
	}
	return NS_NONE;
}

/* The idmapping of a mount (5.12+: mnt_userns, 6.3+: mnt_idmap) maps IDs for
 * permission checks and getattr, through the idmapping helpers; it is never the
 * namespace to map a raw ID through: not a carrier. */
int ns_is_idmapping(const char *name)
{
	static const char *const set[] = { "mnt_userns", "mnt_idmap", "idmap", NULL };
	return in(name, set);
}

const char *ns_cls_name(enum nscls c)
{
	static const char *const names[NS_NCLS] = { "unknown", "&init_user_ns", "current_user_ns()",
						    "the opener's (seq_user_ns/f_cred->user_ns)",
						    "the filesystem's (s_user_ns)", "the network namespace's owner",
						    "the task's", "the object's", "handed in" };
	return c < NS_NCLS ? names[c] : "?";
}
