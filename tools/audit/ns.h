/* ns.h — the namespace audit (--namespaces, issue 31): which user namespace an ID
 * mapping uses, which one its boundary calls for.  ns_vocab.c holds the names
 * (mapping helpers, namespace expressions, consumers), ns_scope.c what the
 * function and its objects in scope carry, ns_rows.c the boundary table and
 * kind_ns.c the hooks and the findings (doc/namespaces.md). */
#ifndef KIDPUSH_NS_H
#define KIDPUSH_NS_H

#include "tu.h"

/* Classes of namespace expressions, and of the namespaces a boundary calls for
 * (the values of the vocabulary's enum kp_idv_ns, whose rows name them). */
enum nscls {
	NS_NONE,    /* not known / nothing */
	NS_INIT,    /* &init_user_ns */
	NS_CURRENT, /* current_user_ns(), current_cred()->user_ns: the calling process */
	NS_OPENER,  /* seq_user_ns(m), file->f_cred->user_ns: who opened the file */
	NS_SB,      /* sb->s_user_ns, i_user_ns(inode): the filesystem's owner (4.8+) */
	NS_NET,     /* net->user_ns, sock_net(sk)->user_ns, sk_user_ns(sk): the network namespace's owner */
	NS_TASK,    /* mm->user_ns, __task_cred(t)->user_ns: a task's */
	NS_OBJ,     /* x->user_ns of another object: a connection's, a daemon's, a transport's */
	NS_PARAM,   /* a struct user_namespace * handed in: the caller chose it */
	NS_NCLS
};
const char *ns_cls_name(enum nscls c);

enum mapdir { MAP_IN, MAP_OUT, MAP_CHECK };

/* A mapping helper (ns_vocab.c, from its vocabulary row). nsarg: index of the
 * namespace argument, -1 when the helper takes it from the inode (i_uid_read:
 * i_user_ns from 4.8, init before), -2 for GLOBAL_ROOT_UID (&init_user_ns). */
struct mapfn {
	const char *name;
	enum mapdir dir;
	int munged;
	int projid;
	int nsarg;
	int idarg; /* the raw (in) or kernel (out) ID argument, -1 none */
	int value; /* the IDs are inside a value (an ACL's xattr), no ID argument */
	int fam;   /* enum kp_idv_fam: uid, gid, projid, qid, any */
};
const struct mapfn *ns_mapfn(const char *name);

/* A character of a C identifier (kind_ns.c). */
int ns_is_word(char c);
/* Token sets of ns_vocab.c: is NAME one of them. */
int ns_is_swab(const char *name);      /* byte order: disk or wire format */
int ns_is_log(const char *name);       /* printk, tracing, audit, hashes */
int ns_is_seq(const char *name);       /* seq_file output */
int ns_is_usercopy(const char *name);  /* copy_{to,from}_user, get_user ... */
int ns_is_netlink(const char *name);   /* nla_get_u32, nla_put_u32 ... */
int ns_is_caller_id(const char *name); /* current_fsuid() ...: the calling process's own ID */
int ns_is_valid_check(const char *name); /* uid_valid, kuid_has_mapping ... */
int ns_is_idmapping(const char *name);  /* mnt_userns, mnt_idmap: a mount's idmapping */
int ns_is_alloc(const char *name);      /* kzalloc, alloc_skb ...: a new object */
int ns_is_vfs_xattr(const char *name);  /* vfs_getxattr ...: an xattr value through the VFS */
int ns_is_init_reader(const char *name); /* genlmsg_multicast, request_key ...: read in the initial namespaces */
/* The class of a namespace expression from its tokens (TEXT: the tokens joined by
 * single spaces) and, for x->user_ns, the struct x points to (BASE, or NULL). */
enum nscls ns_expr_class(const char *text, const char *base);
/* Whose namespace a struct's *user_ns field is ("struct net": NS_NET), NS_NONE when
 * the vocabulary has no holder row for it (the object's own). */
enum nscls ns_holder_class(const char *tag);

/* A token list (one function's, cached per function by ns_scope.c). */
struct toks {
	char **v;
	unsigned *line, *col;
	size_t n;
};

/* What the enclosing function and the objects in its scope say (ns_scope.c). */
struct carrier {
	enum nscls cls;
	char *path; /* "skb->sk->__sk_common.skc_net->user_ns" */
};
struct scope {
	CXCursor fn;
	struct toks t;   /* the function's tokens */
	int usercopy;    /* copies from/to user space, or a __user parameter */
	int syscall;     /* SYSCALL_DEFINE / sys_ name, or an ioctl (file, cmd, arg) */
	int seqfile;     /* a struct seq_file * parameter */
	int rwfile;      /* a read/write handler: (struct file *, char __user *, size_t, loff_t *) */
	int showopts;    /* (struct seq_file *, struct dentry *): mount options shown */
	int xattr;       /* an xattr handler (..., const char *name, void *value, size_t size ...) or a
			  * caller of the VFS's xattr calls: a value in the VFS's convention */
	int valid;       /* calls uid_valid() or a *_has_mapping() */
	int initreader;  /* hands a message or description to readers in the initial namespaces */
	struct strlist checked; /* the namespaces of its *_has_mapping() calls, as written */
	struct carrier car[NS_NCLS]; /* the nearest object in scope carrying each class */
	char *taskvar;   /* the first struct task_struct * in scope (its class NS_TASK path wins) */
};
/* The scope of ctx->fn (computed once per function and thread). */
const struct scope *ns_scope(struct tuctx *ctx);
/* ns_macro.c: the tokens of MACRO's #define (in the unit's file or a header
 * beside it) that holds the mapping NAME, and the index of NAME among them; 0
 * when not found.  ns_toks_free() frees a token list. */
