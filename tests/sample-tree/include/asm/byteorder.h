#ifndef _ASM_BYTEORDER_H
#define _ASM_BYTEORDER_H

/* kidpush sample tree: little-endian host, so the conversions are copies. */

#include <linux/types.h>

static inline __u32 le32_to_cpu(__le32 x)
{
	return x;
}

static inline __le32 cpu_to_le32(__u32 x)
{
	return x;
}

static inline __u16 le16_to_cpu(__le16 x)
{
	return x;
}

static inline __le16 cpu_to_le16(__u16 x)
{
	return x;
}

#endif /* _ASM_BYTEORDER_H */
