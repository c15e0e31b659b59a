/* apis.c — the kernel interfaces the inference knows by name: where raw values
 * enter from outside (option parsing, wire and disk decoders, user copies), where
 * IDs leave (encoders, printing, hashing, user copies), and the explicit
 * conversions (which end a flow: their result is no longer the same value). */
#include "apis.h"
#include "kp-idvocab.h"

#include <stdio.h>

#include <string.h>

/* Every name is a row of the one ID vocabulary (tools/common/kp-idvocab.c);
 * these functions ask it for the kinds each question is about. */
#define IN_VALUE (KP_IDV_M(KP_IDV_DECODER) | KP_IDV_M(KP_IDV_UNALIGNED_DEC) | KP_IDV_M(KP_IDV_PARSER))
#define IN_OUTPARAM (KP_IDV_M(KP_IDV_PARSER_OUT) | KP_IDV_M(KP_IDV_USER_IN) | KP_IDV_M(KP_IDV_USER_COPY_IN))
#define OUT_ARG                                                                                      \
	(KP_IDV_M(KP_IDV_ENCODER) | KP_IDV_M(KP_IDV_UNALIGNED_ENC) | KP_IDV_M(KP_IDV_USER_OUT) |      \
	 KP_IDV_M(KP_IDV_NARROW) | KP_IDV_M(KP_IDV_HASH))
#define CONVERSION (KP_IDV_TO_RAW | KP_IDV_M(KP_IDV_WIDEN))
#define KERNEL_FUNC (KP_IDV_M(KP_IDV_CURRENT) | KP_IDV_M(KP_IDV_MAKE))
#define USER_COPY (KP_IDV_M(KP_IDV_USER_COPY_IN) | KP_IDV_M(KP_IDV_USER_COPY_OUT))

static enum bclass bclass_of(enum kp_idv_bound b)
{
	static const enum bclass v[] = { [KP_IDV_BNONE] = B_NONE, [KP_IDV_BUSER] = B_USER, [KP_IDV_BWIRE] = B_WIRE,
					 [KP_IDV_BPRINT] = B_PRINT, [KP_IDV_BSEQ] = B_SEQ, [KP_IDV_BHASH] = B_HASH,
					 [KP_IDV_BTEXT] = B_TEXT };
	return v[b];
}

static enum fam fam_of(enum kp_idv_fam f)
{
	static const enum fam v[] = { [KP_IDV_FNONE] = F_NONE, [KP_IDV_FUID] = F_UID, [KP_IDV_FGID] = F_GID,
				      [KP_IDV_FPROJID] = F_PROJID, [KP_IDV_FQID] = F_QID, [KP_IDV_FANY] = F_NONE };
	return v[f];
}

enum bclass api_in_value(const char *name)
{
	const struct kp_idv *r = kp_idv_find(name, IN_VALUE);
	return r ? bclass_of(r->bound) : B_NONE;
}

enum bclass api_in_outparam(const char *name, int arg)
{
	const struct kp_idv *r = kp_idv_find(name, IN_OUTPARAM);
	return kp_idv_arg(r, arg) ? bclass_of(r->bound) : B_NONE;
}

int api_has_outparam(const char *name)
{
	const struct kp_idv *r = kp_idv_find(name, IN_OUTPARAM);
	return r && r->args;
}

enum bclass api_out_arg(const char *name, int arg)
{
	const struct kp_idv *r = kp_idv_find(name, OUT_ARG);
	return kp_idv_arg(r, arg) ? bclass_of(r->bound) : B_NONE;
}

int api_has_out(const char *name)
{
	const struct kp_idv *r = kp_idv_find(name, OUT_ARG);
	return r && r->args; /* a hash of memory (jhash(&x, ...)) takes no ID by value */
}

/* Format evidence: argument 0 points at a value swapped in place (__swab32s(&x)). */
int api_inplace_swab(const char *name)
{
	return kp_idv_find(name, KP_IDV_M(KP_IDV_SWAB_INPLACE)) != NULL;
}

/* Format evidence: a structure copied whole between a buffer and memory (memcpy). */
int api_whole_copy(const char *name)
{
	return kp_idv_find(name, KP_IDV_M(KP_IDV_WHOLE_COPY)) != NULL;
}

int api_is_conversion(const char *name)
{
	return kp_idv_find(name, CONVERSION) != NULL;
}

/* Variadic callees whose extra arguments are printed: seq_* ones reach user space
 * (/proc/mounts), sprintf() and its kin make a string that is handed on (an upcall's
 * key description, a buffer another process reads), the others the log. */
enum bclass api_variadic(const char *name)
{
	const struct kp_idv *r = kp_idv_find(name, KP_IDV_M(KP_IDV_PRINTER));
	return r ? bclass_of(r->bound) : B_PRINT;
}

/* A kernel ID function/field by API even where its type is still raw (older trees). */
enum fam api_kernel_func(const char *name)
{
	const struct kp_idv *r = kp_idv_find(name, KERNEL_FUNC);
	return r ? fam_of(r->fam) : F_NONE;
}

enum fam api_kernel_field(const char *tag, const char *field)
{
	char key[256];
	if ((size_t)snprintf(key, sizeof(key), "%s.%s", tag, field) >= sizeof(key))
		return F_NONE;
	const struct kp_idv *r = kp_idv_find(key, KP_IDV_M(KP_IDV_KERNEL_FIELD));
	return r ? fam_of(r->fam) : F_NONE;
}

/* make_kuid(ns, raw): the argument index of the raw ID, -1 when NAME is no such call. */
int api_make_arg(const char *name)
{
	const struct kp_idv *r = kp_idv_find(name, KP_IDV_M(KP_IDV_MAKE));
	for (int i = 0; r && i < 8; i++)
		if (kp_idv_arg(r, i))
			return i;
	return -1;
}

/* copy_to_user(to, from, n): the argument copied whole to or from user space, else -1. */
int api_user_copy_arg(const char *name)
{
	const struct kp_idv *r = kp_idv_find(name, USER_COPY);
	for (int i = 0; r && i < 8; i++)
		if (kp_idv_arg(r, i))
			return i;
	return -1;
}

const char *fam_name(enum fam f)
{
	static const char *const n[] = { "none", "uid", "gid", "projid", "qid" };
	return n[f];
}

const char *fam_ktype(enum fam f)
{
	static const enum kp_idv_fam v[] = { KP_IDV_FNONE, KP_IDV_FUID, KP_IDV_FGID, KP_IDV_FPROJID, KP_IDV_FQID };
	const char *t = kp_idv_ktype(v[f]);
	return t ? t : "?";
}

/* Types whose values are outside by construction (wire/disk byte order). */
int api_outside_typedef(const char *name)
{
	return kp_idv_find(name, KP_IDV_M(KP_IDV_FORMAT_TYPE)) != NULL;
}
