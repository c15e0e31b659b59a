/* idvocab.c — build/test-common-idvocab: the invariants of the one ID
 * vocabulary (tools/common/kp-idvocab.c) and the answers its readers get:
 * no name twice, every row found by its name and kind and by no other kind,
 * the result kinds take no argument and the argument kinds name one, byte
 * orders and widths agree with the name, every kind has rows, and the sets
 * each reader asks for (the audit's seeds and hashes, the front end's types
 * and conversions, the inference's sources and sinks, the gate's type names)
 * hold the names they held as separate lists.  Prints "FAIL: ..." and exits 1
 * on the first wrong answer, "ok" and 0 when all are right. */
#include "kp-idvocab.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void expect(int ok, const char *what, const char *name)
{
	if (!ok) {
		printf("FAIL: %s: %s\n", what, name ? name : "");
		exit(1);
	}
}

/* Kinds whose answer is the call's value (or a type, field or member): no argument. */
#define RESULT_KINDS                                                                                     \
	(KP_IDV_TYPES | KP_IDV_M(KP_IDV_FORMAT_TYPE) | KP_IDV_M(KP_IDV_INODE_READ) |                     \
	 KP_IDV_M(KP_IDV_CURRENT) | KP_IDV_M(KP_IDV_KERNEL_FIELD) | KP_IDV_M(KP_IDV_DECODER) |           \
	 KP_IDV_M(KP_IDV_UNALIGNED_DEC) | KP_IDV_M(KP_IDV_PARSER) | KP_IDV_M(KP_IDV_PRINTER) |           \
	 KP_IDV_M(KP_IDV_LAYOUT_ASSERT) | KP_IDV_M(KP_IDV_STRICT_MEMBER) | KP_IDV_M(KP_IDV_ROOT) |       \
	 KP_IDV_M(KP_IDV_NS_EXPR) | KP_IDV_M(KP_IDV_NS_HOLDER) | KP_IDV_M(KP_IDV_IDMAPPING) |            \
	 KP_IDV_M(KP_IDV_USER_ENTRY) | KP_IDV_M(KP_IDV_ALLOC) | KP_IDV_M(KP_IDV_INIT_READER))
/* Kinds whose rows may or may not name an argument. */
#define EITHER_KINDS                                                                                     \
	(KP_IDV_M(KP_IDV_HASH) | KP_IDV_M(KP_IDV_NETLINK) | KP_IDV_M(KP_IDV_IDMAP_IN) |                  \
	 KP_IDV_M(KP_IDV_IDMAP_OUT))
/* Kinds that exist only with the ID in an argument. */
#define ARG_KINDS (~(unsigned long long)RESULT_KINDS & ~(unsigned long long)EITHER_KINDS & (KP_IDV_M(KP_IDV_NKINDS) - 1))
#define BYTE_ORDER_KINDS                                                                                 \
	(KP_IDV_M(KP_IDV_FORMAT_TYPE) | KP_IDV_M(KP_IDV_DECODER) | KP_IDV_M(KP_IDV_ENCODER) |            \
	 KP_IDV_M(KP_IDV_SWAB_INPLACE) | KP_IDV_M(KP_IDV_UNALIGNED_DEC) | KP_IDV_M(KP_IDV_UNALIGNED_ENC) | \
	 KP_IDV_M(KP_IDV_SWAB))

