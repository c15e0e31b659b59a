/* kp-idvocab.h — the one ID vocabulary (issue 34 item 6, issue 32's "one
 * owner per fact"): the kernel's ID types, the conversions between raw and
 * kernel IDs, and the interfaces where raw values enter or leave (decoders,
 * encoders, in-place swabs, parsers, user copies, hashes, printers), one row
 * each, in kp-idvocab.c.  Read by the audit (tools/audit: its prefilter's
 * seed set, raw-use's hashes), the front end's idtype (tools/clangfe), the
 * inference (tools/infer/apis.c) and the gate's classifier
 * (checks/gate-classify.c).  doc/house.md "One ID vocabulary". */
#ifndef KIDPUSH_KP_IDVOCAB_H
#define KIDPUSH_KP_IDVOCAB_H
#include <stddef.h>

enum kp_idv_kind {
	KP_IDV_RAW_TYPE,      /* uid_t: a raw ID type */
	KP_IDV_KERNEL_TYPE,   /* kuid_t, vfsuid_t: a kernel ID type (typedef) */
	KP_IDV_KERNEL_STRUCT, /* kqid: a kernel ID struct tag (spelled "struct kqid") */
	KP_IDV_FORMAT_TYPE,   /* __le32: values in a disk/wire byte order by construction */
	KP_IDV_MAKE,          /* make_kuid(ns, raw): raw -> kernel (arg: the raw ID) */
	KP_IDV_FROM,          /* from_kuid(ns, k): kernel -> raw of ns */
	KP_IDV_FROM_MUNGED,   /* from_kuid_munged(ns, k): kernel -> raw, overflow ID if unmapped */
	KP_IDV_VAL,           /* __kuid_val(k): the raw value, no namespace (hashes, compares) */
	KP_IDV_INODE_READ,    /* i_uid_read(inode): from_kuid(&init_user_ns, inode->i_uid) */
	KP_IDV_INODE_WRITE,   /* i_uid_write(inode, raw): make_kuid(&init_user_ns, raw) into it */
	KP_IDV_WIDEN,         /* low2highuid(x): a 16-bit raw ID as a 32-bit raw ID */
	KP_IDV_NARROW,        /* high2lowuid(x), SET_UID(v, x): a raw ID as a 16-bit one (arg) */
	KP_IDV_CURRENT,       /* current_fsuid(): a kernel ID of the calling process */
	KP_IDV_KERNEL_FIELD,  /* "inode.i_uid": a field that holds kernel IDs (struct tag.field) */
	KP_IDV_DECODER,       /* le32_to_cpu(x), ntohl(x): the result came from a format */
	KP_IDV_ENCODER,       /* cpu_to_le32(x), htonl(x): the argument goes to a format */
	KP_IDV_SWAB_INPLACE,  /* __swab32s(&x), le32_to_cpus(&x): a format swapped in place */
	KP_IDV_UNALIGNED_DEC, /* get_unaligned_le32(p): the result came from a format */
	KP_IDV_UNALIGNED_ENC, /* put_unaligned_le32(x, p): the argument goes to a format */
	KP_IDV_LAYOUT_ASSERT, /* BUILD_BUG_ON(offsetof(...) != N): a layout pinned */
	KP_IDV_PARSER,        /* simple_strtoul(s, ...): the result came from text */
	KP_IDV_PARSER_OUT,    /* match_int(args, &x), kstrtouint(s, b, &x): written through arg */
	KP_IDV_USER_IN,       /* get_user(x, p): written from user space through arg */
	KP_IDV_USER_OUT,      /* put_user(x, p): the argument goes to user space */
	KP_IDV_USER_COPY_IN,  /* copy_from_user(dst, ...): a whole copy from user space (arg) */
	KP_IDV_USER_COPY_OUT, /* copy_to_user(..., src, ...): a whole copy to user space (arg) */
	KP_IDV_HASH,          /* hash_32(x, b), jhash(&x, n, s): hashes (args by value, if any) */
	KP_IDV_PRINTER,       /* sprintf(buf, fmt, ...), seq_*: variadic encoders into text */
	KP_IDV_STRICT_MEMBER, /* e_id: a member that exists only without strict ID types */
	KP_IDV_WHOLE_COPY,    /* memcpy(dst, src, n): a structure copied whole to/from a buffer */
	/* the namespace audit's (tools/audit/ns_vocab.c, doc/namespaces.md) */
	KP_IDV_HAS_MAPPING,   /* kuid_has_mapping(ns, k): does the ID fit the namespace (arg) */
	KP_IDV_VALID,         /* uid_valid(k): a validity check (arg) */
	KP_IDV_IDMAP_IN,      /* mapped_fsuid(idmap, fs_ns): an idmapped mount's ID into the filesystem */
	KP_IDV_IDMAP_OUT,     /* from_vfsuid(idmap, fs_ns, v), i_uid_into_mnt(): out of it */
	KP_IDV_ROOT,          /* GLOBAL_ROOT_UID: 0 of &init_user_ns, by name */
	KP_IDV_NS_EXPR,       /* current_user_ns, f_cred, sock_net: a namespace expression (its ns class) */
	KP_IDV_NS_HOLDER,     /* "net": x->user_ns of that struct is that class's namespace */
	KP_IDV_IDMAPPING,     /* mnt_userns, mnt_idmap: a mount's idmapping, never a namespace to map raw IDs */
	KP_IDV_SWAB,          /* swab32(x): a value byte swap (disk or wire) */
	KP_IDV_NETLINK,       /* nla_get_u32(), nla_put_u32(): a netlink attribute ("nla_get_*" prefix rows) */
	KP_IDV_USER_ENTRY,    /* SYSCALL_DEFINE3, memdup_user(), simple_read_from_buffer(): user space there */
	KP_IDV_ALLOC,         /* kzalloc(), alloc_skb(): a new object (its pointer fields not set) */
	KP_IDV_VALUE_IN,      /* posix_acl_from_xattr(ns, value, size): the IDs inside a value mapped in */
	KP_IDV_VALUE_OUT,     /* posix_acl_to_xattr(ns, acl, buf, size): mapped out into a value */
	KP_IDV_VFS_XATTR,     /* vfs_getxattr(d, name, buf, size): an xattr value through the VFS (arg) */
	KP_IDV_INIT_READER,   /* genlmsg_multicast(), request_key(): read in the initial namespaces (init_net's
			       * listeners, a usermode helper the kernel starts) */
	KP_IDV_NKINDS
};
#define KP_IDV_M(k) (1ull << (k)) /* a set of kinds: unsigned long long (46 kinds) */

