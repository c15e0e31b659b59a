/* apis.c — the kernel interfaces the inference knows by name: where raw values
 * enter from outside (option parsing, wire and disk decoders, user copies), where
 * IDs leave (encoders, printing, hashing, user copies), and the explicit
 * conversions (which end a flow: their result is no longer the same value). */
#include "apis.h"

#include <string.h>

struct api {
	const char *name;
	int arg;          /* -1: the value of the call/macro; else the argument index */
	enum bclass bc;
};

/* Values from outside: the call/macro result itself. */
static const struct api in_values[] = {
	{ "le16_to_cpu", -1, B_WIRE },   { "le32_to_cpu", -1, B_WIRE },    { "le64_to_cpu", -1, B_WIRE },
	{ "be16_to_cpu", -1, B_WIRE },   { "be32_to_cpu", -1, B_WIRE },    { "be64_to_cpu", -1, B_WIRE },
	{ "__le16_to_cpu", -1, B_WIRE }, { "__le32_to_cpu", -1, B_WIRE },  { "__le64_to_cpu", -1, B_WIRE },
	{ "__be16_to_cpu", -1, B_WIRE }, { "__be32_to_cpu", -1, B_WIRE },  { "__be64_to_cpu", -1, B_WIRE },
	{ "le16_to_cpup", -1, B_WIRE },  { "le32_to_cpup", -1, B_WIRE },   { "le64_to_cpup", -1, B_WIRE },
	{ "be16_to_cpup", -1, B_WIRE },  { "be32_to_cpup", -1, B_WIRE },   { "be64_to_cpup", -1, B_WIRE },
	{ "ntohl", -1, B_WIRE },         { "ntohs", -1, B_WIRE },          { "get_unaligned_le32", -1, B_WIRE },
	{ "get_unaligned_be32", -1, B_WIRE }, { "get_unaligned_le16", -1, B_WIRE },
	{ "get_unaligned_be16", -1, B_WIRE },
	/* format evidence (issue 34, for the shared table): the other unaligned decoders */
	{ "get_unaligned_le64", -1, B_WIRE }, { "get_unaligned_be64", -1, B_WIRE },
	{ "__get_unaligned_le32", -1, B_WIRE }, { "__get_unaligned_be32", -1, B_WIRE },
	{ "simple_strtoul", -1, B_USER }, { "simple_strtol", -1, B_USER }, { "simple_strtoull", -1, B_USER },
	{ "simple_strtoll", -1, B_USER }, { "strict_strtoul", -1, B_USER }, { "memparse", -1, B_USER },
};

/* Values from outside written through an out-parameter (cannot be wrapped at the call). */
static const struct api in_outparams[] = {
	{ "match_int", 1, B_USER },     { "match_octal", 1, B_USER },   { "match_hex", 1, B_USER },
	{ "match_u64", 1, B_USER },     { "kstrtoint", 2, B_USER },     { "kstrtouint", 2, B_USER },
	{ "kstrtol", 2, B_USER },       { "kstrtoul", 2, B_USER },      { "kstrtoll", 2, B_USER },
	{ "kstrtoull", 2, B_USER },     { "kstrtou32", 2, B_USER },     { "kstrtos32", 2, B_USER },
	{ "kstrtou16", 2, B_USER },     { "kstrtou64", 2, B_USER },     { "kstrtos64", 2, B_USER },
	{ "strict_strtoul", 2, B_USER }, { "strict_strtol", 2, B_USER }, { "get_user", 0, B_USER },
	{ "__get_user", 0, B_USER },    { "copy_from_user", 0, B_USER }, { "__copy_from_user", 0, B_USER },
};

