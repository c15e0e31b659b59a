/* macarg.h — for macarg{,-fixed}.c: a macro that wraps a mapping's result, and
 * the caller's namespace as a configuration without user namespaces spells it. */
#ifndef CONFIG_USER_NS
#define current_user_ns() (&init_user_ns)
#endif
#define MACARG_SET(var, id) do { (var) = (id); } while (0)