enum kp_idv_fam { KP_IDV_FNONE, KP_IDV_FUID, KP_IDV_FGID, KP_IDV_FPROJID, KP_IDV_FQID, KP_IDV_FANY };

/* Where the raw value of a row is, for a source or sink (the boundary table of
 * doc/infer.md; the namespace of each class is the inference's, graph.c). */
enum kp_idv_bound {
	KP_IDV_BNONE,
	KP_IDV_BUSER,  /* the calling process: options, user copies, syscall replies */
	KP_IDV_BWIRE,  /* a disk or wire format (byte order, 16-bit disk fields) */
	KP_IDV_BPRINT, /* the log, tracing */
	KP_IDV_BSEQ,   /* a seq_file (/proc/mounts) */
	KP_IDV_BHASH,  /* a hash */
	KP_IDV_BTEXT   /* formatted into a string handed on (an upcall's key, a buffer) */
};

/* The class of a user namespace expression (tools/audit/ns.h's enum nscls). */
enum kp_idv_ns {
	KP_IDV_NSNONE,
	KP_IDV_NSINIT,    /* &init_user_ns */
	KP_IDV_NSCURRENT, /* the calling process's */
	KP_IDV_NSOPENER,  /* the file's opener's */
	KP_IDV_NSSB,      /* the filesystem's (s_user_ns) */
	KP_IDV_NSNET,     /* the network namespace's owner */
	KP_IDV_NSTASK,    /* a task's */
	KP_IDV_NSOBJ,     /* another object's (a connection's) */
	KP_IDV_NSPARAM    /* handed in: the caller's choice */
};

/* One row.  Names are unique over the whole table (tests/common/units.c). */
struct kp_idv {
	const char *name;  /* identifier; "tag.field" for a kernel field; "seq_*" a prefix, "*_info" a suffix */
	enum kp_idv_kind kind;
	enum kp_idv_fam fam;
	unsigned char width;   /* bytes of the raw value (2, 4, 8), 0: any or not fixed */
	enum kp_idv_bound bound;
	unsigned char args;    /* bit i: argument i is the ID (in or out, by the kind);
				* 0 with a result kind: the call's value */
	const char *since;     /* first of the reference trees that has it (doc/house.md) */
	const char *until;     /* last one, NULL: still in the newest */
	const char *note;
	/* mapping rows (make, from, from munged, has mapping, inode read/write, idmap,
	 * root, value in/out): the namespace argument; -1: the inode's own (i_user_ns() from 4.8,
	 * &init_user_ns before); -2: none, &init_user_ns by name.  Else 0. */
	signed char nsarg;
	enum kp_idv_ns ns; /* namespace expression and holder rows: the class */
};

size_t kp_idv_count(void);
const struct kp_idv *kp_idv_row(size_t i);
/* The row named NAME whose kind is in KINDS (a mask of KP_IDV_M()), else NULL.
 * A "prefix*" row matches every name that starts with the prefix. */
const struct kp_idv *kp_idv_find(const char *name, unsigned long long kinds);
/* The row of kind in KINDS whose name is a whole word of TEXT (tokens joined by
 * single spaces), the first in the table's order, else NULL. */
const struct kp_idv *kp_idv_find_word(const char *text, unsigned long long kinds);
/* Does row R carry the ID in argument I? */
int kp_idv_arg(const struct kp_idv *r, int i);
/* The C spelling of a type row: "kuid_t", "struct kqid". */
const char *kp_idv_spelling(const struct kp_idv *r);
/* The kernel type of a family ("kuid_t", "struct kqid"; the first row of that
 * family and kind KERNEL_TYPE/KERNEL_STRUCT), NULL for none. */
const char *kp_idv_ktype(enum kp_idv_fam f);
const char *kp_idv_kind_name(enum kp_idv_kind k);

/* The kinds the consumers ask for. */
#define KP_IDV_TYPES (KP_IDV_M(KP_IDV_RAW_TYPE) | KP_IDV_M(KP_IDV_KERNEL_TYPE) | KP_IDV_M(KP_IDV_KERNEL_STRUCT))
#define KP_IDV_TO_RAW (KP_IDV_M(KP_IDV_FROM) | KP_IDV_M(KP_IDV_FROM_MUNGED) | KP_IDV_M(KP_IDV_VAL))
/* a value holding IDs mapped as a whole (the audit prefilter seeds them too: a call
 * names no ID type, and is a namespace audit's mapping) */
#define KP_IDV_VALUE_MAPS (KP_IDV_M(KP_IDV_VALUE_IN) | KP_IDV_M(KP_IDV_VALUE_OUT))

#endif
