/* A parser that returns 0 for a bad option and 1 for success: the exit
 * taken when the producer of the value (match_int(..., &option)) fails is
 * the exit for an id that does not map.  An exit whose test does not take
 * the value's address is not copied: the id gets make_kgid() alone (convert
 * lists it for the missing check). */
struct opts {
	kuid_t uid;
	kgid_t gid;
	int umask;
};

static int parse_opts(char *options, struct opts *opts)
{
	substring_t args[MAX_OPT_ARGS];
	int option;
	char *p;

	if (!options)
		return -EINVAL;
	while ((p = strsep(&options, ",")) != NULL) {
		switch (match_token(p, tokens, args)) {
		case Opt_uid:
			if (match_int(&args[0], &option))
				return 0;
			opts->uid = option;
			break;
		case Opt_umask:
			if (match_octal(&args[0], &option))
				return 0;
			opts->umask = option;
			break;
		case Opt_gid:
			if (!p)
				return 0;
			opts->gid = option;
			break;
		}
	}
	return 1;
}
