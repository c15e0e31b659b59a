/* tests/infer boundary-table fixture: a user-space ABI header (include/uapi). */
#ifndef _UAPI_LINUX_BT_H
#define _UAPI_LINUX_BT_H
#include <linux/types.h>

struct bt_mount_data {   /* handed in as a mount's data (void *): the calling process */
	__u32 version;
	__u32 uid;
};

struct bt_ioc_info {     /* copied to and from the calling process by an ioctl */
	__u32 owner;
	__u32 group;
};

struct bt_ioc_args {     /* an ioctl's argument with its requests in a union */
	__u32 cmd;
	union {
		struct bt_ioc_req {  /* nested: the caller's as well */
			__u32 uid;
		} req;
		__u32 pad[4];
	};
};

struct bt_msg {          /* a message to a daemon: never copied to or from the caller here */
	__u32 opcode;
	__u32 uid;
	__u32 gid;
};
#endif
