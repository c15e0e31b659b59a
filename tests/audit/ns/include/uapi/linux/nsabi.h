/* nsabi.h — a user-space ABI struct of the fixtures (its ids are raw). */
#ifndef NSFX_UAPI_NSABI_H
#define NSFX_UAPI_NSABI_H
struct nsabi_owner {
	unsigned int uid_min, uid_max;
	unsigned int gid;
};
/* a request's header and a reply's attributes on a daemon's channel */
struct nsabi_msg_hdr {
	unsigned int len, opcode;
	unsigned int uid, gid, pid;
};
struct nsabi_attr {
	unsigned int mode, uid, gid;
};
/* an on-disk inode in a byte order of the format's own (fx32_to_cpu) */
struct nsabi_dinode {
	unsigned int uid, gid;
};
#endif
