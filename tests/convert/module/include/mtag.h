/* mtag: an owner tag the module keeps per object (kidpush test fixture) */
#ifndef MTAG_H
#define MTAG_H
#include <linux/uidgid.h>

struct inode;

struct mtag {
	uid_t	mt_owner;
	gid_t	mt_group;
	int	mt_flags;
};

void mtag_init(struct mtag *t, const struct inode *inode);
int mtag_owner_ok(const struct mtag *t);
#endif
