/* row object: a connection that carries its daemon's user namespace. */
#include <linux/ns.h>

struct myconn { struct user_namespace *user_ns; };
struct myreq { uid_t uid; gid_t gid; };

void req_init(struct myconn *c, struct myreq *req)
{
	req->uid = from_kuid(&init_user_ns, current_fsuid()); /* expect: ns-ignored */
}

void req_init_anon(struct myreq *req)
{
	req->gid = from_kgid_munged(&init_user_ns, current_fsgid()); /* expect: ns-unclassified */
}
