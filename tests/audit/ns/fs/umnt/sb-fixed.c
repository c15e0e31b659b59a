/* row sb, fixed. */
#include <linux/ns.h>

struct umntf_sbi { kuid_t uid; };

void umntf_set_owner(struct super_block *sb, unsigned int v)
{
	struct umntf_sbi *sbi = sb->s_fs_info;
	sbi->uid = make_kuid(sb->s_user_ns, v);
}
