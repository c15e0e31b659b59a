/* row object, fixed. */
#include <linux/ns.h>

struct myconnf { struct user_namespace *user_ns; };
struct myreqf { uid_t uid; gid_t gid; };

void reqf_init(struct myconnf *c, struct myreqf *req)
{
	req->uid = from_kuid(c->user_ns, current_fsuid());
	req->gid = from_kgid(c->user_ns, current_fsgid());
}

/* not carriers: an accounting struct's ns (not a *user_ns field), a cred handed in */
struct acct { struct user_namespace *ns; };
struct acct_holder { struct acct *acct; };

uid_t acct_owner(const struct acct_holder *h, const struct cred *cred)
{
	(void)h;
	return from_kuid(&init_user_ns, cred->uid);
}
