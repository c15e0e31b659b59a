#!/bin/sh
# Steps 09-16 of the XFS series on the bundled sample tree: one patch per
# step with the manifest's subject, the expected end state (hand-written
# expectations below), git am applies, a second run emits nothing.
. "$KIDPUSH_ROOT/tests/quota/lib.sh"
quota_manifest "$T/m"
cp -r "$KIDPUSH_ROOT/tests/sample-tree" "$T/tree"
git -C "$T/tree" init -q && git -C "$T/tree" add -A &&
	git -C "$T/tree" -c user.name=t -c user.email=t@t commit -qm base
"$KP" --tree "$T/tree" --series "$T/m/series" --out "$T/o1" -j2 -q --no-cache || fail "run failed"
[ "$(patches_in "$T/o1" | wc -l)" = 8 ] || { ls "$T/o1"; fail "expected 8 patches (steps 09-16)"; }
for s in 'Modify xfs_qm_vop_dqalloc to take kuids' 'Push struct kqid into xfs_qm_scall_qmlim' \
	'Modify xfs_qm_dqget to take a struct kqid' 'Remember the kqid for a quota' \
	'Use q_id instead of q_core.d_id' 'Enable building with user namespaces enabled' \
	'Now that everything has been converted' 'Remove the EXPERMINTAL kconfig tag'; do
	grep -l "^Subject: .*$s" "$T/o1"/*.patch >/dev/null || fail "no patch with subject '$s'"
done
ok "8 patches, subjects from the manifest"

git clone -q "$T/tree" "$T/am"
git -C "$T/am" -c user.name=t -c user.email=t@t am -q $(patches_in "$T/o1") || fail "git am failed"
ok "git am applies"
x=$T/am/fs/xfs
has() { grep -qF -- "$2" "$1" || fail "$(basename "$1"): missing: $2"; }
hasnt() { ! grep -qF -- "$2" "$1" || fail "$(basename "$1"): still has: $2"; }
has "$x/xfs_quota.h" "xfs_qm_vop_dqalloc(struct xfs_inode *, kuid_t, kgid_t, kprojid_t, uint,"
has "$x/xfs_qm.c" "	kprojid_t"
has "$x/xfs_qm.h" "xfs_qm_scall_getquota(xfs_mount_t *, struct kqid,"
has "$x/xfs_quotaops.c" "return -xfs_qm_scall_setqlim(mp, qid, fdq);"
hasnt "$x/xfs_quotaops.c" "xfs_quota_type"
hasnt "$x/xfs_qm_syscalls.c" "xfs_quota_type"
has "$x/xfs_dquot.c" "xfs_quota_type(int type)"
# new locals aligned with the block's name column (kfmt), as in seed 008
has "$x/xfs_dquot.c" "$(printf '\tuint\t\t\ttype = xfs_quota_type(qid.type);')"
has "$x/xfs_dquot.c" "(! XFS_IS_PQUOTA_ON(mp) && qid.type == PRJQUOTA) ||"
has "$x/xfs_dquot.h" "xfs_qm_dqget(struct xfs_mount *, struct xfs_inode *, struct kqid,"
has "$x/xfs_qm_syscalls.c" "if ((error = xfs_qm_dqget(mp, NULL, id, XFS_QMOPT_DQALLOC, &dqp))) {"
has "$x/xfs_qm.c" "xfs_qm_dqget(mp, NULL, make_kqid_uid(uid),"
has "$x/xfs_dquot.h" "$(printf '\tstruct kqid\t q_id;')"	# the block's name column
has "$x/xfs_dquot.h" "static inline bool is_superquota(struct kqid id, struct user_namespace *ns)"
has "$x/xfs_dquot.c" "dqp->q_id = make_kqid(&init_user_ns,"
has "$x/xfs_dquot.c" "if (qid_lt(d2->q_id, d1->q_id)) {"
has "$x/xfs_qm.c" "if (!is_superquota(dqp->q_id, &init_user_ns)) {"
has "$x/xfs_trans_dquot.c" "quota_send_warning(dqp->q_id, mp->m_dev, type);"
has "$x/xfs_trans_dquot.c" "!is_superquota(dqp->q_id, &init_user_ns) &&"
ok "fs/xfs end state"
i=$T/am/include/linux
for f in uidgid.h projid.h posix_acl.h; do
	! grep -q "^#.*CONFIG_UIDGID_STRICT_TYPE_CHECKS" "$i/$f" || fail "$f: #if on CONFIG_UIDGID_STRICT_TYPE_CHECKS left"
done
has "$i/uidgid.h" "	uid_t val;"
hasnt "$i/uidgid.h" "typedef uid_t kuid_t;"
hasnt "$i/posix_acl.h" "e_id;"
k=$T/am/init/Kconfig
hasnt "$k" UIDGID_CONVERTED
hasnt "$k" UIDGID_STRICT_TYPE_CHECKS
hasnt "$k" "XFS_FS = n"
has "$k" '	bool "User namespace"'
awk '/^config USER_NS/{u=1;next} /^config/{u=0} u && /depends on EXPERIMENTAL/{bad=1} END{exit bad}' "$k" ||
	fail "USER_NS still depends on EXPERIMENTAL"
ok "headers and Kconfig end state"

"$KP" --tree "$T/am" --series "$T/m/series" --out "$T/o2" -q --no-cache || fail "second run failed"
[ -z "$(patches_in "$T/o2")" ] || { head -40 $(patches_in "$T/o2" | head -1); fail "second run emitted patches"; }
ok "second run over the result emits nothing"
