/* ns_carry.h — which user namespaces a struct carries (ns_carry.c). */
#ifndef KIDPUSH_NS_CARRY_H
#define KIDPUSH_NS_CARRY_H

#include "ns.h"

/* path[cls]: how to reach a struct user_namespace of that class from a pointer to
 * the struct ("->f_cred->user_ns"), NULL when it carries none of the class. */
struct carry {
	char *path[NS_NCLS];
};
/* For the struct type POINTEE (a pointer's target), or NULL when it is no struct. */
const struct carry *ns_carry(CXType pointee);

#endif
