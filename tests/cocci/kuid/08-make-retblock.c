/* A parser that reports a bad option and returns 0: the block taken when
 * the producer of the value (match_int(..., &tmp)) fails is the exit for an
 * id that does not map, also when the value is a cast of what the producer
 * wrote ((uid_t)tmp).  A block whose test does not take the value's address
 * is not copied: make_kgid() alone (convert lists the missing check). */
struct opts {
	kuid_t uid;
	kgid_t gid;
};

static int parse_opts(char *options, struct opts *opts)
{
	substring_t args[MAX_OPT_ARGS];
	int tmp;
	char *p;

	while ((p = strsep(&options, ",")) != NULL) {
		switch (match_token(p, tokens, args)) {
		case Opt_uid:
			if (match_int(&args[0], &tmp)) {
				printk(KERN_ERR "opts: uid requires an argument\n");
				return 0;
			}
			opts->uid = (uid_t)tmp;
			break;
		case Opt_gid:
			if (!p) {
				printk(KERN_ERR "opts: no option\n");
				return 0;
			}
			opts->gid = (gid_t)tmp;
			break;
		}
	}
	return 1;
}
