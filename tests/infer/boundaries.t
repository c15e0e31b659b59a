#!/bin/sh
# The boundary table of doc/infer.md, one row per fixture function (tests/infer/btree,
# 3.8-style with include/uapi; tests/infer/tree36, pre-3.7 with header-y export lists):
# the calling process's ids (mount option, mount data, ioctl argument and reply,
# put_user) in current_user_ns(), munged going back; a daemon's message (a uapi
# structure copied to or from user space only in a device's read/write) in
# &init_user_ns, plain, with one "restrict" entry; disk/wire, printk, tracing, hashes in &init_user_ns, plain
# (also through a shared header's small inline decoder or encoder, read from its body; one
# that changes the value is listed);
# seq_file and sprintf (an upcall's key) munged; a seq_file printed for a sunrpc
# cache (a daemon's channel) plain, with a "restrict" entry.  Before 3.7, the structures of the
# headers that include/linux/Kbuild, and arch/*/include/asm/Kbuild through its
# `include include/asm-generic/Kbuild.asm`, export are never retyped, but the
# __KERNEL__ part of an exported header and an unexported header are; an exported
# disk format read from a buffer head is &init_user_ns without a restrict entry;
# a structure nested in an ioctl's argument is the caller's.  The
# expectations are written by hand.
. "${KIDPUSH_ROOT:-$(pwd)}/tests/infer/lib.sh"

plan_both tests/infer/btree fs/bt "$tmp/bt.json"
"$bin" -q --tree tests/infer/tree36 -j 2 --plan "$tmp/t36.json" fs/old || { echo "exit $? (tree36)"; exit 1; }

python3 - "$tmp/bt.json" "$tmp/t36.json" <<'PY' || exit 1
import json, sys
p = json.load(open(sys.argv[1]))
q = json.load(open(sys.argv[2]))
bad = []

def row(what, kind, file, line, text, ns, munged=None, plan=p):
    hits = [s for s in plan["sites"] if s["kind"] == kind and s["file"] == file and s["line"] == line
            and s["text"] == text]
    if len(hits) != 1:
        bad.append("%s: no single %s site %s:%d %r (%d)" % (what, kind, file, line, text, len(hits)))
        return
    s = hits[0]
    if s.get("ns") != ns:
        bad.append("%s: %s:%d ns %s, want %s" % (what, file, line, s.get("ns"), ns))
    if munged is not None and s.get("munged") != munged:
        bad.append("%s: %s:%d munged %s, want %s" % (what, file, line, s.get("munged"), munged))

U, I = "current_user_ns()", "&init_user_ns"
row("mount option (match_int)", "boundary-in", "fs/bt/caller.c", 12, "option", U)
row("mount data (uapi struct from void *data)", "boundary-in", "fs/bt/caller.c", 22, "md->uid", U)
row("ioctl reply (copy_to_user)", "boundary-out", "fs/bt/caller.c", 30, "sb->uid", U, True)
row("ioctl reply (copy_to_user)", "boundary-out", "fs/bt/caller.c", 31, "sb->gid", U, True)
row("ioctl argument (copy_from_user)", "boundary-in", "fs/bt/caller.c", 43, "info.group", U)
row("ioctl argument, a structure nested in it", "boundary-out", "fs/bt/caller.c", 65, "sb->uid", U, True)
row("put_user", "boundary-out", "fs/bt/caller.c", 49, "sb->uid", U, True)
row("daemon message out", "boundary-out", "fs/bt/daemon.c", 10, "current_fsuid()", I, False)
row("daemon message in", "boundary-in", "fs/bt/daemon.c", 15, "m->gid", I)
row("disk/wire out", "boundary-out", "fs/bt/others.c", 7, "inode->i_uid", I, False)
row("disk/wire in", "boundary-in", "fs/bt/others.c", 12, "le32_to_cpu(d->d_gid)", I)
row("printk", "boundary-out", "fs/bt/others.c", 17, "inode->i_uid", I, False)
row("tracing", "boundary-out", "fs/bt/others.c", 18, "inode->i_uid", I, False)
row("hash", "boundary-out", "fs/bt/others.c", 23, "inode->i_uid", I, False)
row("hash, the id its second argument (siphash_2u32)", "boundary-out", "fs/bt/others.c", 39, "inode->i_uid", I, False)
row("seq_file", "boundary-out", "fs/bt/others.c", 28, "sb->uid", I, True)
row("sprintf (an upcall's key)", "boundary-out", "fs/bt/others.c", 33, "sb->uid", I, True)
row("sunrpc cache show (through a helper)", "boundary-out", "fs/bt/cache.c", 11, "anon", I, False)
# a shared library's inline decoder/encoder outside the PATHs, by its body (inline.c)
row("header inline decoder (a local, returned)", "boundary-in", "fs/bt/libuse.c", 7, "libx_decode_32(&p)", I)
row("header inline decoder (returns le32_to_cpu)", "boundary-in", "fs/bt/libuse.c", 8, "libx_peek_32(p)", I)
row("header inline encoder (a parameter to cpu_to_le32)", "boundary-out", "fs/bt/libuse.c", 14, "sb->uid", I, False)
if [s for s in p["sites"] if s["file"] == "fs/bt/libuse.c" and s["line"] == 19]:
    bad.append("libx_bumped() changes the decoded value: it must not be a boundary-in")
