/* row net: a packet match's rule IDs belong to the network namespace's owner. */
#include <linux/ns.h>

int owner_match(const struct sk_buff *skb, const struct nsabi_owner *info)
{
	kuid_t lo = make_kuid(&init_user_ns, info->uid_min); /* expect: ns-ignored */
	return uid_eq(lo, skb->sk->sk_peer_cred->uid);
}

/* a new skb given a socket before the message is built: it carries the socket's
 * network namespace */
void owner_notify(struct sock *sk, kuid_t who)
{
	struct sk_buff *skb = alloc_skb(64, 0);
	if (!skb)
		return;
	skb->sk = sk;
	nla_put_u32(skb, 1, from_kuid_munged(&init_user_ns, who)); /* expect: ns-ignored */
	nl_send_to_init(skb);
}

/* a message built in a new skb (no socket yet): the skb carries no namespace,
 * and where the message goes the evidence does not say */
void owner_warn(kuid_t who)
{
	struct sk_buff *skb = alloc_skb(64, 0);
	if (!skb)
		return;
	nla_put_u32(skb, 1, from_kuid_munged(&init_user_ns, who)); /* expect: ns-unclassified */
	nl_send_to_init(skb);
}
