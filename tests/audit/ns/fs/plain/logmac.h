/* a subsystem's macro that logs the caller's ID (tests/audit/ns.t): the
 * mapping is written here, not at the macro's expansion */
#ifndef NSFX_LOGMAC_H
#define NSFX_LOGMAC_H
int plain_dbg(const char *fmt, ...);
#define plain_get_tag() ({						\
	unsigned int __tag = 1;						\
	plain_dbg("tag %u by uid %u\n", __tag,				\
		  from_kuid(&init_user_ns, current_fsuid()));		\
	__tag;								\
})
#endif
