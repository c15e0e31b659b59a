/*
 * fpun: a fixture of kidpush's tests (tests/convert/units-undo.t): its plan
 * (fpun.plan.json) retypes a chain of declarations, each with root sites
 * that assume its type: a field also read as a number (wrong on purpose),
 * a local initialised from it, a parameter the local is passed to.  Undoing
 * one retype alone leaves its root sites giving a raw declaration a kernel
 * id; undoing it with them (its dependency unit) does not.
 */
#include <linux/kernel.h>
#include <linux/cred.h>

struct fpun_info {
	uid_t owner;
};

int fpun_is_root(void)
{
	return current_fsuid() == 0;
}

void fpun_reset(struct fpun_info *i)
{
	i->owner = 0;
}

unsigned int fpun_number(const struct fpun_info *i)
{
	return i->owner;
}

unsigned int fpun_next(const struct fpun_info *i)
{
	return i->owner + 1;
}

unsigned int fpun_hash(const struct fpun_info *i)
{
	return i->owner * 31;
}

static int fpun_check(uid_t who)
{
	who = 0;
	return 1;
}

int fpun_same(const struct fpun_info *i)
{
	uid_t o = i->owner;

	if (!fpun_check(o))
		o = 0;
	return 0;
}
