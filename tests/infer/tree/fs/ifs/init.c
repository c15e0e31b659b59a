/* tests/infer fixture: a carrier field set in designated initialisers
 * (cifs' struct cifs_unix_set_info_args: .uid = NO_CHANGE_64). */
#include "ifs.h"

#define IFS_SET_NONE 0xFFFFFFFFFFFFFFFFULL

struct ifs_set_args {
	__u64 mode;
	__u64 uid;               /* carrier: takes current_fsuid() */
	__u64 gid;               /* no kernel id reaches it: stays raw */
};

extern void ifs_send(const struct ifs_set_args *a);

void ifs_chown_self(void)
{
	struct ifs_set_args a;
	a.uid = current_fsuid();
	ifs_send(&a);
}

void ifs_chmod(unsigned int mode)
{
	struct ifs_set_args args = {
		.mode = mode,
		.uid = IFS_SET_NONE,
		.gid = IFS_SET_NONE,
	};
	ifs_send(&args);
}

void ifs_chown_disk(const struct ifs_disk_inode *di)
{
	struct ifs_set_args args = {
		.uid = le32_to_cpu(di->d_uid),
		.mode = 0,
	};
	ifs_send(&args);
}