static void rows_invariants(void)
{
	size_t n = kp_idv_count(), per_kind[KP_IDV_NKINDS] = { 0 };
	expect(n > 0 && kp_idv_row(n) == NULL, "count and row agree", NULL);
	for (size_t i = 0; i < n; i++) {
		const struct kp_idv *r = kp_idv_row(i);
		expect(r->name && *r->name && r->kind < KP_IDV_NKINDS && r->fam <= KP_IDV_FANY, "a sane row", r->name);
		expect(r->bound <= KP_IDV_BTEXT && r->since && *r->since, "bound and since", r->name);
		per_kind[r->kind]++;
		for (size_t j = 0; j < i; j++)
			expect(strcmp(kp_idv_row(j)->name, r->name) != 0, "a name twice", r->name);
		expect(kp_idv_find(r->name, KP_IDV_M(r->kind)) == r, "found by its name and kind", r->name);
		expect(kp_idv_find(r->name, ~KP_IDV_M(r->kind)) == NULL, "found under another kind", r->name);
		if (RESULT_KINDS & KP_IDV_M(r->kind))
			expect(r->args == 0, "a result kind names no argument", r->name);
		if (ARG_KINDS & KP_IDV_M(r->kind))
			expect(r->args != 0, "an argument kind names its argument", r->name);
		if ((BYTE_ORDER_KINDS & KP_IDV_M(r->kind)) && !strchr(r->name, '*')) {
			char bits[8];
			size_t l = strlen(r->name);
			snprintf(bits, sizeof(bits), "%d", r->width * 8);
			int net = !strncmp(r->name, "ntoh", 4) || !strncmp(r->name, "hton", 4); /* ntohl: l 4, s 2 */
			int w = net ? (r->name[l - 1] == 'l' && r->width == 4) || (r->name[l - 1] == 's' && r->width == 2)
				    : strstr(r->name, bits) != NULL;
			expect(r->bound == KP_IDV_BWIRE && w, "a byte order: wire, its width", r->name);
		}
		if (r->kind == KP_IDV_RAW_TYPE || r->kind == KP_IDV_KERNEL_TYPE || r->kind == KP_IDV_MAKE ||
		    r->kind == KP_IDV_FROM || r->kind == KP_IDV_FROM_MUNGED || r->kind == KP_IDV_VAL)
			expect(r->fam != KP_IDV_FNONE && r->fam != KP_IDV_FANY, "an ID row has its family", r->name);
	}
	for (int k = 0; k < KP_IDV_NKINDS; k++) {
		expect(per_kind[k] > 0, "a kind without rows", kp_idv_kind_name(k));
		for (int j = 0; j < k; j++)
			expect(strcmp(kp_idv_kind_name(k), kp_idv_kind_name(j)) != 0, "a kind name twice",
			       kp_idv_kind_name(k));
	}
}

/* The names of KINDS in the table's order, space-separated, into out. */
static const char *names_of(unsigned long long kinds, char *out, size_t size)
{
	size_t o = 0;
	out[0] = 0;
	for (size_t i = 0; i < kp_idv_count(); i++) {
		const struct kp_idv *r = kp_idv_row(i);
		if (kinds & KP_IDV_M(r->kind))
			o += (size_t)snprintf(out + o, o < size ? size - o : 0, "%s%s", o ? " " : "", kp_idv_spelling(r));
	}
	expect(o < size, "names_of: buffer", NULL);
	return out;
}

