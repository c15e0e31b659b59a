/* tests/infer/fmt: one structure per kind of format evidence, and two kernel-side
 * structures that stay carriers. */
#include <linux/fs.h>

/* A protocol's request body, sent in host order; a peer of the other byte order
 * swaps it in place (fm_swab_body). */
struct fm_body {
	__u32 fsuid;
	__u32 fsgid;
	__u32 mode;
	__u64 size;
};

/* A message header whose layout is pinned by BUILD_BUG_ON(offsetof(...)). */
struct fm_hdr {
	__u32 h_len;
	__u32 h_uid;
	__u32 h_gid;
};

/* A reply whose layout is pinned by a CLASSERT-style macro (a case label). */
struct fm_reply {
	__u32 p_uid;
	__u32 p_gid;
};

/* A record copied whole into a message buffer. */
struct fm_rec {
	__u32 r_uid;
	__u32 r_gid;
};

/* The on-disk inode (big-endian) and its in-memory mirror, filled field by field. */
struct fm_dinode {
	__be32 di_uid;
	__be32 di_gid;
	__be32 di_mode;
};
struct fm_icore {
	__u32 ic_uid;
	__u32 ic_gid;
	__u32 ic_mode;
};

/* Attributes: three fields swapped in place here, the owner by a helper elsewhere. */
struct fm_attr {
	__u32 a_mode;
	__u32 a_nlink;
	__u32 a_size;
	__u32 a_uid;
};

/* Kernel side: the in-memory inode (its layout is used by container_of, which pins
 * nothing) and the mount options.  i_owner and s_uid are carriers. */
struct fm_inode {
	struct fm_icore i_d;
	unsigned int i_owner;
	struct inode vfs;
};
struct fm_sb {
	unsigned int s_uid;
};

extern void fm_swab_words(__u32 *p, int n);