int ns_macro_toks(CXTranslationUnit tu, const char *macro, const char *name, struct toks *t, size_t *at);
void ns_toks_free(struct toks *t);
/* The index of the token at (line, col) in t, or t->n. */
size_t toks_find(const struct toks *t, unsigned line, unsigned col);

/* The release (100 * VERSION + PATCHLEVEL) of the audited tree; 0 unknown (set by main). */
extern int ns_release;
/* --namespaces given (set by main). */
extern int ns_enabled;
/* Does a C file or header beside the unit's main file say FS_USERNS_MOUNT: then the
 * filesystem's type lets a user namespace mount it and s_user_ns can be other than
 * &init_user_ns (ns_fstype.c). */
int ns_userns_mount(CXTranslationUnit tu);
/* Does a C file or header beside it compare a user namespace (`f_cred->user_ns !=
 * &init_user_ns`): then the code handles namespaces other than the initial one. */
int ns_compares_userns(CXTranslationUnit tu);

/* ns_value.c: where the value of a value mapping (posix_acl_{from,to}_xattr's
 * buffer, after argument NSARG) comes from or goes to within the function FN:
 * a VFS xattr call or a local wrapper of one, a call of an xattr store's shape
 * (a name, the value and its size, or the value returned through a pointer),
 * or none at all (a null buffer: posix_acl_to_xattr(ns, acl, NULL, 0) asks the
 * size). */
enum nsvalue { NSV_NONE, NSV_STORE, NSV_VFS, NSV_NULL /* a null buffer: a size asked, no ID mapped */ };
enum nsvalue ns_value_end(CXTranslationUnit tu, CXCursor fn, CXCursor call, int nsarg);

/* One mapping, as the rows see it (kind_ns.c fills it in). */
struct nsmap {
	const struct mapfn *fn;
	enum nscls used;
	char *usedtext;   /* the namespace expression as written */
	int swab, uapi, netlink, log, seq, usercopy, caller_id, constant;
	int taskcond;     /* in a branch whose condition passes a task in scope to a call */
	const struct scope *s;
	int userns_mount; /* the filesystem's type says FS_USERNS_MOUNT */
	int compares_ns;  /* a file beside it compares a user namespace */
	enum nsvalue valueend; /* a value mapping: the call its buffer comes from or goes to */
};
/* The verdict of the boundary table (ns_rows.c). */
struct verdict {
	const char *row;     /* the row's name */
	const char *boundary;
	enum nscls expect;   /* NS_NONE: the row accepts what is used */
	const char *expecttext; /* how the expected namespace is written, or a carrier path */
	int unmunged, unchecked, unclassified, ignored;
	int lenient; /* accepted only because the filesystem's type has no FS_USERNS_MOUNT */
	const char *why;
};
void ns_decide(const struct nsmap *m, struct verdict *v);

/* ns_trip.c: a field mapped in through one namespace and out through another
 * (within the PATHs), where one side was accepted only because the filesystem
 * is not userns-mountable: that side is an ns-mismatch expecting the other's
 * namespace.  Reads the ns-mapping records' round-trip keys (ns_trip_key())
 * in ALL, adds the findings, sorts ALL. */
void ns_round_trips(struct findings *all);
/* The round-trip key of a mapping (the detail of its ns-mapping record), or NULL
 * when it has none: its field (MEMBER), direction, family, class, leniency. */
char *ns_trip_key(const struct nsmap *m, const struct verdict *v, const char *member, const char *head);

/* ns_list.c: moves the ns-mapping records out of ALL into MAPS; writes them (one
 * line each, for write_atomic; ctx: struct findings).  (The tree's release:
 * kb_tree_release() of tools/kbuild.) */
void ns_take_mappings(struct findings *all, struct findings *maps);
int ns_list_write(FILE *f, const void *ctx);

/* baseline.c: --baseline FILE, an earlier --json report of the audit.  Loads its
 * findings (0, or -1 said on stderr); marks each of V new or unchanged (a baseline
 * entry with the same file, function, kind and message, each used once) and returns
 * how many are new. */
int audit_baseline_load(const char *path, struct findings *base);
size_t audit_baseline_apply(struct findings *base, struct findings *v);

#endif
