/* row initial: an ID in a message or description whose readers are in the
 * initial namespaces (a generic netlink multicast goes to init_net's
 * listeners, a key's description to the request-key helper the kernel starts
 * there): &init_user_ns, not the namespace of whoever caused it. */
#include "initial.h"

void ini_warn(kuid_t owner)
{
	struct sk_buff *skb = genlmsg_new(64, 0);
	nla_put_u32(skb, 1, from_kuid_munged(current_user_ns(), owner)); /* expect: ns-mismatch */
	genlmsg_multicast(&ini_family, skb, 0, 0, 0);
}

struct key *ini_get_key(char *description, kuid_t uid)
{
	sprintf(description, ";uid=0x%x", from_kuid(current_user_ns(), uid)); /* expect: ns-mismatch */
	return request_key(&ini_key_type, description, "");
}
