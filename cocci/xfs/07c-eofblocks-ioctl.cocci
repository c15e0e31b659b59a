#spatch --smpl-spacing
/// Fill a struct xfs_internal_eofblocks from the user's xfs_eofblocks in the ioctl.
//
// Confidence: Moderate
// Options: --no-includes --very-quiet --smpl-spacing
//
// Where a user-supplied struct xfs_eofblocks (a local copied in from user
// space) is passed by address to a function, pass a struct
// xfs_internal_eofblocks filled from it instead: the version, flags and
// minimum size are copied, and each id selected by its XFS_EOF_FLAGS_*
// flag is mapped with make_kuid/make_kgid/make_kprojid(current_user_ns(),
// id); an id without a mapping fails the ioctl with EINVAL.
//
// Why: the caller may be in any user namespace; its ids must be mapped to
// kernel ids before they are compared with the inodes' ids (rule 07b).
//
// New code, anchored on the local "struct xfs_eofblocks V;" and the call
// that passes &V.
virtual patch
@@
identifier eofb, f;
expression mp, err;
fresh identifier k = "k" ## eofb;
@@
  struct xfs_eofblocks eofb;
+ struct xfs_internal_eofblocks k;
  ...
- err = f(mp, &eofb);
+ k.eof_version = eofb.eof_version;
+ k.eof_flags   = eofb.eof_flags;
+ if (eofb.eof_flags & XFS_EOF_FLAGS_UID) {
+	k.eof_uid = make_kuid(current_user_ns(), eofb.eof_uid);
+	if (!uid_valid(k.eof_uid))
+		return -XFS_ERROR(EINVAL);
+ }
+ if (eofb.eof_flags & XFS_EOF_FLAGS_GID) {
+	k.eof_gid = make_kgid(current_user_ns(), eofb.eof_gid);
+	if (!gid_valid(k.eof_gid))
+		return -XFS_ERROR(EINVAL);
+ }
+ if (eofb.eof_flags & XFS_EOF_FLAGS_PRID) {
+	k.eof_projid = make_kprojid(current_user_ns(), eofb.eof_prid);
+	if (!projid_valid(k.eof_projid))
+		return -XFS_ERROR(EINVAL);
+ }
+ k.eof_min_file_size = eofb.eof_min_file_size;
+
+ err = f(mp, &k);
