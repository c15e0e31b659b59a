/* Row "sunrpc cache": ids printed by a function a cache_detail registers (here
 * through a helper it calls) go to a daemon: &init_user_ns, plain, one "restrict"
 * entry; the same print in a show_options-like function stays munged (others.c). */
#include "bt.h"
#include <linux/sunrpc/cache.h>

static struct bt_sb bt_the_sb;

static void bt_flags(struct seq_file *m, kuid_t anon)
{
	seq_printf(m, ",anonuid=%u", anon);
}

static int bt_cache_show(struct seq_file *m, struct cache_detail *cd, struct cache_head *h)
{
	bt_flags(m, bt_the_sb.uid);
	return 0;
}

struct cache_detail bt_cache = {
	.cache_show = bt_cache_show,
};
