/* row object, fixed. */
#include <linux/ns.h>

struct myconnf { struct user_namespace *user_ns; };
struct myreqf { uid_t uid; gid_t gid; };

void reqf_init(struct myconnf *c, struct myreqf *req)
{
	req->uid = from_kuid(c->user_ns, current_fsuid());
	req->gid = from_kgid(c->user_ns, current_fsgid());
}
