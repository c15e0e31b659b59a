/* row log: an ID printed goes to the log, read in the initial namespace. */
#include <linux/ns.h>

void log_owner(struct inode *inode)
{
	printk("owner %u\n", from_kuid(current_user_ns(), inode->i_uid)); /* expect: ns-mismatch */
}