if not [l for l in p["listed"] if l["name"] == "libx_bumped" and l["file"] == "include/linux/libx.h"]:
    bad.append("libx_bumped() (outside the PATHs, not a plain decoder) is not listed for the reviewer")
r = [l for l in p["listed"] if l["kind"] == "restrict"]
if [(l["file"], l["line"], l["name"]) for l in r] != [("fs/bt/cache.c", 11, "bt_flags"),
                                                      ("fs/bt/daemon.c", 10, "bt_msg")] or \
        "restrict the filesystem to the initial user namespace" not in r[1]["why"]:
    bad.append("restrict entries for bt_flags (cache.c:11) and bt_msg (daemon.c:10), got %s" %
               [(l["file"], l["line"], l["name"]) for l in r])
# a kernel structure cast from a void * parameter is not the caller's: retyped
if [(x["scope"], x["name"]) for x in p["retype"]] != [("struct bt_find", "uid")]:
    bad.append("btree: only bt_find.uid retyped, got %s" % [(x["scope"], x["name"]) for x in p["retype"]])

# pre-3.7: exported by header-y (include/linux/Kbuild, Kbuild.asm through arch's Kbuild)
ret = sorted((x["scope"], x["file"], x["line"]) for x in q["retype"])
want = [("struct old_info", "include/linux/old_abi.h", 17), ("struct old_info2", "include/linux/old_abi.h", 24),
        ("struct old_priv", "include/linux/old_priv.h", 4)]
if ret != want:
    bad.append("tree36 retype %s, want %s" % (ret, want))
row("exported header field (header-y)", "boundary-out", "fs/old/old.c", 11, "inode->i_uid", I, False, plan=q)
row("exported asm header field (Kbuild.asm)", "boundary-out", "fs/old/old.c", 15, "inode->i_uid", I, False, plan=q)
row("exported disk format (bh->b_data) in", "boundary-in", "fs/old/disk.c", 11, "d->i_uid", I, plan=q)
row("fs_high2lowuid (a disk format's 16-bit field)", "boundary-out", "fs/old/disk.c", 18, "inode->i_uid", I, False,
    plan=q)
row("exported disk format (bh->b_data) out", "boundary-out", "fs/old/disk.c", 19, "inode->i_gid", I, False, plan=q)
names = sorted(l["name"] for l in q["listed"] if l["kind"] == "restrict")
if names != ["old_asm", "old_msg"]:
    bad.append("tree36 restrict entries %s" % names)
for b in bad:
    print("FAIL:", b)
sys.exit(1 if bad else 0)
PY
echo ok
