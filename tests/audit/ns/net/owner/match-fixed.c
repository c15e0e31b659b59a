/* row net, fixed. */
#include <linux/ns.h>

int ownerf_match(const struct sk_buff *skb, const struct nsabi_owner *info)
{
	struct net *net = skb->sk->__sk_common.skc_net.net;
	kuid_t lo = make_kuid(net->user_ns, info->uid_min);
	return uid_eq(lo, skb->sk->sk_peer_cred->uid);
}

/* a network filesystem's server reached through a socket: its IDs are the
 * server's, not a rule's or a message's (no uapi field, no netlink attribute) */
struct srv_attr { unsigned int owner; };

kuid_t srv_owner(const struct net *net, const struct srv_attr *a)
{
	(void)net;
	return make_kuid(&init_user_ns, a->owner);
}
