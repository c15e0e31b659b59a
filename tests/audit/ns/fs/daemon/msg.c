/* row daemon: IDs written into a request for a daemon or read from its reply
 * (fields of user-space ABI structs, no system call around them) mapped through
 * &init_user_ns: the daemon reads them in its own namespace.  An inode in scope
 * (its super_block's s_user_ns) is not the daemon's. */
#include <linux/ns.h>

struct dmn_req {
	int state;
	struct nsabi_msg_hdr h;
};
struct dmn_conn { struct user_namespace *user_ns; };

void dmn_req_init(struct dmn_req *req)
{
	req->h.uid = from_kuid_munged(&init_user_ns, current_fsuid()); /* expect: ns-mismatch */
	req->h.gid = from_kgid_munged(&init_user_ns, current_fsgid()); /* expect: ns-mismatch */
}

void dmn_fill(struct inode *inode, const struct nsabi_attr *attr)
{
	inode->i_uid = make_kuid(&init_user_ns, attr->uid); /* expect: ns-mismatch */
	inode->i_gid = make_kgid(&init_user_ns, attr->gid); /* expect: ns-mismatch */
}

/* the connection in scope carries the daemon's namespace and is ignored */
void dmn_setattr(struct dmn_conn *fc, struct nsabi_msg_hdr *arg, kuid_t uid)
{
	(void)fc;
	arg->uid = from_kuid(&init_user_ns, uid); /* expect: ns-ignored */
}
