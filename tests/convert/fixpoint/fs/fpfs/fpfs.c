/*
 * fpfs: a fixture of kidpush's tests (tests/convert/fixpoint.t) for the
 * strict gate fixpoint of convert.  Its plan (fpfs.plan.json) rewrites one
 * real site and two wrong things: a raw local assigned a kernel id, and a
 * field retyped that is also read as a number.
 */
#include <linux/kernel.h>
#include <linux/cred.h>

struct fpfs_rec {
	uid_t r_uid;
};

int fpfs_is_root(void)
{
	return current_fsuid() == 0;
}

unsigned int fpfs_default_owner(void)
{
	uid_t owner;

	owner = 0;
	return owner + 1;
}

void fpfs_rec_set(struct fpfs_rec *r)
{
	r->r_uid = current_fsuid();
}

unsigned int fpfs_rec_next(const struct fpfs_rec *r)
{
	unsigned int n = r->r_uid;

	return n + r->r_uid;
}