static void readers(void)
{
	char buf[4096];
	/* The front end's ID types and conversions (tools/clangfe/idtype.c) and, in this
	 * order, the audit prefilter's seeds (tools/audit/pf_fix.c). */
	expect(!strcmp(names_of(KP_IDV_TYPES | KP_IDV_TO_RAW, buf, sizeof(buf)),
		       "uid_t gid_t projid_t kuid_t kgid_t kprojid_t vfsuid_t vfsgid_t struct kqid "
		       "from_kuid from_kgid from_kprojid from_kqid from_kuid_munged from_kgid_munged "
		       "from_kprojid_munged from_kqid_munged __kuid_val __kgid_val __kprojid_val __vfsuid_val "
		       "__vfsgid_val"),
	       "the seeds", buf);
	/* and the prefilter's seeds of a value mapped as a whole (--namespaces) */
	expect(!strcmp(names_of(KP_IDV_VALUE_MAPS, buf, sizeof(buf)), "posix_acl_from_xattr posix_acl_to_xattr"),
	       "the value seeds", buf);
	/* The audit's raw-use hashes (kind_use.c): 20, by value or by address. */
	expect(!strcmp(names_of(KP_IDV_M(KP_IDV_HASH), buf, sizeof(buf)),
		       "hash_32 hash_64 hash_long __hash_32 hash_32_generic hash_64_generic jhash_1word siphash_1u32 "
		       "jhash_2words siphash_2u32 jhash_3words hash_ptr jhash jhash2 full_name_hash crc32_le crc32c "
		       "xxhash xxh32 xxh64"),
	       "the hashes", buf);
	/* The gate's type names (checks/gate-classify.c). */
	expect(!strcmp(names_of(KP_IDV_M(KP_IDV_KERNEL_TYPE) | KP_IDV_M(KP_IDV_KERNEL_STRUCT), buf, sizeof(buf)),
		       "kuid_t kgid_t kprojid_t vfsuid_t vfsgid_t struct kqid"),
	       "the gate's kernel types", buf);
	expect(!strcmp(kp_idv_ktype(KP_IDV_FUID), "kuid_t") && !strcmp(kp_idv_ktype(KP_IDV_FQID), "struct kqid") &&
		       kp_idv_ktype(KP_IDV_FANY) == NULL,
	       "the kernel type of a family", NULL);
	/* The inference's questions (tools/infer/apis.c), one of each. */
	const struct kp_idv *r = kp_idv_find("jhash_3words", KP_IDV_M(KP_IDV_HASH));
	expect(kp_idv_arg(r, 0) && kp_idv_arg(r, 2) && !kp_idv_arg(r, 3), "jhash_3words: the IDs are args 0-2", NULL);
	r = kp_idv_find("jhash", KP_IDV_M(KP_IDV_HASH));
	expect(r && r->args == 0, "jhash hashes memory: no argument by value", NULL);
	r = kp_idv_find("kstrtouint", KP_IDV_M(KP_IDV_PARSER_OUT));
	expect(kp_idv_arg(r, 2) && !kp_idv_arg(r, 0), "kstrtouint writes arg 2", NULL);
	expect(kp_idv_find("strict_strtoul", KP_IDV_M(KP_IDV_PARSER)) == NULL, "strict_strtoul returns no value",
	       NULL);
	r = kp_idv_find("SET_UID", KP_IDV_M(KP_IDV_NARROW));
	expect(kp_idv_arg(r, 1) && r->bound == KP_IDV_BUSER, "SET_UID(var, id): the caller's", NULL);
	r = kp_idv_find("fs_high2lowgid", KP_IDV_M(KP_IDV_NARROW));
	expect(r && r->bound == KP_IDV_BWIRE && r->fam == KP_IDV_FGID, "fs_high2lowgid: a disk format", NULL);
	r = kp_idv_find("make_kprojid", KP_IDV_M(KP_IDV_MAKE));
	expect(kp_idv_arg(r, 1) && r->fam == KP_IDV_FPROJID, "make_kprojid(ns, raw)", NULL);
	r = kp_idv_find("copy_to_user", KP_IDV_M(KP_IDV_USER_COPY_OUT));
	expect(kp_idv_arg(r, 1) && !kp_idv_arg(r, 0), "copy_to_user copies arg 1 out", NULL);
	expect(kp_idv_find("cred.fsgid", KP_IDV_M(KP_IDV_KERNEL_FIELD))->fam == KP_IDV_FGID, "cred.fsgid", NULL);
	expect(kp_idv_find("low2highuid", KP_IDV_M(KP_IDV_WIDEN)) != NULL, "low2highuid widens", NULL);
	/* A prefix row: every seq_ function prints to a seq_file; an exact row comes first. */
	r = kp_idv_find("seq_printf", KP_IDV_M(KP_IDV_PRINTER));
	expect(r && r->bound == KP_IDV_BSEQ, "seq_printf: a seq_file", NULL);
	expect(kp_idv_find("seq_", KP_IDV_M(KP_IDV_PRINTER)) != NULL, "seq_ itself", NULL);
	expect(kp_idv_find("seq", KP_IDV_M(KP_IDV_PRINTER)) == NULL, "seq is not seq_*", NULL);
	expect(kp_idv_find("snprintf", KP_IDV_M(KP_IDV_PRINTER))->bound == KP_IDV_BTEXT, "snprintf: text", NULL);
	/* The in-place swabs, unaligned accesses and layout assertions of the format evidence. */
	expect(kp_idv_find("__swab32s", KP_IDV_M(KP_IDV_SWAB_INPLACE)) &&
		       kp_idv_find("le32_to_cpus", KP_IDV_M(KP_IDV_SWAB_INPLACE)) &&
		       kp_idv_find("get_unaligned_be64", KP_IDV_M(KP_IDV_UNALIGNED_DEC)) &&
		       kp_idv_find("BUILD_BUG_ON", KP_IDV_M(KP_IDV_LAYOUT_ASSERT)),
	       "the format evidence", NULL);
	/* The namespace audit's (tools/audit/ns_vocab.c): prefix and suffix rows of the log,
	 * an exact name of another kind before a prefix (seq_user_ns is no seq_ printer),
	 * mapping rows with their namespace argument, classes of expressions and holders. */
	r = kp_idv_find("nf_log_buf_add", KP_IDV_M(KP_IDV_PRINTER));
	expect(r && r->bound == KP_IDV_BPRINT, "nf_log_buf_add: a log line", NULL);
	r = kp_idv_find("cifs_dbg", KP_IDV_M(KP_IDV_PRINTER));
	expect(r && r->bound == KP_IDV_BPRINT && !strcmp(r->name, "*_dbg"), "a wrapper by its suffix", NULL);
	expect(kp_idv_find("_dbg", KP_IDV_M(KP_IDV_PRINTER)) == NULL, "a suffix alone is no wrapper", NULL);
	expect(kp_idv_find("pr_info_ratelimited", KP_IDV_M(KP_IDV_PRINTER))->bound == KP_IDV_BPRINT, "pr_*", NULL);
	expect(kp_idv_find("seq_user_ns", KP_IDV_M(KP_IDV_PRINTER)) == NULL &&
		       kp_idv_find("seq_user_ns", KP_IDV_M(KP_IDV_NS_EXPR))->ns == KP_IDV_NSOPENER,
	       "seq_user_ns: an expression, no printer", NULL);
	expect(kp_idv_find("seq_printf", KP_IDV_M(KP_IDV_PRINTER))->bound == KP_IDV_BSEQ, "seq_printf: seq", NULL);
	expect(kp_idv_find("nla_put_u32", KP_IDV_M(KP_IDV_NETLINK)) != NULL, "nla_put_*", NULL);
	expect(kp_idv_find("je32_to_cpu", KP_IDV_M(KP_IDV_SWAB)) && kp_idv_find("cpu_to_fs16", KP_IDV_M(KP_IDV_SWAB)) &&
		       kp_idv_find("cpu_to_le32", KP_IDV_M(KP_IDV_ENCODER)),
	       "a format's own byte order helpers; the exact rows first", NULL);
	expect(kp_idv_find("i_uid_read", KP_IDV_M(KP_IDV_INODE_READ))->nsarg == -1 &&
		       kp_idv_find("make_kuid", KP_IDV_M(KP_IDV_MAKE))->nsarg == 0 &&
		       kp_idv_find("from_vfsuid", KP_IDV_M(KP_IDV_IDMAP_OUT))->nsarg == 1 &&
		       kp_idv_find("GLOBAL_ROOT_GID", KP_IDV_M(KP_IDV_ROOT))->nsarg == -2,
	       "the namespace arguments", NULL);
	expect(kp_idv_find("net", KP_IDV_M(KP_IDV_NS_HOLDER))->ns == KP_IDV_NSNET, "struct net: its owner's", NULL);
	r = kp_idv_find_word("from_kuid ( sk_user_ns ( sk ) , x ) init_user_ns_x", KP_IDV_M(KP_IDV_NS_EXPR));
	expect(r && r->ns == KP_IDV_NSNET, "an expression by its whole word", NULL);
	expect(kp_idv_find_word("my_init_user_ns", KP_IDV_M(KP_IDV_NS_EXPR)) == NULL, "not part of a word", NULL);
	expect(kp_idv_find(NULL, ~0ull) == NULL && kp_idv_find("", ~0ull) == NULL && kp_idv_find("uid", ~0ull) == NULL,
	       "no row for NULL, \"\" or a plain word", NULL);
}

int main(void)
{
	rows_invariants();
	readers();
	printf("ok\n");
	return 0;
}
