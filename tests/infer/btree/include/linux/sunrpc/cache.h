/* tests/infer boundary-table fixture: a sunrpc cache (a channel user-space daemons
 * such as mountd read and write). */
#ifndef _LINUX_SUNRPC_CACHE_H
#define _LINUX_SUNRPC_CACHE_H
struct seq_file;
struct cache_head;
struct cache_detail {
	int (*cache_show)(struct seq_file *m, struct cache_detail *cd, struct cache_head *h);
};
#endif
