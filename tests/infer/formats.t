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
# only container_of uses, a structure memcpy'd to another.  Written by hand.
. "${KIDPUSH_ROOT:-$(pwd)}/tests/infer/lib.sh"

plan_both tests/infer/fmt fs/fm "$tmp/p1.json"

python3 - "$tmp/p1.json" <<'PY' || exit 1
import json, sys
p = json.load(open(sys.argv[1]))
bad = []
retyped = sorted((r["scope"], r["name"]) for r in p["retype"])
want = [("struct fm_inode", "i_owner"), ("struct fm_sb", "s_uid")]
if retyped != want:
    bad.append("retyped %s, want only the carriers %s" % (retyped, want))

fmts = {r["name"]: r["why"] for r in p.get("formats", [])}
for name, evidence in [("fsuid", "swapped in place by __swab32s()"), ("fsgid", "swapped in place by __swab32s()"),
                       ("h_uid", "layout is pinned"), ("h_gid", "layout is pinned"),
                       ("p_uid", "layout is pinned"), ("p_gid", "layout is pinned"),
                       ("r_uid", "copied whole to a buffer by memcpy()"),
                       ("r_gid", "copied whole to a buffer by memcpy()"),
                       ("ic_uid", "in-memory mirror of a format"), ("ic_gid", "in-memory mirror of a format"),
                       ("a_uid", "most fields of its structure are formats (3 of 4)")]:
    if evidence not in fmts.get(name, ""):
        bad.append("%s: not a format by %r (%r)" % (name, evidence, fmts.get(name)))
for name in ("i_owner", "s_uid"):
    if name in fmts:
        bad.append("%s is a kernel-side carrier, not a format (%s)" % (name, fmts[name]))

def site(kind, file, line, text, ns="&init_user_ns"):
    hits = [s for s in p["sites"] if s["kind"] == kind and s["file"] == file and s["line"] == line
            and s["text"] == text]
    if len(hits) != 1:
        bad.append("no single %s site %s:%d %r" % (kind, file, line, text))
    elif hits[0].get("ns") != ns:
        bad.append("%s:%d %s: ns %s, want %s" % (file, line, text, hits[0].get("ns"), ns))

site("boundary-out", "fs/fm/wire.c", 15, "current_fsuid()")
site("boundary-out", "fs/fm/wire.c", 16, "current_fsgid()")
site("boundary-in", "fs/fm/wire.c", 21, "b->fsuid")
site("boundary-in", "fs/fm/wire.c", 22, "b->fsgid")
site("boundary-out", "fs/fm/layout.c", 16, "inode->i_uid")
site("boundary-out", "fs/fm/layout.c", 19, "inode->i_gid")
site("boundary-out", "fs/fm/msg.c", 8, "inode->i_uid")
site("boundary-in", "fs/fm/mirror.c", 21, "ip->i_d.ic_uid")
site("boundary-out", "fs/fm/mirror.c", 27, "iattr->ia_uid")
site("boundary-in", "fs/fm/mirror.c", 32, "ip->i_d.ic_uid")
site("boundary-in", "fs/fm/attr.c", 14, "a->a_uid")
site("boundary-in", "fs/fm/sb.c", 11, "opt", "current_user_ns()")
# the struct inode a boundary-in is assigned to, by libclang's types (issue 34 item 5:
# the rules write i_uid_write(INODE, E) also where spatch cannot type ip->vfs)
for file, line, ino in [("fs/fm/mirror.c", 21, "&ip->vfs"), ("fs/fm/mirror.c", 22, "&ip->vfs"),
                        ("fs/fm/wire.c", 21, "inode")]:
    got = [s.get("inode") for s in p["sites"] if s["file"] == file and s["line"] == line and s["kind"] == "boundary-in"]
    if got != [ino]:
        bad.append("%s:%d: inode %s, want %s" % (file, line, got, ino))
if [s for s in p["sites"] if s.get("inode") and s["kind"] != "boundary-in"]:
    bad.append("an inode named on a site that is no boundary-in")
for s in p["sites"]:
    if s["kind"] in ("boundary-in", "boundary-out") and s["file"] != "fs/fm/sb.c" and s["ns"] != "&init_user_ns":
        bad.append("%s:%d %s: a format's id in %s" % (s["file"], s["line"], s["text"], s["ns"]))
for b in bad:
    print(b)
sys.exit(1 if bad else 0)
PY
