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
	{ n, KP_IDV_##k, KP_IDV_F##f, w, KP_IDV_B##b, a, s, u, note }

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
	R("i_uid_read", INODE_READ, UID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("i_gid_read", INODE_READ, GID, 4, NONE, 0x0, "3.6", NULL, NULL),
	R("i_uid_write", INODE_WRITE, UID, 4, NONE, 0x2, "3.6", NULL, NULL),
	R("i_gid_write", INODE_WRITE, GID, 4, NONE, 0x2, "3.6", NULL, NULL),
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
		if (l && rows[i].name[l - 1] == '*')
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

static const struct kp_idv *find_any(const char *name)
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
		if (!strncmp(name, prefixed[i]->name, strlen(prefixed[i]->name) - 1))
			return prefixed[i];
	return NULL;
}

const struct kp_idv *kp_idv_find(const char *name, unsigned kinds)
{
	pthread_once(&once, build_index);
	const struct kp_idv *r = name ? find_any(name) : NULL;
	return r && (kinds & KP_IDV_M(r->kind)) ? r : NULL;
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
	};
	return (unsigned)k < KP_IDV_NKINDS ? n[k] : "?";
}
