#!/bin/sh
# The namespace audit on the three public fixes of issue 31 (doc/namespaces.md):
# the pre-fix lines are reported with the namespace the fix chose, the post-fix
# trees report none of them.  Trees from the environment (skip when absent):
#   KIDPUSH_LINUX316 (before 9847371a84b0), KIDPUSH_LINUX410 (after it; before
#   68eb94f16227), KIDPUSH_LINUX411 (after it; fuse before 8cb08329b080),
#   KIDPUSH_LINUX419 (fuse after).  Each tree is prepared once (KIDPUSH_CACHE),
#   or VAR_BUILD names its build (KIDPUSH_LINUX419_BUILD: the shared preparer
#   cannot build 4.19's objtool with gcc 12; doc/namespaces.md).
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=build/kidpush-audit
[ -x $bin ] || { echo "no $bin (make all)"; exit 1; }
for v in KIDPUSH_LINUX316 KIDPUSH_LINUX410 KIDPUSH_LINUX411 KIDPUSH_LINUX419; do
	eval "d=\${$v:-}"
	[ -n "$d" ] && [ -d "$d" ] || { echo "$v not set: skipped"; exit 77; }
done
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
run() { # NAME TREE BUILD PATH...
	n=$1 t=$2 b=$3; shift 3
	if [ -n "$b" ]; then set -- --build "$b" "$@"; fi
	nice -n 10 $bin --tree "$t" --namespaces -q -j 2 "$@" >"$tmp/$n.txt" 2>"$tmp/$n.err"
	[ $? -le 1 ] || { echo "$n: audit failed"; cat "$tmp/$n.err"; exit 1; }
	grep -q '0 skipped$' "$tmp/$n.txt" || { echo "$n: files skipped"; tail -5 "$tmp/$n.txt"; exit 1; }
}
has() { # NAME FILE:LINE KIND EXPECTED
	grep -q "^$2:[0-9]*: $3: .*expects $4" "$tmp/$1.txt" || { echo "$1: $2 not reported as $3 expecting $4"; exit 1; }
}
hasnt() { # NAME FILE:LINE
	if grep -q "^$2:[0-9]*: ns-" "$tmp/$1.txt"; then echo "$1: $2 still reported"; exit 1; fi
}
run 316 "$KIDPUSH_LINUX316" "${KIDPUSH_LINUX316_BUILD:-}" net/netfilter/xt_owner.c
for l in 52 53 61 62; do has 316 net/netfilter/xt_owner.c:$l ns-ignored 'skb->sk->__sk_common.skc_net->user_ns'; done
run 410 "$KIDPUSH_LINUX410" "${KIDPUSH_LINUX410_BUILD:-}" net/netfilter/xt_owner.c fs/proc
grep -q '^net/netfilter/xt_owner.c:[0-9]*:[0-9]*: ns-' "$tmp/410.txt" && { echo "4.10 xt_owner.c reported"; exit 1; }
for l in base.c:1785 base.c:1786 base.c:1916 base.c:1917 fd.c:118 fd.c:119; do
	has 410 fs/proc/$l ns-ignored 'task->mm->user_ns'
done
run 411 "$KIDPUSH_LINUX411" "${KIDPUSH_LINUX411_BUILD:-}" fs/proc fs/fuse
for l in base.c:1679 base.c:1683 base.c:1686 base.c:1687 base.c:1742 base.c:1743 fd.c:; do hasnt 411 fs/proc/$l; done
# fuse: the request's header and the reply's attributes are the daemon's (row daemon)
for l in dev.c:117 dev.c:118 dir.c:861 dir.c:862 dir.c:1489 dir.c:1491 inode.c:173 inode.c:174; do
	has 411 fs/fuse/$l ns-mismatch "the daemon's namespace (the connection's opener); nothing in scope carries it"
done
# the mount options shown through &init_user_ns, parsed through current_user_ns() (row round-trip)
for l in inode.c:574 inode.c:575; do
	has 411 fs/fuse/$l ns-mismatch "current_user_ns() (accepted by its boundary only because the filesystem"
done
# the ACL's xattr values from and to the daemon: nothing in scope decides their namespace
for l in acl.c:37 acl.c:84; do
	grep -q "^fs/fuse/$l:[0-9]*: ns-unclassified: posix_acl_[a-z]*_xattr(&init_user_ns, ...)" "$tmp/411.txt" ||
		{ echo "411: fs/fuse/$l not reported as ns-unclassified"; exit 1; }
done
run 419 "$KIDPUSH_LINUX419" "${KIDPUSH_LINUX419_BUILD:-}" fs/fuse
if grep -q '^fs/fuse/[a-z]*.c:[0-9]*:[0-9]*: ns-' "$tmp/419.txt"; then echo "4.19 fuse reported"; grep ': ns-' "$tmp/419.txt"; exit 1; fi
echo ok
