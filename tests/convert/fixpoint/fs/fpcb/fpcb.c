/*
 * fpcb: a fixture of kidpush's tests (tests/convert/fixpoint.t): its plan
 * retypes the parameter of a function that is also stored in a pointer to
 * a function taking a raw id, which no rewrite of the plan's lines can fix.
 */
#include <linux/kernel.h>
#include <linux/cred.h>

static int fpcb_is_root(uid_t uid)
{
	return uid == 0;
}

int (*fpcb_check)(uid_t) = fpcb_is_root;
