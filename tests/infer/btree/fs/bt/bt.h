/* tests/infer boundary-table fixture: the filesystem's own (kernel) types. */
#include <linux/fs.h>
#include <linux/bt.h>

struct bt_sb {
	kuid_t uid;
	kgid_t gid;
};

struct bt_disk {         /* on disk / on the wire */
	__le32 d_uid;
	__le32 d_gid;
};

struct bt_find {         /* a kernel structure handed through a void * (an iget5 test): a carrier */
	unsigned int uid;
};
