/*
 * kidpush sample tree: kidfs mount options and ownership checks.
 */
#include <linux/kernel.h>
#include <linux/errno.h>
#include <linux/string.h>
#include <linux/parser.h>
#include <linux/cred.h>
#include "kidfs.h"

enum { Opt_uid, Opt_gid, Opt_err };

static const match_table_t tokens = {
	{Opt_uid, "uid=%u"},
	{Opt_gid, "gid=%u"},
	{Opt_err, NULL}
};

int kidfs_parse_options(char *options, struct kidfs_sb_info *sbi)
{
	substring_t args[MAX_OPT_ARGS];
	char *p;
	int option;

	sbi->s_uid = 0;
	sbi->s_gid = 0;
	if (!options)
		return 0;
	while ((p = strsep(&options, ",")) != NULL) {
		int token;

		if (!*p)
			continue;
		token = match_token(p, tokens, args);
		switch (token) {
		case Opt_uid:
			if (match_int(&args[0], &option))
				return -EINVAL;
			sbi->s_uid = option;
			break;
		case Opt_gid:
			if (match_int(&args[0], &option))
				return -EINVAL;
			sbi->s_gid = option;
			break;
		default:
			return -EINVAL;
		}
	}
	printk(KERN_INFO "kidfs: inodes without owner belong to %u:%u\n",
	       sbi->s_uid, sbi->s_gid);
	return 0;
}

int kidfs_may_chown(struct kidfs_sb_info *sbi, uid_t uid)
{
	uid_t fsuid = current_fsuid();

	if (fsuid == 0)
		return 1;
	return uid == fsuid && uid != sbi->s_uid;
}
