/* tests/infer/macro: the option-parsing macro, expanded in two parsers. */
#include "mc.h"

int mc_parse(struct mc_sb *sbi, const char *s)
{
	MC_OPT_UID(sbi, s);
	return 0;
}

int mc_remount(struct mc_sb *sbi, const char *s)
{
	if (!s)
		return 0;
	MC_OPT_UID(sbi, s);
	return 0;
}

void mc_fill(struct mc_sb *sbi, struct inode *inode)
{
	inode->i_uid = sbi->s_uid;
}
