/* row initial, fixed: &init_user_ns for readers in the initial namespaces
 * (before the row, the munged one was an unclassified note). */
#include <linux/ns.h>

struct genl_family;
struct key;
struct key_type;
extern const struct genl_family inif_family;
extern const struct key_type inif_key_type;
struct sk_buff *genlmsg_new(unsigned long size, int flags);
int nla_put_u32(struct sk_buff *skb, int type, unsigned int value);
int genlmsg_multicast(const struct genl_family *family, struct sk_buff *skb, unsigned int portid,
		      unsigned int group, int flags);
int sprintf(char *buf, const char *fmt, ...);
struct key *request_key(const struct key_type *type, const char *description, const char *info);

void inif_warn(kuid_t owner)
{
	struct sk_buff *skb = genlmsg_new(64, 0);
	nla_put_u32(skb, 1, from_kuid_munged(&init_user_ns, owner));
	genlmsg_multicast(&inif_family, skb, 0, 0, 0);
}

struct key *inif_get_key(char *description, kuid_t uid)
{
	sprintf(description, ";uid=0x%x", from_kuid(&init_user_ns, uid));
	return request_key(&inif_key_type, description, "");
}

/* the helper starts with the initial credentials whatever object is in scope */
struct inif_ses { struct user_namespace *user_ns; };

struct key *inif_get_ses_key(struct inif_ses *ses, char *description, kuid_t uid)
{
	sprintf(description, ";uid=0x%x", from_kuid_munged(&init_user_ns, uid));
	return ses ? request_key(&inif_key_type, description, "") : 0;
}
