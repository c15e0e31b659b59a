#!/bin/sh
# convert --module DIR (issue 34 item 4): an out-of-tree module, built against
# the kernel tree as `make -C TREE M=DIR` (the preparer's --module compile
# commands), converted with the patch relative to its git repository.
# Kernel: the kbuild fixture tree (tests/kbuild/fixture) with the sample
# tree's headers (uidgid.h, cred.h, fs.h) added in a copy.  Module: own
# fixture tests/convert/module/, a git repository made here; its header
# include/mtag.h is found only through the -I of its Kbuild file
# (`#include <mtag.h>`), and its struct mtag's mt_owner/mt_group carry the
# inode's and the caller's ids.  Checks: the patch names module-relative
# files, `git am` applies it in a fresh clone of the module's repository,
# the fields are retyped and both compares rewritten, the module directory
# (its .git too) is byte-identical afterwards, the audit after parses the
# converted files with the module's own flags (audit after 0, not the
# findings of before read through the original header); a kernel header
# with a raw field the module stores the caller's id into is kept raw
# (listed) and the module converts at its edge (from_kuid, &init_user_ns:
# before, exit 2 "a file outside the tree"); a module in a subdirectory of its
# repository gets repository-relative paths; a module outside any
# repository is said and its patch is relative to it; --gate says the gate
# cannot check a module and exits 1.  Before --module: exit 2.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
tree_test
export KIDPUSH_AUTHOR='t <t@t>' KIDPUSH_DATE='Thu, 1 Jan 2026 00:00:00 +0000'
tree_hash() { (cd "$1" && find . -type f -print | LC_ALL=C sort | xargs -r sha256sum | sha256sum); }
patches_in() { find "$1" -maxdepth 1 -name '0*.patch' ! -name '0000-cover-letter.patch' | LC_ALL=C sort; }
gitq() { git -c user.name=t -c user.email=t@t "$@"; }

K=$T/kernel M=$T/mtag
cp -r tests/kbuild/fixture "$K" && cp -r tests/sample-tree/include/linux/. "$K/include/linux/" || exit 2
# a kernel header with a raw id (the kernel's own, not converted) the module
# stores the caller's id into: kept raw, converted at the module's edge
cat >"$K/include/linux/kpeer.h" <<'EOF'
#include <linux/uidgid.h>
struct kpeer { uid_t kp_owner; };
EOF
cp -r tests/convert/module "$M" && cat >"$M/mtag_peer.c" <<'EOF' || exit 2
#include <linux/cred.h>
#include <linux/kpeer.h>

void mtag_peer_claim(struct kpeer *p)
{
	p->kp_owner = current_fsuid();
}
EOF
gitq -C "$M" init -q && gitq -C "$M" add -A && gitq -C "$M" commit -qm base || exit 2
before=$(tree_hash "$M")

# The series is tests/convert/module.expected/series/ and the runs' output
# and exits tests/convert/module.expected/session (reviewed line by line):
# subject "[PATCH 1/1] mtag: Convert to kuid_t and kgid_t", module-relative
# paths, mt_owner/mt_group retyped, both compares rewritten, the kernel's
# raw kp_owner set with from_kuid(&init_user_ns, current_fsuid()) and its
# header not in the patch but listed as kept raw, the audit after 0 in the
# cover letter, no machine path.  The run without -q: its stderr sorted.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$T/session
kp_cmd "$s" ./run.sh convert --tree "$K" --module "$M" --out "$T/o" -j1 -q
[ $kp_rc = 0 ] || fail "convert --module: exit $kp_rc, not 0"
[ "$(tree_hash "$M")" = "$before" ] || fail "the module directory was modified"
p=$(patches_in "$T/o")
[ "$(echo "$p" | wc -l)" = 1 ] && [ -n "$p" ] || { ls "$T/o"; fail "not one patch"; }
expect_dir "$T/o" series
files=$(sed -n 's#^diff --git a/\([^ ]*\) b/.*#\1#p' "$p" | tr '\n' ' ')
[ "$files" = "include/mtag.h mtag_peer.c mtag_perm.c " ] || fail "patch paths not module-relative: $files"
git clone -q "$M" "$T/am" && gitq -C "$T/am" am -q $p || fail "git am in a clone of the module's repository"
echo "ok: $files; git am applies it; DIR unchanged; the kernel's header kept raw"

# a module in a subdirectory of its repository: paths from the repository's top
R=$T/repo
mkdir -p "$R/drivers" && cp -r tests/convert/module "$R/drivers/mtag" && echo top >"$R/README" &&
	gitq -C "$R" init -q && gitq -C "$R" add -A && gitq -C "$R" commit -qm base || exit 2
kp_cmd "$s" ./run.sh convert --tree "$K" --module "$R/drivers/mtag" --out "$T/o2" -j1 -q
[ $kp_rc = 0 ] || fail "subdirectory module: exit $kp_rc"
p=$(patches_in "$T/o2")
files=$(sed -n 's#^diff --git a/\([^ ]*\) b/.*#\1#p' "$p" | tr '\n' ' ')
[ "$files" = "drivers/mtag/include/mtag.h drivers/mtag/mtag_perm.c " ] ||
	fail "subdirectory module: paths $files"
git clone -q "$R" "$T/am2" && gitq -C "$T/am2" am -q $p || fail "git am in the subdirectory module's repository"
echo "ok: a module in a subdirectory: $files"

# no repository: said, relative to the module
N=$T/plain
cp -r tests/convert/module "$N"
kp_cmd "$s" -s ./run.sh convert --tree "$K" --module "$N" --out "$T/o3" -j1
[ $kp_rc = 0 ] || fail "module outside a repository: exit $kp_rc"
(cd "$N" && git apply --check "$(patches_in "$T/o3")") || fail "no repository: the patch does not apply in the module"
echo "ok: a module outside a repository"

# --gate: the gate cannot check a module: said, exit 1, never green
kp_cmd "$s" ./run.sh convert --tree "$K" --module "$M" --gate --out "$T/o4" -j1 -q
[ $kp_rc = 1 ] || fail "--gate on a module: exit $kp_rc, not 1"
kp_cmd "$s" ./run.sh convert --tree "$K" --module "$M" --out "$T/o5" -q fs/demo
[ $kp_rc = 2 ] || fail "--module with a PATH: exit $kp_rc, not 2"
[ "$(tree_hash "$M")" = "$before" ] || fail "the module directory was modified"
expect "$s" session
echo "ok: --gate said not checked (exit 1); a PATH with --module: exit 2"
