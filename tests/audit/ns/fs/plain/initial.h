/* what fs/plain/initial{,-fixed}.c call: a generic netlink message multicast
 * to init_net, a key requested through the request-key helper */
#include <linux/ns.h>

struct genl_family;
struct key;
struct key_type;
extern const struct genl_family ini_family;
extern const struct key_type ini_key_type;
struct sk_buff *genlmsg_new(unsigned long size, int flags);
int nla_put_u32(struct sk_buff *skb, int type, unsigned int value);
int genlmsg_multicast(const struct genl_family *family, struct sk_buff *skb, unsigned int portid,
		      unsigned int group, int flags);
int sprintf(char *buf, const char *fmt, ...);
struct key *request_key(const struct key_type *type, const char *description, const char *info);
