#!/bin/sh
# Formats by evidence (issue 34, item 1; the "format" rows of doc/infer.md's boundary
# table), on tests/infer/fmt, one structure per kind of evidence: swapped in place
# (__swab32s(&x) called, swab32s() a macro naming it, le32_to_cpus() a macro that does
# nothing on a little-endian build), a layout pinned by BUILD_BUG_ON(offsetof(..) != N)
# and by a CLASSERT-style case label on sizeof(((struct S *)0)->f), a structure
# memcpy'd whole into a buffer, an in-memory mirror filled field by field from the disk
# inode and written back, and a structure most of whose fields are formats.  None of
# their fields is retyped; their ids are converted where they meet a kernel ID, through
# &init_user_ns; the plan's "formats" names each with its evidence.  The kernel-side
# controls stay carriers: a mount option field, a field of a structure whose offsetof
# only container_of uses, a structure memcpy'd to another.  Written by hand;
# the expected plan (tests/infer/formats.expected/plan, one entry a line)
# reviewed line by line.
. "${KIDPUSH_ROOT:-.}/tests/infer/lib.sh"

plan_both tests/infer/fmt fs/fm "$tmp/p1.json"

plan_expect "$tmp/p1.json" plan
