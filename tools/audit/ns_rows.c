/* ns_rows.c — the boundary table: one row per boundary, its evidence, the
 * namespace it calls for, the releases it holds for and its fixture pair
 * (tests/audit/ns/ROW.c before, ROW-fixed.c after).  The first row whose
 * evidence holds decides; doc/namespaces.md has the table with the reasons. */
#include "ns.h"

#include <string.h>

struct row {
	const char *name;
	const char *boundary;
	int (*holds)(const struct nsmap *m);
	enum nscls expect; /* NS_NONE: whatever the carrier in scope says (see carried()) */
	int from, to;      /* releases (100 * VERSION + PATCHLEVEL), 0: open */
	const char *expecttext;
	const char *absent; /* a carried row whose carrier is not in scope: what it calls for */
};

/* (i_uid_read() printed is the inode's own ID: only an explicit namespace counts) */
static int r_log(const struct nsmap *m)
{
	return m->fn->dir == MAP_OUT && m->log && m->fn->nsarg >= 0;
}
static int r_projid(const struct nsmap *m)
{
	return m->fn->projid;
}
static int r_user(const struct nsmap *m)
{
	return (m->s->syscall || m->s->usercopy || m->usercopy) && !m->s->seqfile && !m->s->rwfile;
}
/* (a byte swap in a seq_file or printk statement is a port number, not the ID's) */
static int r_disk(const struct nsmap *m)
{
	return m->swab && !m->netlink && !m->seq && !m->log;
}
static int r_showopts(const struct nsmap *m)
{
	return m->s->showopts;
}
/* A value holding IDs in an xattr handler or passed to or from the VFS's xattr
 * calls: the VFS maps it for the caller (posix_acl_fix_xattr_{from,to}_user). */
static int r_xattr(const struct nsmap *m)
{
	return m->fn->value && (m->s->xattr || m->valueend == NSV_VFS);
}
/* A value holding IDs to or from the filesystem's xattr store (a call of its
 * shape: a name, the value, its size): the store keeps what the filesystem's
 * xattr handlers get, in the VFS's convention (&init_user_ns, 3.7 to 6.1), and
 * a filesystem no user namespace mounts (no FS_USERNS_MOUNT) whose code compares
 * no user namespace has &init_user_ns as its own too.  Where the code compares
 * one (a daemon's device refused or accepted by its opener's namespace) the
 * store may be a daemon of another namespace: not this row.  Judges
 * &init_user_ns and the caller's namespace only (a carrier's is the filesystem's
 * own choice). */
static int r_store(const struct nsmap *m)
{
	return m->fn->value && m->valueend == NSV_STORE && !m->userns_mount && !m->compares_ns &&
	       (m->used == NS_INIT || m->used == NS_CURRENT);
}
static int r_file(const struct nsmap *m)
{
	return m->s->seqfile || m->s->rwfile || m->seq;
}
/* A network namespace in scope, and IDs of a rule, a message or an attribute (a
 * uapi struct's field, a netlink attribute): not a network filesystem's server. */
static int r_net(const struct nsmap *m)
{
	return m->s->car[NS_NET].path != NULL && (m->uapi || m->netlink);
}
/* An object of its own with a user namespace (a bare namespace parameter is the
 * caller's business: an idmapping, a namespace being set up). */
/* A message to or from another process, not the caller: the ID is a field of a
 * uapi struct (a request's header, a daemon's reply) in a function that is no
 * system call, file handler or netlink message (those rows come first): the
 * reader is the daemon at the other end of the channel.  Only an explicit
 * namespace argument: i_uid_write(inode, raw->uid) is the filesystem's own. */
static int r_daemon(const struct nsmap *m)
{
	return m->uapi && !m->netlink && m->fn->nsarg >= 0;
}
static int r_object(const struct nsmap *m)
{
	return m->s->car[NS_OBJ].path != NULL;
}
/* An ID going out in a function that hands its message or description to
 * readers in the initial namespaces (a generic netlink multicast to init_net,
 * the request-key helper, a usermode helper, which the kernel starts with the
 * initial credentials whatever objects are in scope).  A netlink attribute
 * with a network namespace in scope is row net's (above). */
