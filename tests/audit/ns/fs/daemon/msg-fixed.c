/* row daemon, fixed: the connection carries the namespace of the daemon that
 * opened it; the IDs of its messages are mapped through it.  Traps: the same
 * struct filled as a system call's reply is the caller's (row syscall); the
 * caller's namespace with no connection in scope is not guessed wrong. */
#include <linux/ns.h>

struct dmnf_conn { struct user_namespace *user_ns; };
struct dmnf_req {
	struct dmnf_conn *conn;
	struct nsabi_msg_hdr h;
};

void dmnf_req_init(struct dmnf_conn *fc, struct dmnf_req *req)
{
	req->h.uid = from_kuid(fc->user_ns, current_fsuid());
	req->h.gid = from_kgid(fc->user_ns, current_fsgid());
}

void dmnf_fill(struct dmnf_conn *fc, struct inode *inode, const struct nsabi_attr *attr)
{
	inode->i_uid = make_kuid(fc->user_ns, attr->uid);
	inode->i_gid = make_kgid(fc->user_ns, attr->gid);
}

int dmnf_stat(struct inode *inode, struct nsabi_attr __user *buf)
{
	struct nsabi_attr a;
	a.uid = from_kuid_munged(current_user_ns(), inode->i_uid);
	return copy_to_user(buf, &a, sizeof(a)) ? -1 : 0;
}

void dmnf_hdr_caller(struct nsabi_msg_hdr *h)
{
	h->uid = from_kuid_munged(current_user_ns(), current_fsuid());
}
