/* row net, fixed. */
#include <linux/ns.h>

int ownerf_match(const struct sk_buff *skb, const struct nsabi_owner *info)
{
	struct net *net = skb->sk->__sk_common.skc_net.net;
	kuid_t lo = make_kuid(net->user_ns, info->uid_min);
	return uid_eq(lo, skb->sk->sk_peer_cred->uid);
}
