/* nsabi.h — a user-space ABI struct of the fixtures (its ids are raw). */
#ifndef NSFX_UAPI_NSABI_H
#define NSFX_UAPI_NSABI_H
struct nsabi_owner {
	unsigned int uid_min, uid_max;
	unsigned int gid;
};
#endif