/* IDs leaving: the argument becomes a raw value outside. */
static const struct api out_args[] = {
	{ "cpu_to_le16", 0, B_WIRE },   { "cpu_to_le32", 0, B_WIRE },   { "cpu_to_le64", 0, B_WIRE },
	{ "cpu_to_be16", 0, B_WIRE },   { "cpu_to_be32", 0, B_WIRE },   { "cpu_to_be64", 0, B_WIRE },
	{ "__cpu_to_le16", 0, B_WIRE }, { "__cpu_to_le32", 0, B_WIRE }, { "__cpu_to_le64", 0, B_WIRE },
	{ "__cpu_to_be16", 0, B_WIRE }, { "__cpu_to_be32", 0, B_WIRE }, { "__cpu_to_be64", 0, B_WIRE },
	{ "htonl", 0, B_WIRE },         { "htons", 0, B_WIRE },         { "put_unaligned_le32", 0, B_WIRE },
	{ "put_unaligned_be32", 0, B_WIRE },
	/* format evidence (issue 34, for the shared table): the other unaligned encoders */
	{ "put_unaligned_le16", 0, B_WIRE }, { "put_unaligned_be16", 0, B_WIRE },
	{ "put_unaligned_le64", 0, B_WIRE }, { "put_unaligned_be64", 0, B_WIRE },
	{ "__put_unaligned_le32", 0, B_WIRE }, { "__put_unaligned_be32", 0, B_WIRE },
	{ "put_user", 0, B_USER },      { "__put_user", 0, B_USER },
	{ "high2lowuid", 0, B_USER },   { "high2lowgid", 0, B_USER },
	/* SET_UID(var, id) (highuid.h): the id as the caller's 16- or 32-bit reply */
	{ "SET_UID", 1, B_USER },       { "SET_GID", 1, B_USER },
	/* fs_high2low*(): a 16-bit field of a disk format (fs_overflowuid), not the caller's */
	{ "fs_high2lowuid", 0, B_WIRE }, { "fs_high2lowgid", 0, B_WIRE },
	{ "hash_32", 0, B_HASH },       { "hash_64", 0, B_HASH },       { "hash_long", 0, B_HASH },
	{ "jhash_1word", 0, B_HASH },   { "jhash_2words", 0, B_HASH },  { "jhash_2words", 1, B_HASH },
	{ "jhash_3words", 0, B_HASH },  { "jhash_3words", 1, B_HASH },  { "jhash_3words", 2, B_HASH },
};

/* Format evidence (issue 34, for the shared table): byte swaps IN PLACE.  Argument 0
 * points at a value kept in a byte order of its own (a disk or wire format, possibly
 * a peer's host order), whatever the CPU's: swab32s(&b->fsuid), le32_to_cpus(&x).
 * On a little-endian build le32_to_cpus() is a macro that does nothing with its
 * argument, so the names are matched as written (a call or a macro invocation). */
static const char *const inplace_swabs[] = {
	"__swab16s",      "__swab32s",      "__swab64s",      "swab16s",        "swab32s",
	"swab64s",        "le16_to_cpus",   "le32_to_cpus",   "le64_to_cpus",   "be16_to_cpus",
	"be32_to_cpus",   "be64_to_cpus",   "cpu_to_le16s",   "cpu_to_le32s",   "cpu_to_le64s",
	"cpu_to_be16s",   "cpu_to_be32s",   "cpu_to_be64s",   "__le16_to_cpus", "__le32_to_cpus",
	"__le64_to_cpus", "__be16_to_cpus", "__be32_to_cpus", "__be64_to_cpus", "__cpu_to_le16s",
	"__cpu_to_le32s", "__cpu_to_le64s", "__cpu_to_be16s", "__cpu_to_be32s", "__cpu_to_be64s",
};

/* Format evidence (issue 34, for the shared table): a structure copied whole between
 * a buffer (a message, a page) and memory, by these copies' first two arguments. */
static const char *const whole_copies[] = {
	"memcpy", "__memcpy", "__builtin_memcpy", "__inline_memcpy", "memmove", "__builtin_memmove",
};

/* Explicit conversions and accessors: the flow ends here (an OTHER term). */
static const char *const conversions[] = {
	"from_kuid", "from_kgid", "from_kprojid", "from_kqid", "from_kuid_munged", "from_kgid_munged",
	"from_kprojid_munged", "from_kqid_munged", "__kuid_val", "__kgid_val", "__kprojid_val",
	"low2highuid", "low2highgid",
};

static const struct api *find(const struct api *v, size_t n, const char *name, int arg)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(v[i].name, name) && (arg == -2 || v[i].arg == arg))
			return &v[i];
	return NULL;
}

#define N(a) (sizeof(a) / sizeof((a)[0]))

enum bclass api_in_value(const char *name)
{
	const struct api *a = find(in_values, N(in_values), name, -1);
	return a ? a->bc : B_NONE;
}