static int r_initial(const struct nsmap *m)
{
	return m->s->initreader && m->fn->dir == MAP_OUT && m->fn->nsarg >= 0;
}
static int r_task(const struct nsmap *m)
{
	return m->constant && m->taskcond && m->s->car[NS_TASK].path != NULL;
}
static int r_sb(const struct nsmap *m)
{
	return m->s->car[NS_SB].path != NULL;
}

static const struct row rows[] = {
	{ "log", "printk, tracing, audit or a hash", r_log, NS_INIT, 0, 0, "&init_user_ns", NULL },
	{ "projid", "a project ID (never idmapped)", r_projid, NS_INIT, 0, 0, "&init_user_ns", NULL },
	{ "syscall", "a system call's or ioctl's argument or reply", r_user, NS_CURRENT, 0, 0, "current_user_ns()", NULL },
	{ "disk-sb", "an on-disk or wire ID (byte order converted), the filesystem's", r_disk, NS_SB, 408, 0,
	  "i_user_ns(inode) / sb->s_user_ns", NULL },
	{ "disk", "an on-disk or wire ID (byte order converted)", r_disk, NS_INIT, 0, 407, "&init_user_ns", NULL },
	{ "mount-options", "mount options shown ((seq_file, dentry) handler)", r_showopts, NS_SB, 408, 0,
	  "sb->s_user_ns (where the options were parsed)", NULL },
	{ "xattr", "an xattr value through the VFS (a handler, vfs_getxattr()...: the VFS's convention)", r_xattr,
	  NS_INIT, 307, 601, "&init_user_ns", NULL },
	{ "xattr-store", "an xattr value to or from the filesystem's xattr store (the VFS's convention)", r_store,
	  NS_INIT, 307, 601, "&init_user_ns", NULL },
	{ "file", "a file's read/write/show handler", r_file, NS_OPENER, 0, 0, "seq_user_ns(m) / file->f_cred->user_ns", NULL },
	{ "net", "a socket, netlink message or netfilter match (a network namespace in scope)", r_net, NS_NET, 0, 0,
	  NULL, NULL },
	{ "initial", "a message or description read in the initial namespaces (init_net's netlink listeners, a "
	  "usermode helper)", r_initial, NS_INIT, 0, 0, "&init_user_ns", NULL },
	{ "task", "the owner of a task's object (a root ID with a task in scope)", r_task, NS_TASK, 0, 0, NULL, NULL },
	{ "daemon", "a message to or from a daemon (a uapi struct's field, not the caller's reply)", r_daemon, NS_OBJ, 0,
	  0, NULL, "the daemon's namespace (the connection's opener); nothing in scope carries it" },
	{ "object", "a connection's, transport's or daemon's channel (an object in scope with a user_ns)",
	  r_object, NS_OBJ, 0, 0, NULL, NULL },
	{ "sb", "the filesystem's (a super_block in scope)", r_sb, NS_SB, 408, 0, NULL, NULL },
};

/* Is USED what EXPECT calls for?  The classes that name a carrier also accept the
 * carrier's own expression (fc->user_ns for "the object's"), and a namespace handed
 * in is the caller's choice. */
static int agrees(enum nscls used, enum nscls expect)
{
	if (used == expect || used == NS_PARAM)
		return 1;
	if (expect == NS_OBJ)
		return used != NS_INIT && used != NS_CURRENT;
	if (expect == NS_SB)
		return used == NS_OBJ; /* the filesystem's connection, set from s_user_ns */
	return 0;
}

