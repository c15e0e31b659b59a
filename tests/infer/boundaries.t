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
# expectations are written by hand: tests/infer/boundaries.expected/*.plan
# (one entry a line), reviewed line by line.
. "${KIDPUSH_ROOT:-.}/tests/infer/lib.sh"

plan_both tests/infer/btree fs/bt "$tmp/bt.json"
"$bin" -q --tree tests/infer/tree36 -j 2 --plan "$tmp/t36.json" fs/old || { echo "exit $? (tree36)"; exit 1; }

plan_expect "$tmp/bt.json" btree.plan
plan_expect "$tmp/t36.json" tree36.plan
echo ok
