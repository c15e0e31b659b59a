/* row initial, fixed: &init_user_ns for readers in the initial namespaces
 * (before the row, the munged one was an unclassified note). */
#include "initial.h"

void inif_warn(kuid_t owner)
{
	struct sk_buff *skb = genlmsg_new(64, 0);
	nla_put_u32(skb, 1, from_kuid_munged(&init_user_ns, owner));
	genlmsg_multicast(&ini_family, skb, 0, 0, 0);
}

struct key *inif_get_key(char *description, kuid_t uid)
{
	sprintf(description, ";uid=0x%x", from_kuid(&init_user_ns, uid));
	return request_key(&ini_key_type, description, "");
}

/* the helper starts with the initial credentials whatever object is in scope */
struct inif_ses { struct user_namespace *user_ns; };

struct key *inif_get_ses_key(struct inif_ses *ses, char *description, kuid_t uid)
{
	sprintf(description, ";uid=0x%x", from_kuid_munged(&init_user_ns, uid));
	return ses ? request_key(&ini_key_type, description, "") : 0;
}
