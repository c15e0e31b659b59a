/* row sb: a super_block in scope carries s_user_ns. */
#include <linux/ns.h>

struct umnt_sbi { kuid_t uid; };

void umnt_set_owner(struct super_block *sb, unsigned int v)
{
	struct umnt_sbi *sbi = sb->s_fs_info;
	sbi->uid = make_kuid(&init_user_ns, v); /* expect: ns-ignored */
}
