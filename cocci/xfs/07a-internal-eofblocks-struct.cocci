/// Declare struct xfs_internal_eofblocks with kuid_t/kgid_t/kprojid_t members.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// Declare struct xfs_internal_eofblocks, the kernel-side twin of the user
// ABI struct xfs_eofblocks with uid, gid and project id held as kuid_t,
// kgid_t and kprojid_t, just before the eofblocks prototypes of the inode
// cache header (before the prototype of xfs_inode_set_eofblocks_tag).
//
// Why: the ioctl's ids are in the caller's user namespace; converting them
// once into a separate kernel structure keeps the two kinds of ids from
// being mixed up in the inode cache code.
//
// New code, anchored on the eofblocks prototype it precedes; applied only
// to a header that still declares a function taking the user ABI struct
// xfs_eofblocks * (xfs_icache_free_eofblocks, converted by rule 07b later
// in this step, in the same file), and not when the structure is already
// declared.  A header whose eofblocks code has been reworked (Linux 6.1:
// struct xfs_icwalk, no prototype with struct xfs_eofblocks *) is left
// alone.
virtual patch
@has@
@@
struct xfs_internal_eofblocks { ... };

@uabi@
identifier f, x;
type T;
@@
(
T f(..., struct xfs_eofblocks *, ...);
|
T f(..., struct xfs_eofblocks *x, ...);
)

@depends on !has && uabi@
identifier ip;
@@
+struct xfs_internal_eofblocks {
+	u32		eof_version;
+	u32		eof_flags;
+	kuid_t		eof_uid;
+	kgid_t		eof_gid;
+	kprojid_t	eof_projid;
+	u64		eof_min_file_size;
+};
+
 void xfs_inode_set_eofblocks_tag(struct xfs_inode *ip);
