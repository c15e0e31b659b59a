/* exports.h — which headers of a tree are user-space ABI (exports.c). */
#ifndef KIDPUSH_INFER_EXPORTS_H
#define KIDPUSH_INFER_EXPORTS_H

#include <stddef.h>

/* Read the tree's export lists (once per tree; call before the threads start). */
void exports_load(const char *tree);
void exports_free(void);
/* rel (tree-relative) is under include/uapi/ or named by a header-y export list. */
int exports_is_abi(const char *rel);
/* Offset off of a header's text lies inside #ifdef __KERNEL__ (not exported). */
int exports_kernel_only(const char *buf, size_t size, size_t off);

#endif
