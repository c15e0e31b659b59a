#!/bin/sh
# Ids inside a macro's body (issue 34 item 5), on tests/infer/macro: an option-parsing
# macro whose body parses the number (MC_OPT_UID, two
# expansions) and a field accessor whose body casts the id to a raw number
# (MC_RAW_UID, used for the log and for a format's field) are each one site in the
# macro's definition ("macro", "expansions"); a copy whose expansions disagree (a
# carrier at one, a format's field at the other: MC_OWNER) and a zero given to a uid
# and to a gid (MC_ZERO) are listed, never rewritten.  No site is left at an
# expansion of them.  A value macro whose whole body is the decoded number
# (mc_j32_to_cpu, a byte-order macro of the filesystem's own) is the value
# of its expansion: its id site stays there (disk.c:7, boundary-in,
# &init_user_ns), not listed as disagreeing.  Written by hand.
. "${KIDPUSH_ROOT:-$(pwd)}/tests/infer/lib.sh"

plan_both tests/infer/macro fs/mc "$tmp/p.json"

python3 - "$tmp/p.json" <<'PY' || exit 1
import json, sys
p = json.load(open(sys.argv[1]))
bad = []
def one(kind, line, text, macro, n, ns):
    hits = [s for s in p["sites"] if s["file"] == "fs/mc/mc.h" and s["line"] == line and s["kind"] == kind]
    if len(hits) != 1:
        bad.append("no single %s site at fs/mc/mc.h:%d (%s)" % (kind, line, hits))
        return
    s = hits[0]
    for k, v in (("text", text), ("macro", macro), ("expansions", n), ("ns", ns), ("function", "")):
        if s.get(k) != v:
            bad.append("fs/mc/mc.h:%d %s: %s %r, want %r" % (line, kind, k, s.get(k), v))
    if s.get("error_path") not in (None, False):
        bad.append("fs/mc/mc.h:%d: a definition has no error exit of one function" % line)
one("boundary-in", 27, "simple_strtoul((s), NULL, 0)", "MC_OPT_UID", 2, "current_user_ns()")
one("boundary-out", 32, "(inode)->i_uid", "MC_RAW_UID", 2, "&init_user_ns")
disk = [s for s in p["sites"] if s["file"] == "fs/mc/disk.c"]
if [(s["line"], s["kind"], s["text"], s.get("ns"), s.get("macro")) for s in disk] != \
        [(7, "boundary-in", "mc_j32_to_cpu(j->j_uid)", "&init_user_ns", None)]:
    bad.append("fs/mc/disk.c: want one boundary-in site at line 7, got %s" % disk)
for l in p["listed"]:
    if l["name"] == "mc_j32_to_cpu":
        bad.append("a whole-body value macro listed: %s:%d %s" % (l["file"], l["line"], l["why"]))
for s in p["sites"]:
    if s["file"] not in ("fs/mc/mc.h", "fs/mc/disk.c"):
        bad.append("a site at an expansion: %s:%d %r" % (s["file"], s["line"], s["text"]))
def listed(line, macro, words):
    hits = [l for l in p["listed"] if l["file"] == "fs/mc/mc.h" and l["line"] == line and l["name"] == macro]
    if len(hits) != 1 or "ids inside macro %s's body: expansions disagree" % macro not in hits[0]["why"] or \
            any(w not in hits[0]["why"] for w in words):
        bad.append("%s not listed as disagreeing at fs/mc/mc.h:%d (%s)" % (macro, line, hits))
listed(36, "MC_OWNER", ["fs/mc/inode.c:12:2 no conversion", "fs/mc/wire.c:13:2 boundary-out uid &init_user_ns"])
listed(39, "MC_ZERO", ["fs/mc/inode.c:17:2 root uid", "fs/mc/inode.c:18:2 root gid"])
for l in p["listed"]:
    if "inside a macro expansion" in l["why"]:
        bad.append("listed per expansion: %s:%d %s" % (l["file"], l["line"], l["why"]))
retyped = sorted((r["scope"], r["name"]) for r in p["retype"])
if retyped != [("struct mc_inode", "i_owner"), ("struct mc_sb", "s_uid")]:
    bad.append("retyped %s" % retyped)
for b in bad:
    print(b)
sys.exit(1 if bad else 0)
PY