/* A value holding IDs (an ACL's xattr) mapped through &init_user_ns, accepted by
 * no row or only because the filesystem is not userns-mountable: its IDs go to or
 * come from a call (the filesystem's disk, a server, a daemon), which the evidence
 * in scope does not tell apart: listed as unclassified, not guessed. */
static void value_undecided(const struct nsmap *m, struct verdict *v)
{
	if (!m->fn->value || m->used != NS_INIT || v->expect != NS_NONE || (v->row && !v->lenient))
		return;
	v->unclassified = 1;
	v->why = "the IDs inside the value go to or come from a call (the filesystem's disk, a server or a "
		 "daemon): the evidence in scope does not decide their namespace";
}

static int in_range(const struct row *r)
{
	if (!ns_release)
		return r->from == 0 || r->to == 0; /* release unknown: the newer rows */
	return (!r->from || ns_release >= r->from) && (!r->to || ns_release <= r->to);
}

void ns_decide(const struct nsmap *m, struct verdict *v)
{
	memset(v, 0, sizeof(*v));
	if (m->fn->value && m->valueend == NSV_NULL)
		return; /* a size asked with a null buffer: no ID is mapped */
	const struct row *r = NULL;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]) && !r; i++)
		if (in_range(&rows[i]) && rows[i].holds(m))
			r = &rows[i];
	/* The initial root by name (GLOBAL_ROOT_UID) is a choice everywhere but where the
	 * owner of a task's object is decided by the task. */
	if (!r || (m->fn->nsarg == -2 && r->holds != r_task) || m->fn->dir == MAP_CHECK) {
		value_undecided(m, v);
		return; /* a *_has_mapping() asks whether an ID fits a namespace: no boundary */
	}
	v->row = r->name;
	v->boundary = r->boundary;
	v->expect = r->expect;
	v->expecttext = r->expecttext ? r->expecttext : m->s->car[r->expect].path;
	int carried = v->expecttext != NULL && r->expecttext == NULL; /* the row names a carrier in scope */
	if (!v->expecttext) {
		/* nothing in scope carries what the row calls for: only &init_user_ns,
		 * which never is the other process's, is wrong (the caller's may be) */
		v->expecttext = r->absent;
		if (m->used != NS_INIT)
			v->expect = NS_NONE;
	}
	/* A carrier only makes &init_user_ns wrong (and the caller's namespace in the
	 * file rows); the filesystem's only where its type says FS_USERNS_MOUNT (else
	 * s_user_ns is &init_user_ns). */
	if (carried && m->used != NS_INIT)
		v->expect = NS_NONE;
	if ((r->expect == NS_SB) && !m->userns_mount && (m->used == NS_INIT || m->used == NS_CURRENT)) {
		v->lenient = v->expect != NS_NONE;
		v->expect = NS_NONE;
	}
	if (r->expect == NS_OPENER && m->used == NS_CURRENT && !m->s->seqfile && !m->s->rwfile)
		v->expect = NS_NONE;
	if (v->expect != NS_NONE && agrees(m->used, v->expect))
		v->expect = NS_NONE;
	/* a system call's ID mapped out through the filesystem's own namespace goes to
	 * the filesystem (its records, a comparison with its IDs), not to the caller */
	if (r->expect == NS_CURRENT && m->used == NS_SB && m->fn->dir == MAP_OUT)
		v->expect = NS_NONE;
	v->ignored = carried && v->expect != NS_NONE;
	/* (an ID checked with *_has_mapping() into the same namespace cannot come out as -1) */
	if ((r->expect == NS_CURRENT || r->expect == NS_OPENER) && m->fn->dir == MAP_OUT && !m->fn->munged &&
	    m->fn->nsarg >= 0 && !m->fn->value && !m->log && !sl_contains(&m->s->checked, m->usedtext))
		v->unmunged = 1;
	if (r->expect == NS_CURRENT && m->fn->dir == MAP_IN && !m->s->valid && m->fn->nsarg >= 0 && !m->fn->value)
		v->unchecked = 1;
	value_undecided(m, v);
}
