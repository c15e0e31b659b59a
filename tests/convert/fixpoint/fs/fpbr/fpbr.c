/*
 * fpbr: a fixture of kidpush's tests (tests/convert/fixpoint.t): its
 * plan retypes a field that carries the caller's id and is also read as a
 * number.  Undoing the retype makes the compare the plan rewrote with it
 * wrong, and undoing that brings back every problem of before: the round
 * with the retype had the lowest gate.
 */
#include <linux/kernel.h>
#include <linux/cred.h>

struct fpbr_info {
	uid_t i_owner;
};

int fpbr_mine(const struct fpbr_info *i)
{
	return i->i_owner == current_fsuid();
}

void fpbr_take(struct fpbr_info *i)
{
	i->i_owner = current_fsuid();
}

unsigned int fpbr_number(const struct fpbr_info *i)
{
	unsigned int n = i->i_owner;

	return n;
}
