/* A filesystem type that user namespaces may mount: its s_user_ns can be a child. */
#include <linux/ns.h>

struct file_system_type umnt_type = { .name = "umnt", .fs_flags = FS_USERNS_MOUNT };
