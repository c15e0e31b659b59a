/* kp-idvocab.c — the one ID vocabulary (kp-idvocab.h): one row per name.
 * Rows are grouped by what they are; lookups go through a sorted index built
 * once.  since/until: the first and last of the reference trees (3.6, 3.7.2,
 * 3.8.13, 3.9.6, 3.16, 4.10, 4.11, 4.19) whose include/, arch/x86/include or
 * lib/ spells the name ("3.6": already there; until NULL: still in 4.19);
 * newer names from the kernel's history (doc/house.md). */
#include "kp-idvocab.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define R(n, k, f, w, b, a, s, u, note) \
	{ n, KP_IDV_##k, KP_IDV_F##f, w, KP_IDV_B##b, a, s, u, note, 0, KP_IDV_NSNONE }
/* a mapping row with its namespace argument (see kp-idvocab.h) */
#define RM(n, k, f, a, nsarg, s, note) \
	{ n, KP_IDV_##k, KP_IDV_F##f, 4, KP_IDV_BNONE, a, s, NULL, note, nsarg, KP_IDV_NSNONE }
/* a namespace expression or holder row and its class */
#define RN(n, k, cls, s, note) \
	{ n, KP_IDV_##k, KP_IDV_FNONE, 0, KP_IDV_BNONE, 0x0, s, NULL, note, 0, KP_IDV_NS##cls }

/* A layout assertion pins a format when its condition is an offsetof()/sizeof() test. */
#define LAYOUT "a layout pinned when its condition tests offsetof()/sizeof()"

static const struct kp_idv rows[] = {
	/* types */
	R("uid_t", RAW_TYPE, UID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("gid_t", RAW_TYPE, GID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("projid_t", RAW_TYPE, PROJID, 4, NONE, 0x0, "3.7.2", NULL, NULL),
	R("kuid_t", KERNEL_TYPE, UID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("kgid_t", KERNEL_TYPE, GID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("kprojid_t", KERNEL_TYPE, PROJID, 4, NONE, 0x0, "3.7.2", NULL, NULL),
	R("vfsuid_t", KERNEL_TYPE, UID, 4, NONE, 0x0, "6.0", NULL, "an ID of an idmapped mount"),
	R("vfsgid_t", KERNEL_TYPE, GID, 4, NONE, 0x0, "6.0", NULL, "an ID of an idmapped mount"),
	R("kqid", KERNEL_STRUCT, QID, 0, NONE, 0x0, "3.7.2", NULL, "struct kqid: a kuid, kgid or kprojid and its type"),
	R("__le16", FORMAT_TYPE, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("__be16", FORMAT_TYPE, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("__le32", FORMAT_TYPE, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("__be32", FORMAT_TYPE, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("__le64", FORMAT_TYPE, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	R("__be64", FORMAT_TYPE, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	/* conversions between raw and kernel IDs */
	R("make_kuid", MAKE, UID, 4, NONE, 0x2, "3.6", NULL, NULL),
	R("make_kgid", MAKE, GID, 4, NONE, 0x2, "3.6", NULL, NULL),
	R("make_kprojid", MAKE, PROJID, 4, NONE, 0x2, "3.7.2", NULL, NULL),
	R("make_kqid", MAKE, QID, 4, NONE, 0x4, "3.7.2", NULL, "make_kqid(ns, type, qid)"),
	R("from_kuid", FROM, UID, 4, NONE, 0x2, "3.6", NULL, NULL),
	R("from_kgid", FROM, GID, 4, NONE, 0x2, "3.6", NULL, NULL),
	R("from_kprojid", FROM, PROJID, 4, NONE, 0x2, "3.7.2", NULL, NULL),
	R("from_kqid", FROM, QID, 4, NONE, 0x2, "3.7.2", NULL, NULL),
	R("from_kuid_munged", FROM_MUNGED, UID, 4, NONE, 0x2, "3.6", NULL, NULL),
	R("from_kgid_munged", FROM_MUNGED, GID, 4, NONE, 0x2, "3.6", NULL, NULL),
	R("from_kprojid_munged", FROM_MUNGED, PROJID, 4, NONE, 0x2, "3.7.2", NULL, NULL),
	R("from_kqid_munged", FROM_MUNGED, QID, 4, NONE, 0x2, "3.7.2", NULL, NULL),
	R("__kuid_val", VAL, UID, 4, NONE, 0x1, "3.6", NULL, NULL),
	R("__kgid_val", VAL, GID, 4, NONE, 0x1, "3.6", NULL, NULL),
	R("__kprojid_val", VAL, PROJID, 4, NONE, 0x1, "3.7.2", NULL, NULL),
	R("__vfsuid_val", VAL, UID, 4, NONE, 0x1, "6.0", NULL, NULL),
	R("__vfsgid_val", VAL, GID, 4, NONE, 0x1, "6.0", NULL, NULL),
	/* the VFS inode's helpers, 16-bit IDs */
	RM("i_uid_read", INODE_READ, UID, 0x0, -1, "3.6", "the inode's namespace: s_user_ns from 4.8"),
	RM("i_gid_read", INODE_READ, GID, 0x0, -1, "3.6", "the inode's namespace: s_user_ns from 4.8"),
	RM("i_uid_write", INODE_WRITE, UID, 0x2, -1, "3.6", "the inode's namespace: s_user_ns from 4.8"),
	RM("i_gid_write", INODE_WRITE, GID, 0x2, -1, "3.6", "the inode's namespace: s_user_ns from 4.8"),
	R("low2highuid", WIDEN, UID, 2, NONE, 0x1, "3.6", NULL, NULL),
	R("low2highgid", WIDEN, GID, 2, NONE, 0x1, "3.6", NULL, NULL),
	R("high2lowuid", NARROW, UID, 2, USER, 0x1, "3.6", NULL, NULL),
	R("high2lowgid", NARROW, GID, 2, USER, 0x1, "3.6", NULL, NULL),
	R("SET_UID", NARROW, UID, 0, USER, 0x2, "3.6", NULL, "SET_UID(var, id): the caller's 16- or 32-bit reply"),
	R("SET_GID", NARROW, GID, 0, USER, 0x2, "3.6", NULL, "SET_GID(var, id): the caller's 16- or 32-bit reply"),
	R("fs_high2lowuid", NARROW, UID, 2, WIRE, 0x1, "3.6", NULL, "a 16-bit field of a disk format (fs_overflowuid)"),
	R("fs_high2lowgid", NARROW, GID, 2, WIRE, 0x1, "3.6", NULL, "a 16-bit field of a disk format (fs_overflowgid)"),
	/* kernel IDs of the calling process */
	R("current_fsuid", CURRENT, UID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("current_fsgid", CURRENT, GID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("current_uid", CURRENT, UID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("current_gid", CURRENT, GID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("current_euid", CURRENT, UID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("current_egid", CURRENT, GID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("current_suid", CURRENT, UID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("current_sgid", CURRENT, GID, 4, NONE, 0x0, "3.6", NULL, NULL),
	/* formats: byte order, in place, unaligned, layout */
	R("le16_to_cpu", DECODER, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("__le16_to_cpu", DECODER, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("le16_to_cpup", DECODER, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("be16_to_cpu", DECODER, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("__be16_to_cpu", DECODER, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("be16_to_cpup", DECODER, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("le32_to_cpu", DECODER, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("__le32_to_cpu", DECODER, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("le32_to_cpup", DECODER, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("be32_to_cpu", DECODER, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("__be32_to_cpu", DECODER, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("be32_to_cpup", DECODER, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("le64_to_cpu", DECODER, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	R("__le64_to_cpu", DECODER, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	R("le64_to_cpup", DECODER, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	R("be64_to_cpu", DECODER, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	R("__be64_to_cpu", DECODER, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	R("be64_to_cpup", DECODER, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	R("ntohl", DECODER, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("ntohs", DECODER, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("cpu_to_le16", ENCODER, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_le16", ENCODER, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_be16", ENCODER, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_be16", ENCODER, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_le32", ENCODER, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_le32", ENCODER, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_be32", ENCODER, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_be32", ENCODER, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_le64", ENCODER, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_le64", ENCODER, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_be64", ENCODER, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_be64", ENCODER, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("htonl", ENCODER, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("htons", ENCODER, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("__swab16s", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("swab16s", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("le16_to_cpus", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_le16s", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("be16_to_cpus", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_be16s", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("__swab32s", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("swab32s", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("le32_to_cpus", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_le32s", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("be32_to_cpus", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_be32s", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("__swab64s", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("swab64s", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("le64_to_cpus", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_le64s", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("be64_to_cpus", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("cpu_to_be64s", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("__le16_to_cpus", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_le16s", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("__be16_to_cpus", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_be16s", SWAB_INPLACE, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("__le32_to_cpus", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_le32s", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("__be32_to_cpus", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_be32s", SWAB_INPLACE, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("__le64_to_cpus", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_le64s", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("__be64_to_cpus", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("__cpu_to_be64s", SWAB_INPLACE, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("__get_unaligned_le32", UNALIGNED_DEC, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("__get_unaligned_be32", UNALIGNED_DEC, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("__put_unaligned_le32", UNALIGNED_ENC, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("__put_unaligned_be32", UNALIGNED_ENC, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	/* whole copies between a buffer (a message, a page) and a structure: format evidence */
	R("memcpy", WHOLE_COPY, ANY, 0, WIRE, 0x3, "3.6", NULL, NULL),
	R("__memcpy", WHOLE_COPY, ANY, 0, WIRE, 0x3, "3.6", NULL, NULL),
	R("__builtin_memcpy", WHOLE_COPY, ANY, 0, WIRE, 0x3, "3.6", NULL, NULL),
	R("__inline_memcpy", WHOLE_COPY, ANY, 0, WIRE, 0x3, "3.6", NULL, NULL),
	R("memmove", WHOLE_COPY, ANY, 0, WIRE, 0x3, "3.6", NULL, NULL),
	R("__builtin_memmove", WHOLE_COPY, ANY, 0, WIRE, 0x3, "3.6", NULL, NULL),
	R("get_unaligned_le16", UNALIGNED_DEC, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("get_unaligned_be16", UNALIGNED_DEC, ANY, 2, WIRE, 0x0, "3.6", NULL, NULL),
	R("get_unaligned_le32", UNALIGNED_DEC, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("get_unaligned_be32", UNALIGNED_DEC, ANY, 4, WIRE, 0x0, "3.6", NULL, NULL),
	R("get_unaligned_le64", UNALIGNED_DEC, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	R("get_unaligned_be64", UNALIGNED_DEC, ANY, 8, WIRE, 0x0, "3.6", NULL, NULL),
	R("put_unaligned_le16", UNALIGNED_ENC, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("put_unaligned_be16", UNALIGNED_ENC, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("put_unaligned_le32", UNALIGNED_ENC, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("put_unaligned_be32", UNALIGNED_ENC, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("put_unaligned_le64", UNALIGNED_ENC, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("put_unaligned_be64", UNALIGNED_ENC, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("BUILD_BUG_ON", LAYOUT_ASSERT, ANY, 0, NONE, 0x0, "3.6", NULL, LAYOUT),
	R("BUILD_BUG_ON_MSG", LAYOUT_ASSERT, ANY, 0, NONE, 0x0, "3.9.6", NULL, LAYOUT),
	R("BUILD_BUG_ON_ZERO", LAYOUT_ASSERT, ANY, 0, NONE, 0x0, "3.6", NULL, LAYOUT),
	R("compiletime_assert", LAYOUT_ASSERT, ANY, 0, NONE, 0x0, "3.9.6", NULL, LAYOUT),
	R("static_assert", LAYOUT_ASSERT, ANY, 0, NONE, 0x0, "5.1", NULL, LAYOUT),
	/* text and user space */
	R("simple_strtoul", PARSER, ANY, 0, USER, 0x0, "3.6", NULL, NULL),
	R("simple_strtol", PARSER, ANY, 0, USER, 0x0, "3.6", NULL, NULL),
	R("simple_strtoull", PARSER, ANY, 0, USER, 0x0, "3.6", NULL, NULL),
	R("simple_strtoll", PARSER, ANY, 0, USER, 0x0, "3.6", NULL, NULL),
	R("memparse", PARSER, ANY, 0, USER, 0x0, "3.6", NULL, NULL),
	R("match_int", PARSER_OUT, ANY, 0, USER, 0x2, "3.6", NULL, NULL),
	R("match_octal", PARSER_OUT, ANY, 0, USER, 0x2, "3.6", NULL, NULL),
	R("match_hex", PARSER_OUT, ANY, 0, USER, 0x2, "3.6", NULL, NULL),
	R("match_u64", PARSER_OUT, ANY, 0, USER, 0x2, "4.10", NULL, NULL),
	R("kstrtoint", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtouint", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtol", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtoul", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtoll", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtoull", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtou32", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtos32", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtou16", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtou64", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("kstrtos64", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", NULL, NULL),
	R("strict_strtoul", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", "3.16", "returns an error code, the value through arg 2"),
	R("strict_strtol", PARSER_OUT, ANY, 0, USER, 0x4, "3.6", "3.16", "returns an error code, the value through arg 2"),
	R("get_user", USER_IN, ANY, 0, USER, 0x1, "3.6", NULL, NULL),
	R("__get_user", USER_IN, ANY, 0, USER, 0x1, "3.6", NULL, NULL),
	R("put_user", USER_OUT, ANY, 0, USER, 0x1, "3.6", NULL, NULL),
	R("__put_user", USER_OUT, ANY, 0, USER, 0x1, "3.6", NULL, NULL),
	R("copy_from_user", USER_COPY_IN, ANY, 0, USER, 0x1, "3.6", NULL, "a whole copy into arg 0"),
	R("__copy_from_user", USER_COPY_IN, ANY, 0, USER, 0x1, "3.6", NULL, "a whole copy into arg 0"),
	R("copy_to_user", USER_COPY_OUT, ANY, 0, USER, 0x2, "3.6", NULL, "a whole copy from arg 1"),
	R("__copy_to_user", USER_COPY_OUT, ANY, 0, USER, 0x2, "3.6", NULL, "a whole copy from arg 1"),
	/* hashes */
	R("hash_32", HASH, ANY, 0, HASH, 0x1, "3.6", NULL, NULL),
	R("hash_64", HASH, ANY, 0, HASH, 0x1, "3.6", NULL, NULL),
	R("hash_long", HASH, ANY, 0, HASH, 0x1, "3.6", NULL, NULL),
	R("__hash_32", HASH, ANY, 0, HASH, 0x1, "4.10", NULL, NULL),
	R("hash_32_generic", HASH, ANY, 0, HASH, 0x1, "4.10", NULL, NULL),
	R("hash_64_generic", HASH, ANY, 0, HASH, 0x1, "4.10", NULL, NULL),
	R("jhash_1word", HASH, ANY, 0, HASH, 0x1, "3.6", NULL, NULL),
	R("siphash_1u32", HASH, ANY, 0, HASH, 0x1, "4.11", NULL, NULL),
	R("jhash_2words", HASH, ANY, 0, HASH, 0x3, "3.6", NULL, NULL),
	R("siphash_2u32", HASH, ANY, 0, HASH, 0x3, "4.11", NULL, NULL),
	R("jhash_3words", HASH, ANY, 0, HASH, 0x7, "3.6", NULL, NULL),
	R("hash_ptr", HASH, ANY, 0, HASH, 0x0, "3.6", NULL, "hashes memory: an ID by its address"),
	R("jhash", HASH, ANY, 0, HASH, 0x0, "3.6", NULL, "hashes memory: an ID by its address"),
	R("jhash2", HASH, ANY, 0, HASH, 0x0, "3.6", NULL, "hashes memory: an ID by its address"),
	R("full_name_hash", HASH, ANY, 0, HASH, 0x0, "3.6", NULL, "hashes memory: an ID by its address"),
	R("crc32_le", HASH, ANY, 0, HASH, 0x0, "3.6", NULL, "hashes memory: an ID by its address"),
	R("crc32c", HASH, ANY, 0, HASH, 0x0, "3.6", NULL, "hashes memory: an ID by its address"),
	R("xxhash", HASH, ANY, 0, HASH, 0x0, "4.19", NULL, "hashes memory: an ID by its address"),
	R("xxh32", HASH, ANY, 0, HASH, 0x0, "4.19", NULL, "hashes memory: an ID by its address"),
	R("xxh64", HASH, ANY, 0, HASH, 0x0, "4.19", NULL, "hashes memory: an ID by its address"),
	/* printers */
	R("sprintf", PRINTER, ANY, 0, TEXT, 0x0, "3.6", NULL, NULL),
	R("snprintf", PRINTER, ANY, 0, TEXT, 0x0, "3.6", NULL, NULL),
	R("scnprintf", PRINTER, ANY, 0, TEXT, 0x0, "3.6", NULL, NULL),
	R("kasprintf", PRINTER, ANY, 0, TEXT, 0x0, "3.6", NULL, NULL),
	R("vsprintf", PRINTER, ANY, 0, TEXT, 0x0, "3.6", NULL, NULL),
	R("vsnprintf", PRINTER, ANY, 0, TEXT, 0x0, "3.6", NULL, NULL),
	R("vscnprintf", PRINTER, ANY, 0, TEXT, 0x0, "3.6", NULL, NULL),
	R("kvasprintf", PRINTER, ANY, 0, TEXT, 0x0, "3.6", NULL, NULL),
	R("printk", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, NULL),
	/* the log: printk's kin (a subsystem's own wrappers: suffix rows at the end) */
	R("printk_*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "printk_ratelimited, printk_deferred ..."),
	R("pr_*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "pr_info, pr_debug ..."),
	R("dev_err*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, NULL),
	R("dev_warn*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, NULL),
	R("dev_info*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, NULL),
	R("dev_dbg*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, NULL),
	R("dev_notice*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, NULL),
	R("net_dbg*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "net_dbg_ratelimited ..."),
	R("net_info*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, NULL),
	R("net_warn*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, NULL),
	R("WARN*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "WARN, WARN_ON_ONCE ..."),
	R("trace_*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "a tracepoint"),
	R("audit_log*", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "the audit log"),
	R("nf_log_buf_add", PRINTER, ANY, 0, PRINT, 0x0, "4.10", NULL, "a netfilter log line (__printf)"),
	/* the namespace audit's (tools/audit: mappings, checks, namespaces) */
	RM("kuid_has_mapping", HAS_MAPPING, UID, 0x2, 0, "3.6", NULL),
	RM("kgid_has_mapping", HAS_MAPPING, GID, 0x2, 0, "3.6", NULL),
	RM("kprojid_has_mapping", HAS_MAPPING, PROJID, 0x2, 0, "3.7.2", NULL),
	RM("qid_has_mapping", HAS_MAPPING, QID, 0x2, 0, "4.10", NULL),
	R("uid_valid", VALID, UID, 4, NONE, 0x1, "3.6", NULL, NULL),
	R("gid_valid", VALID, GID, 4, NONE, 0x1, "3.6", NULL, NULL),
	R("projid_valid", VALID, PROJID, 4, NONE, 0x1, "3.7.2", NULL, NULL),
	R("qid_valid", VALID, QID, 4, NONE, 0x1, "3.7.2", NULL, NULL),
	R("vfsuid_valid", VALID, UID, 4, NONE, 0x1, "6.0", NULL, NULL),
	R("vfsgid_valid", VALID, GID, 4, NONE, 0x1, "6.0", NULL, NULL),
	/* idmapped mounts: the filesystem's namespace is argument 1 (names as in 6.1) */
	RM("mapped_fsuid", IDMAP_IN, UID, 0x0, 1, "6.1", "the caller's fsuid into the filesystem"),
	RM("mapped_fsgid", IDMAP_IN, GID, 0x0, 1, "6.1", "the caller's fsgid into the filesystem"),
	RM("mapped_kuid_user", IDMAP_IN, UID, 0x4, 1, "6.1", NULL),
	RM("mapped_kgid_user", IDMAP_IN, GID, 0x4, 1, "6.1", NULL),
	RM("from_vfsuid", IDMAP_OUT, UID, 0x4, 1, "6.0", NULL),
	RM("from_vfsgid", IDMAP_OUT, GID, 0x4, 1, "6.0", NULL),
	RM("make_vfsuid", IDMAP_OUT, UID, 0x4, 1, "6.0", NULL),
	RM("make_vfsgid", IDMAP_OUT, GID, 0x4, 1, "6.0", NULL),
	RM("mapped_kuid_fs", IDMAP_OUT, UID, 0x4, 1, "6.1", NULL),
	RM("mapped_kgid_fs", IDMAP_OUT, GID, 0x4, 1, "6.1", NULL),
	RM("i_uid_into_mnt", IDMAP_OUT, UID, 0x0, -1, "6.1", "the inode's namespace"),
	RM("i_gid_into_mnt", IDMAP_OUT, GID, 0x0, -1, "6.1", "the inode's namespace"),
	RM("i_uid_into_vfsuid", IDMAP_OUT, UID, 0x0, -1, "6.0", "the inode's namespace"),
	RM("i_gid_into_vfsgid", IDMAP_OUT, GID, 0x0, -1, "6.0", "the inode's namespace"),
	/* a value holding IDs (an ACL's xattr) mapped as a whole; no ID argument */
	RM("posix_acl_from_xattr", VALUE_IN, ANY, 0x2, 0, "3.7.2", "an ACL's xattr value into kernel IDs"),
	RM("posix_acl_to_xattr", VALUE_OUT, ANY, 0x2, 0, "3.7.2", "an ACL into an xattr value"),
	/* the VFS's xattr calls: their values in its convention (&init_user_ns, 3.7 to 6.1) */
	R("vfs_getxattr", VFS_XATTR, ANY, 0, NONE, 0x4, "3.6", NULL, NULL),
	R("vfs_setxattr", VFS_XATTR, ANY, 0, NONE, 0x4, "3.6", NULL, NULL),
	R("__vfs_getxattr", VFS_XATTR, ANY, 0, NONE, 0x8, "4.10", NULL, NULL),
	R("__vfs_setxattr", VFS_XATTR, ANY, 0, NONE, 0x8, "4.10", NULL, NULL),
	R("__vfs_setxattr_noperm", VFS_XATTR, ANY, 0, NONE, 0x4, "3.6", NULL, NULL),
	/* messages whose readers are in the initial namespaces (the namespace audit's row initial) */
	R("genlmsg_multicast", INIT_READER, ANY, 0, NONE, 0x0, "3.6", NULL,
	  "to init_net's listeners (genlmsg_multicast_netns() names another)"),
	R("request_key", INIT_READER, ANY, 0, NONE, 0x0, "3.6", NULL,
	  "the description to the request-key helper, started in the initial namespaces"),
	R("request_key_with_auxdata", INIT_READER, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("call_usermodehelper", INIT_READER, ANY, 0, NONE, 0x0, "3.6", NULL,
	  "argv/envp to a helper of the initial namespaces"),
	RM("GLOBAL_ROOT_UID", ROOT, UID, 0x0, -2, "3.6", "KUIDT_INIT(0): 0 of &init_user_ns"),
	RM("GLOBAL_ROOT_GID", ROOT, GID, 0x0, -2, "3.6", "KGIDT_INIT(0): 0 of &init_user_ns"),
	/* namespace expressions, by class; the first in this order found in an expression decides */
	RN("init_user_ns", NS_EXPR, INIT, "3.6", NULL),
	RN("current_user_ns", NS_EXPR, CURRENT, "3.6", NULL),
	RN("current_cred", NS_EXPR, CURRENT, "3.6", NULL),
	RN("current_real_cred", NS_EXPR, CURRENT, "4.10", NULL),
	RN("seq_user_ns", NS_EXPR, OPENER, "3.7.2", NULL),
	RN("f_cred", NS_EXPR, OPENER, "3.6", "file->f_cred->user_ns"),
	RN("s_user_ns", NS_EXPR, SB, "4.10", "sb->s_user_ns (4.8)"),
	RN("i_user_ns", NS_EXPR, SB, "6.1", "i_user_ns(inode): inode->i_sb->s_user_ns"),
	RN("sk_user_ns", NS_EXPR, NET, "3.7.2", NULL),
	RN("sock_net", NS_EXPR, NET, "3.6", NULL),
	RN("dev_net", NS_EXPR, NET, "3.6", NULL),
	RN("read_pnet", NS_EXPR, NET, "3.6", NULL),
	RN("xt_net", NS_EXPR, NET, "4.10", NULL),
	RN("genl_info_net", NS_EXPR, NET, "3.6", NULL),
	RN("__task_cred", NS_EXPR, TASK, "3.6", NULL),
	RN("task_cred_xxx", NS_EXPR, TASK, "3.6", NULL),
	RN("mnt_user_ns", NS_EXPR, PARAM, "6.1", "a mount's idmapping (5.12): handed on, the caller's choice"),
	/* x->user_ns: whose namespace, by the struct that holds the field (others: the object's) */
	RN("net", NS_HOLDER, NET, "3.6", "struct net: the network namespace's owner"),
	RN("super_block", NS_HOLDER, SB, "4.10", "struct super_block: s_user_ns (4.8)"),
	RN("mm_struct", NS_HOLDER, TASK, "4.10", "struct mm_struct: user_ns (4.10)"),
	RN("seq_file", NS_HOLDER, OPENER, "3.6", NULL),
	RN("file", NS_HOLDER, OPENER, "3.6", NULL),
	RN("cred", NS_HOLDER, PARAM, "3.6", "a cred handed in: whose, the caller knows"),
	/* a mount's idmapping maps IDs for permission checks and getattr: never a carrier */
	R("mnt_userns", IDMAPPING, NONE, 0, NONE, 0x0, "6.1", NULL, "5.12-6.2"),
	R("mnt_idmap", IDMAPPING, NONE, 0, NONE, 0x0, "6.1", NULL, "6.3"),
	R("idmap", IDMAPPING, NONE, 0, NONE, 0x0, "6.1", NULL, "6.3"),
	/* value byte swaps (no direction): a disk or wire format */
	R("swab16", SWAB, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("swab32", SWAB, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("swab64", SWAB, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	R("__swab16", SWAB, ANY, 2, WIRE, 0x1, "3.6", NULL, NULL),
	R("__swab32", SWAB, ANY, 4, WIRE, 0x1, "3.6", NULL, NULL),
	R("__swab64", SWAB, ANY, 8, WIRE, 0x1, "3.6", NULL, NULL),
	/* a format's own byte-order helpers: je32_to_cpu(), fs32_to_cpu(sb, x), cpu_to_fs16() */
	R("*_to_cpu", SWAB, ANY, 0, WIRE, 0x1, "3.6", NULL, "a format's own decoder (suffix)"),
	R("cpu_to_*", SWAB, ANY, 0, WIRE, 0x1, "3.6", NULL, "a format's own encoder (prefix)"),
	/* netlink attributes */
	R("nla_get_*", NETLINK, ANY, 0, WIRE, 0x0, "3.6", NULL, "nla_get_u32(attr)"),
	R("nla_put_*", NETLINK, ANY, 0, WIRE, 0x4, "3.6", NULL, "nla_put_u32(skb, type, value)"),
	R("nlmsg_*", NETLINK, ANY, 0, WIRE, 0x0, "3.6", NULL, "a netlink message"),
	/* user space is at the other end (the function is a system call or copies) */
	R("SYSCALL_DEFINE*", USER_ENTRY, ANY, 0, USER, 0x0, "3.6", NULL, "a system call"),
	R("COMPAT_SYSCALL_DEFINE*", USER_ENTRY, ANY, 0, USER, 0x0, "3.16", NULL, "a compat system call"),
	R("memdup_user", USER_ENTRY, ANY, 0, USER, 0x0, "3.6", NULL, NULL),
	R("copy_struct_from_user", USER_ENTRY, ANY, 0, USER, 0x0, "5.4", NULL, NULL),
	R("unsafe_put_user", USER_ENTRY, ANY, 0, USER, 0x0, "4.10", NULL, NULL),
	R("unsafe_get_user", USER_ENTRY, ANY, 0, USER, 0x0, "4.10", NULL, NULL),
	R("simple_read_from_buffer", USER_ENTRY, ANY, 0, USER, 0x0, "3.6", NULL, NULL),
	R("cp_new_stat", USER_ENTRY, ANY, 0, USER, 0x0, "3.6", NULL, "fs/stat.c"),
	R("cp_old_stat", USER_ENTRY, ANY, 0, USER, 0x0, "3.6", NULL, "fs/stat.c"),
	/* allocators: the new object's pointers are not set (it carries no namespace yet) */
	R("kmalloc", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("kzalloc", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("kcalloc", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("kmalloc_array", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("kvmalloc", ALLOC, ANY, 0, NONE, 0x0, "4.19", NULL, NULL),
	R("kvzalloc", ALLOC, ANY, 0, NONE, 0x0, "4.19", NULL, NULL),
	R("vmalloc", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("vzalloc", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("kmem_cache_alloc", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("kmem_cache_zalloc", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("alloc_skb", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("__alloc_skb", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("genlmsg_new", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("nlmsg_new", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("netdev_alloc_skb", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	R("dev_alloc_skb", ALLOC, ANY, 0, NONE, 0x0, "3.6", NULL, NULL),
	/* members of the non-strict types */
	R("e_id", STRICT_MEMBER, ANY, 4, NONE, 0x0, "3.6", "3.9.6", "posix_acl_entry: non-strict only"),
	/* fields that hold kernel IDs */
	R("inode.i_uid", KERNEL_FIELD, UID, 4, NONE, 0, "3.6", NULL, NULL),
	R("inode.i_gid", KERNEL_FIELD, GID, 4, NONE, 0, "3.6", NULL, NULL),
	R("iattr.ia_uid", KERNEL_FIELD, UID, 4, NONE, 0, "3.6", NULL, NULL),
	R("iattr.ia_gid", KERNEL_FIELD, GID, 4, NONE, 0, "3.6", NULL, NULL),
	R("kstat.uid", KERNEL_FIELD, UID, 4, NONE, 0, "3.6", NULL, NULL),
	R("kstat.gid", KERNEL_FIELD, GID, 4, NONE, 0, "3.6", NULL, NULL),
	R("cred.uid", KERNEL_FIELD, UID, 4, NONE, 0, "3.6", NULL, NULL),
	R("cred.gid", KERNEL_FIELD, GID, 4, NONE, 0, "3.6", NULL, NULL),
	R("cred.suid", KERNEL_FIELD, UID, 4, NONE, 0, "3.6", NULL, NULL),
	R("cred.sgid", KERNEL_FIELD, GID, 4, NONE, 0, "3.6", NULL, NULL),
	R("cred.euid", KERNEL_FIELD, UID, 4, NONE, 0, "3.6", NULL, NULL),
	R("cred.egid", KERNEL_FIELD, GID, 4, NONE, 0, "3.6", NULL, NULL),
	R("cred.fsuid", KERNEL_FIELD, UID, 4, NONE, 0, "3.6", NULL, NULL),
	R("cred.fsgid", KERNEL_FIELD, GID, 4, NONE, 0, "3.6", NULL, NULL),
	R("seq_*", PRINTER, ANY, 0, SEQ, 0, "3.6", NULL, "a seq_file: every seq_ function"),
	/* a subsystem's own printk wrappers (f2fs_info(), cifs_dbg()): after every prefix row */
	R("*_info", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "a subsystem's printk wrapper (suffix)"),
	R("*_err", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "a subsystem's printk wrapper (suffix)"),
	R("*_warn", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "a subsystem's printk wrapper (suffix)"),
	R("*_notice", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "a subsystem's printk wrapper (suffix)"),
	R("*_dbg", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "a subsystem's printk wrapper (suffix)"),
	R("*_debug", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "a subsystem's printk wrapper (suffix)"),
	R("*_crit", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "a subsystem's printk wrapper (suffix)"),
	R("*_msg", PRINTER, ANY, 0, PRINT, 0x0, "3.6", NULL, "a subsystem's printk wrapper (suffix)"),
};

#define NROWS (sizeof(rows) / sizeof(rows[0]))

static const struct kp_idv *sorted[NROWS];
static const struct kp_idv *prefixed[NROWS];
static size_t nsorted, nprefixed;
static char structs[NROWS][40]; /* "struct kqid" for a KERNEL_STRUCT row */
static pthread_once_t once = PTHREAD_ONCE_INIT;

static int by_name(const void *a, const void *b)
{
	return strcmp((*(const struct kp_idv *const *)a)->name, (*(const struct kp_idv *const *)b)->name);
}

static void build_index(void)
{
	for (size_t i = 0; i < NROWS; i++) {
		size_t l = strlen(rows[i].name);
		if (rows[i].kind == KP_IDV_KERNEL_STRUCT)
			snprintf(structs[i], sizeof(structs[i]), "struct %s", rows[i].name);
		if (l && (rows[i].name[l - 1] == '*' || rows[i].name[0] == '*'))
			prefixed[nprefixed++] = &rows[i];
		else
			sorted[nsorted++] = &rows[i];
	}
	qsort(sorted, nsorted, sizeof(sorted[0]), by_name);
}

size_t kp_idv_count(void)
{
	return NROWS;
}

const struct kp_idv *kp_idv_row(size_t i)
{
	return i < NROWS ? &rows[i] : NULL;
}

static int affix_match(const char *name, const char *p)
{
	size_t l = strlen(p), n = strlen(name);
	if (p[0] == '*') /* "*_info": a suffix, with something before it */
		return n > l - 1 && !strcmp(name + n - (l - 1), p + 1);
	return !strncmp(name, p, l - 1); /* "seq_*": a prefix */
}

/* An exact name is that row, whatever KINDS asks; else the first prefix or suffix
 * row of KINDS that matches. */
static const struct kp_idv *find_any(const char *name, unsigned long long kinds)
{
	size_t lo = 0, hi = nsorted;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(name, sorted[mid]->name);
		if (!c)
			return sorted[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	for (size_t i = 0; i < nprefixed; i++)
		if ((kinds & KP_IDV_M(prefixed[i]->kind)) && affix_match(name, prefixed[i]->name))
			return prefixed[i];
	return NULL;
}

const struct kp_idv *kp_idv_find(const char *name, unsigned long long kinds)
{
	pthread_once(&once, build_index);
	const struct kp_idv *r = name ? find_any(name, kinds) : NULL;
	return r && (kinds & KP_IDV_M(r->kind)) ? r : NULL;
}

static int word_at(const char *text, const char *p, size_t l)
{
	return (p == text || p[-1] == ' ') && (p[l] == 0 || p[l] == ' ');
}

const struct kp_idv *kp_idv_find_word(const char *text, unsigned long long kinds)
{
	for (size_t i = 0; text && i < NROWS; i++) {
		if (!(kinds & KP_IDV_M(rows[i].kind)))
			continue;
		size_t l = strlen(rows[i].name);
		for (const char *p = strstr(text, rows[i].name); p; p = strstr(p + 1, rows[i].name))
			if (word_at(text, p, l))
				return &rows[i];
	}
	return NULL;
}

int kp_idv_arg(const struct kp_idv *r, int i)
{
	return r && i >= 0 && i < 8 && (r->args >> i & 1);
}

const char *kp_idv_spelling(const struct kp_idv *r)
{
	pthread_once(&once, build_index);
	return r->kind == KP_IDV_KERNEL_STRUCT ? structs[r - rows] : r->name;
}

const char *kp_idv_ktype(enum kp_idv_fam f)
{
	for (size_t i = 0; i < NROWS; i++)
		if (rows[i].fam == f && (rows[i].kind == KP_IDV_KERNEL_TYPE || rows[i].kind == KP_IDV_KERNEL_STRUCT))
			return kp_idv_spelling(&rows[i]);
	return NULL;
}

const char *kp_idv_kind_name(enum kp_idv_kind k)
{
	static const char *const n[KP_IDV_NKINDS] = {
		"raw type", "kernel type", "kernel struct", "format type", "make", "from", "from munged",
		"value", "inode read", "inode write", "widen", "narrow", "current", "kernel field",
		"decoder", "encoder", "in-place swab", "unaligned decoder", "unaligned encoder",
		"layout assertion", "parser", "parser out", "user in", "user out", "user copy in",
		"user copy out", "hash", "printer", "strict-removed member", "whole copy",
		"has mapping", "validity check", "idmap in", "idmap out", "root", "namespace expression",
		"namespace holder", "idmapping", "swab", "netlink", "user entry", "allocator",
		"value in", "value out", "vfs xattr", "initial reader",
	};
	return (unsigned)k < KP_IDV_NKINDS ? n[k] : "?";
}
