/* ns_vocab.c — the namespace audit's questions to the one ID vocabulary
 * (tools/common/kp-idvocab.c, issue 34 item 6): the mapping helpers of every
 * release (3.5 make_kuid ... 6.x vfsuid) with their namespace and ID arguments,
 * the expressions that name a user namespace and the structs whose user_ns is
 * whose, and the calls that say where a raw number comes from or goes to.  No
 * name is kept here. */
#include "ns.h"
#include "kp-idvocab.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* kp-idvocab's namespace classes are the audit's */
_Static_assert((int)KP_IDV_NSPARAM == (int)NS_PARAM && (int)KP_IDV_NSOBJ == (int)NS_OBJ &&
		       (int)KP_IDV_NSINIT == (int)NS_INIT && (int)KP_IDV_NSNET == (int)NS_NET,
	       "enum kp_idv_ns and enum nscls agree");

#define MAPPING_KINDS                                                                                          \
	(KP_IDV_M(KP_IDV_MAKE) | KP_IDV_M(KP_IDV_FROM) | KP_IDV_M(KP_IDV_FROM_MUNGED) |                        \
	 KP_IDV_M(KP_IDV_HAS_MAPPING) | KP_IDV_M(KP_IDV_INODE_READ) | KP_IDV_M(KP_IDV_INODE_WRITE) |          \
	 KP_IDV_M(KP_IDV_IDMAP_IN) | KP_IDV_M(KP_IDV_IDMAP_OUT) | KP_IDV_M(KP_IDV_ROOT) |                     \
	 KP_IDV_M(KP_IDV_VALUE_IN) | KP_IDV_M(KP_IDV_VALUE_OUT))

static struct mapfn *fns; /* one per vocabulary row, filled for the mapping rows */
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void fns_build(void)
{
	size_t n = kp_idv_count();
	fns = calloc(n, sizeof(*fns));
	if (!fns)
		abort();
	for (size_t i = 0; i < n; i++) {
		const struct kp_idv *r = kp_idv_row(i);
		struct mapfn *f = &fns[i];
		if (!(MAPPING_KINDS & KP_IDV_M(r->kind)))
			continue;
		f->name = r->name;
		f->dir = r->kind == KP_IDV_HAS_MAPPING ? MAP_CHECK
			 : r->kind == KP_IDV_MAKE || r->kind == KP_IDV_INODE_WRITE || r->kind == KP_IDV_IDMAP_IN ||
					 r->kind == KP_IDV_ROOT || r->kind == KP_IDV_VALUE_IN
				 ? MAP_IN
				 : MAP_OUT;
		f->munged = r->kind == KP_IDV_FROM_MUNGED;
		f->projid = r->fam == KP_IDV_FPROJID;
		f->nsarg = r->nsarg;
		f->idarg = -1;
		f->value = r->kind == KP_IDV_VALUE_IN || r->kind == KP_IDV_VALUE_OUT;
		f->fam = (int)r->fam;
		for (int a = 0; a < 8 && f->idarg < 0 && !f->value; a++)
			if (kp_idv_arg(r, a))
				f->idarg = a;
	}
}

const struct mapfn *ns_mapfn(const char *name)
{
	pthread_once(&once, fns_build);
	const struct kp_idv *r = kp_idv_find(name, MAPPING_KINDS);
	for (size_t i = 0; r && i < kp_idv_count(); i++)
		if (kp_idv_row(i) == r)
			return &fns[i];
	return NULL;
}

static int is(const char *name, unsigned long long kinds)
{
	return kp_idv_find(name, kinds) != NULL;
}

int ns_is_swab(const char *name)
{
	return is(name, KP_IDV_M(KP_IDV_DECODER) | KP_IDV_M(KP_IDV_ENCODER) | KP_IDV_M(KP_IDV_SWAB_INPLACE) |
				KP_IDV_M(KP_IDV_UNALIGNED_DEC) | KP_IDV_M(KP_IDV_UNALIGNED_ENC) | KP_IDV_M(KP_IDV_SWAB));
}

/* the log (printers of bound print), tracing, audit and hashes */
int ns_is_log(const char *name)
{
	const struct kp_idv *r = kp_idv_find(name, KP_IDV_M(KP_IDV_PRINTER) | KP_IDV_M(KP_IDV_HASH));
	return r && (r->kind == KP_IDV_HASH || r->bound == KP_IDV_BPRINT);
}

int ns_is_seq(const char *name)
{
	const struct kp_idv *r = kp_idv_find(name, KP_IDV_M(KP_IDV_PRINTER));
	return r && r->bound == KP_IDV_BSEQ;
}

int ns_is_usercopy(const char *name)
{
	return is(name, KP_IDV_M(KP_IDV_USER_IN) | KP_IDV_M(KP_IDV_USER_OUT) | KP_IDV_M(KP_IDV_USER_COPY_IN) |
				KP_IDV_M(KP_IDV_USER_COPY_OUT) | KP_IDV_M(KP_IDV_USER_ENTRY));
}

int ns_is_netlink(const char *name)
{
	return is(name, KP_IDV_M(KP_IDV_NETLINK));
}

int ns_is_caller_id(const char *name)
{
	return is(name, KP_IDV_M(KP_IDV_CURRENT));
}

int ns_is_valid_check(const char *name)
{
	return is(name, KP_IDV_M(KP_IDV_VALID) | KP_IDV_M(KP_IDV_HAS_MAPPING));
}

int ns_is_idmapping(const char *name)
{
	return is(name, KP_IDV_M(KP_IDV_IDMAPPING));
}

int ns_is_vfs_xattr(const char *name)
{
	return is(name, KP_IDV_M(KP_IDV_VFS_XATTR));
}

int ns_is_init_reader(const char *name)
{
	return is(name, KP_IDV_M(KP_IDV_INIT_READER));
}

int ns_is_alloc(const char *name)
{
	return is(name, KP_IDV_M(KP_IDV_ALLOC));
}

enum nscls ns_holder_class(const char *tag)
{
	const struct kp_idv *r = kp_idv_find(!strncmp(tag, "struct ", 7) ? tag + 7 : tag, KP_IDV_M(KP_IDV_NS_HOLDER));
	return r ? (enum nscls)r->ns : NS_NONE;
}

enum nscls ns_expr_class(const char *text, const char *base)
{
	const struct kp_idv *r = kp_idv_find_word(text, KP_IDV_M(KP_IDV_NS_EXPR));
	if (r)
		return (enum nscls)r->ns;
	if (base) {
		enum nscls c = ns_holder_class(base);
		return c != NS_NONE ? c : NS_OBJ;
	}
	return NS_NONE;
}

const char *ns_cls_name(enum nscls c)
{
	static const char *const names[NS_NCLS] = { "unknown", "&init_user_ns", "current_user_ns()",
						    "the opener's (seq_user_ns/f_cred->user_ns)",
						    "the filesystem's (s_user_ns)", "the network namespace's owner",
						    "the task's", "the object's", "handed in" };
	return c < NS_NCLS ? names[c] : "?";
}
