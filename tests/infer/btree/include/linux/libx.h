/* tests/infer boundary-table fixture: a shared library's small inline
 * decoders and encoders, outside the PATHs (inline.c reads their bodies;
 * nothing knows them by name). */
#ifndef _LINUX_LIBX_H
#define _LINUX_LIBX_H
#include <linux/fs.h>
static inline u32 libx_decode_32(void **p)
{
	u32 v = le32_to_cpu(*(__le32 *)*p);
	*p = (char *)*p + 4;
	return v;
}
static inline u32 libx_peek_32(const void *p)
{
	return le32_to_cpu(*(const __le32 *)p);
}
static inline u32 libx_bumped(const void *p)
{
	u32 v = le32_to_cpu(*(const __le32 *)p);
	v += 1;
	return v;
}
static inline void libx_encode_32(void **p, u32 v)
{
	*(__le32 *)*p = cpu_to_le32(v);
	*p = (char *)*p + 4;
}
#endif
