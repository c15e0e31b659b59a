/* tests/infer pre-3.7 fixture: an exported header (include/linux/Kbuild header-y). */
#ifndef _LINUX_OLD_ABI_H
#define _LINUX_OLD_ABI_H
#include <linux/types.h>

struct old_msg {         /* user-space ABI: never retyped, its uses are boundaries */
	__u32 uid;
};

struct old_dinode {      /* an exported disk format: read from a buffer head */
	__u16 i_uid;
	__u16 i_gid;
};

#ifdef __KERNEL__
struct old_info {        /* kernel-only part of the header: headers_install strips it */
	unsigned int uid;
};
#endif /* __KERNEL__ */

#ifndef __KERNEL__
#else
struct old_info2 {       /* kernel-only as well (the #else of #ifndef __KERNEL__) */
	unsigned int uid;
};
#endif
#endif