enum bclass api_in_outparam(const char *name, int arg)
{
	const struct api *a = find(in_outparams, N(in_outparams), name, arg);
	return a ? a->bc : B_NONE;
}

int api_has_outparam(const char *name)
{
	return find(in_outparams, N(in_outparams), name, -2) != NULL;
}

enum bclass api_out_arg(const char *name, int arg)
{
	const struct api *a = find(out_args, N(out_args), name, arg);
	return a ? a->bc : B_NONE;
}

int api_has_out(const char *name)
{
	return find(out_args, N(out_args), name, -2) != NULL;
}

int api_inplace_swab(const char *name)
{
	for (size_t i = 0; i < N(inplace_swabs); i++)
		if (!strcmp(inplace_swabs[i], name))
			return 1;
	return 0;
}

int api_whole_copy(const char *name)
{
	for (size_t i = 0; i < N(whole_copies); i++)
		if (!strcmp(whole_copies[i], name))
			return 1;
	return 0;
}

int api_is_conversion(const char *name)
{
	for (size_t i = 0; i < N(conversions); i++)
		if (!strcmp(conversions[i], name))
			return 1;
	return 0;
}

/* Variadic callees whose extra arguments are printed: seq_* ones reach user space
 * (/proc/mounts), sprintf() and its kin make a string that is handed on (an upcall's
 * key description, a buffer another process reads), the others the log. */
enum bclass api_variadic(const char *name)
{
	static const char *const text[] = { "sprintf", "snprintf", "scnprintf", "kasprintf", "vsprintf",
					    "vsnprintf", "vscnprintf", "kvasprintf" };
	if (!strncmp(name, "seq_", 4))
		return B_SEQ;
	for (size_t i = 0; i < N(text); i++)
		if (!strcmp(text[i], name))
			return B_TEXT; /* a string handed on: an upcall's key, a buffer */
	return B_PRINT;
}

/* A kernel ID function/field by API even where its type is still raw (older trees). */
enum fam api_kernel_func(const char *name)
{
	static const struct {
		const char *n;
		enum fam f;
	} v[] = {
		{ "current_fsuid", F_UID }, { "current_fsgid", F_GID }, { "current_uid", F_UID },
		{ "current_gid", F_GID },   { "current_euid", F_UID },  { "current_egid", F_GID },
		{ "current_suid", F_UID },  { "current_sgid", F_GID },  { "make_kuid", F_UID },
		{ "make_kgid", F_GID },     { "make_kprojid", F_PROJID }, { "make_kqid", F_QID },
	};
	for (size_t i = 0; i < N(v); i++)
		if (!strcmp(v[i].n, name))
			return v[i].f;
	return F_NONE;
}

enum fam api_kernel_field(const char *tag, const char *field)
{
	static const struct {
		const char *t, *n;
		enum fam f;
	} v[] = {
		{ "inode", "i_uid", F_UID }, { "inode", "i_gid", F_GID }, { "iattr", "ia_uid", F_UID },
		{ "iattr", "ia_gid", F_GID }, { "kstat", "uid", F_UID },  { "kstat", "gid", F_GID },
		{ "cred", "uid", F_UID },    { "cred", "gid", F_GID },    { "cred", "suid", F_UID },
		{ "cred", "sgid", F_GID },   { "cred", "euid", F_UID },   { "cred", "egid", F_GID },
		{ "cred", "fsuid", F_UID },  { "cred", "fsgid", F_GID },
	};
	for (size_t i = 0; i < N(v); i++)
		if (!strcmp(v[i].t, tag) && !strcmp(v[i].n, field))
			return v[i].f;
	return F_NONE;
}

const char *fam_name(enum fam f)
{
	static const char *const n[] = { "none", "uid", "gid", "projid", "qid" };
	return n[f];
}

const char *fam_ktype(enum fam f)
{
	static const char *const n[] = { "?", "kuid_t", "kgid_t", "kprojid_t", "struct kqid" };
	return n[f];
}

/* Types whose values are outside by construction (wire/disk byte order). */
int api_outside_typedef(const char *name)
{
	static const char *const v[] = { "__le16", "__le32", "__le64", "__be16", "__be32", "__be64" };
	for (size_t i = 0; i < N(v); i++)
		if (!strcmp(v[i], name))
			return 1;
	return 0;
}
