/* tests/infer/macro: ids inside the bodies of a filesystem's own macros (issue 34
 * item 5).  Written for this fixture. */
#include <linux/fs.h>

struct mc_dinode {               /* on disk */
	__le32 d_uid;
	__le32 d_gid;
};

struct mc_wire {                 /* a peer's message, swapped in place: a format */
	__u32 w_uid;
	__u32 w_gid;
};

struct mc_sb {
	unsigned int s_uid;      /* a carrier: a mount option, given to inodes */
};

struct mc_inode {
	unsigned int i_owner;    /* a carrier: the inode's uid */
	struct inode vfs;
};

/* An option-parsing macro: the parsed number is spelled in the body, and every
 * expansion stores a mount option into the superblock's uid: one site, here. */
#define MC_OPT_UID(sbi, s) do {					\
	(sbi)->s_uid = simple_strtoul((s), NULL, 0);		\
} while (0)

/* A field accessor that casts to a raw number, used wherever a raw uid is wanted
 * (the disk, the log): one site, here. */
#define MC_RAW_UID(inode) ((__u32)(inode)->i_uid)

/* A copy whose expansions disagree: the inode's uid into the in-core owner (a
 * carrier, retyped) and into a field of a format (the wire, kept raw): listed. */
#define MC_OWNER(dst, inode) do { (dst) = (inode)->i_uid; } while (0)

/* Expansions of two families: 0 given to the inode's uid and to its gid: listed. */
#define MC_ZERO(id) do { (id) = 0; } while (0)

/* The filesystem's own byte order of a disk field (native here, its layout
 * pinned in disk.c): a value macro whose whole
 * body is the decoded number, used for an id and for a size.  It is the value
 * of each expansion, as a call's: a site at the expansion (disk.c), not in the
 * body, and no "expansions disagree". */
typedef struct { __u32 v32; } __attribute__((packed)) mc_j32;
struct mc_jinode {               /* on disk */
	mc_j32 j_uid;
	mc_j32 j_size;
};
#define mc_j32_to_cpu(x) ((x).v32)
