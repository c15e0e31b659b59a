/* row net: a packet match's rule IDs belong to the network namespace's owner. */
#include <linux/ns.h>

int owner_match(const struct sk_buff *skb, const struct nsabi_owner *info)
{
	kuid_t lo = make_kuid(&init_user_ns, info->uid_min); /* expect: ns-ignored */
	return uid_eq(lo, skb->sk->sk_peer_cred->uid);
}
