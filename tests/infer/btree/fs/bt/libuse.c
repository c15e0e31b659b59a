#include "bt.h"
#include <linux/libx.h>

void bt_from_msg(struct bt_sb *sb, void *msg)
{
	void *p = msg;
	sb->uid = libx_decode_32(&p);
	sb->gid = libx_peek_32(p);
}

void bt_to_msg(struct bt_sb *sb, void *msg)
{
	void *p = msg;
	libx_encode_32(&p, sb->uid);
}

void bt_bumped(struct bt_find *f, void *msg)
{
	f->uid = libx_bumped(msg);
}
