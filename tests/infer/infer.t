#!/bin/sh
# kidpush-infer on its own small fixture (tests/infer/tree, 3.x-style kuid_t typedefs):
# carriers through fields, parameters, returns and locals across two files; the wire
# struct and the option value not retyped; boundaries in (option parse with an error
# path, le32_to_cpu) and out (cpu_to_le32, printk); compares, root, sentinel; a value
# that is both a carrier and a boundary, a value of two families, a compare inside a
# macro and a raw union alias of a kernel ID listed; posix_acl_entry e_id to/from disk; a shared local to the wire; truth tests; a constant id; make_kuid() of a carrier; a generic number of both families; a 64-bit sentinel; pointers to ids; a kernel ID call printed in the body
# of a parameterless macro: one site in the body; a cast of an ID into a carrier; a second declarator of a shared
# type; -j1 and -j2 byte-identical.  The expectations are written by hand.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-infer
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
command -v python3 >/dev/null || { echo "python3 not installed"; exit 77; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

"$bin" -q --tree tests/infer/tree -j 1 --plan "$tmp/p1.json" fs/ifs || { echo "exit $? (-j1)"; exit 1; }
"$bin" -q --tree tests/infer/tree -j 2 --plan "$tmp/p2.json" fs/ifs || { echo "exit $? (-j2)"; exit 1; }
cmp "$tmp/p1.json" "$tmp/p2.json" || { echo "-j1 and -j2 plans differ"; exit 1; }

python3 - "$tmp/p1.json" <<'PY' || exit 1
import json, sys
p = json.load(open(sys.argv[1]))
bad = []
def ok(cond, what):
    if not cond:
        bad.append(what)

retype = {(r["file"], r["line"], r["name"], r["entity"], r["to"]) for r in p["retype"]}
want_retype = {
    ("fs/ifs/ifs.h", 10, "s_uid", "field", "kuid_t"),          # field, across a.c/b.c
    ("fs/ifs/ifs.h", 11, "s_gid", "field", "kgid_t"),
    ("fs/ifs/ifs.h", 16, "owner", "field", "kuid_t"),
    ("fs/ifs/ifs.h", 19, "ifs_owner_of", "return", "kuid_t"),  # prototype
    ("fs/ifs/a.c", 6, "ifs_owner_of", "return", "kuid_t"),     # definition
    ("fs/ifs/ifs.h", 20, "who", "param", "kuid_t"),
    ("fs/ifs/a.c", 11, "who", "param", "kuid_t"),
    ("fs/ifs/b.c", 6, "mine", "local", "kuid_t"),              # local in the other file
    ("fs/ifs/b.c", 38, "who", "local", "kuid_t"),              # second declarator of a shared type
    ("fs/ifs/b.c", 85, "anon_uid", "field", "kuid_t"),         # also wrapped in make_kuid()
    ("fs/ifs/b.c", 111, "uid", "field", "kuid_t"),              # a 64-bit carrier
    ("fs/ifs/b.c", 135, "uid", "param", "kuid_t"),              # pointer parameters
    ("fs/ifs/b.c", 135, "gid", "param", "kgid_t"),
    ("fs/ifs/init.c", 9, "uid", "field", "kuid_t"),            # set in designated initialisers
}
for w in sorted(want_retype - retype):
    bad.append("missing retype %s" % (w,))
for r in sorted(retype - want_retype):
    bad.append("unexpected retype %s" % (r,))
names = {r["name"] for r in p["retype"]}
for outside in ("d_uid", "d_gid", "option", "generic", "s_count", "v", "e_id"):
    ok(outside not in names, "%s must not be retyped" % outside)
ok(all(r["from"] in ("unsigned int", "u32", "uid_t", "__u64") for r in p["retype"]), "from types")
ok([r["shared_type"] for r in p["retype"] if r["line"] == 38] == [True], "u32 count = 0, who: shared type")
ok(not [r for r in p["retype"] if r["shared_type"] and r["line"] != 38], "only who shares its type")
ok("count" not in names, "count must not be retyped")
r = [x for x in p["retype"] if x["name"] == "s_uid"][0]
ok((r["col"], r["end_col"], r["type_col"], r["type_end_col"]) == (2, 20, 2, 14), "s_uid extent/type %s" % r)

def site(kind, file, line, **kw):
    for s in p["sites"]:
        if s["kind"] == kind and s["file"] == file and s["line"] == line and all(s.get(k) == v for k, v in kw.items()):
            return s
    bad.append("missing %s site at %s:%d %s" % (kind, file, line, kw))
    return None

site("boundary-in", "fs/ifs/a.c", 23, text="option", id="uid", ns="current_user_ns()", error_path=True, col=14, end_col=20)
site("boundary-in", "fs/ifs/a.c", 32, text="le32_to_cpu(di->d_uid)", id="uid", ns="&init_user_ns", error_path=False)
site("boundary-out", "fs/ifs/a.c", 40, text="inode->i_uid", ns="&init_user_ns", munged=False)
site("boundary-out", "fs/ifs/a.c", 41, text="inode->i_gid", id="gid", ns="&init_user_ns")
site("compare", "fs/ifs/b.c", 9, text="a->owner == mine", op="==", id="uid", col=9, end_col=25)
site("compare", "fs/ifs/a.c", 34, text="inode->i_uid == -1", op="==")
site("sentinel", "fs/ifs/a.c", 34, text="-1", id="uid")
site("root", "fs/ifs/b.c", 14, text="0", id="gid")
site("compare", "fs/ifs/b.c", 15, text="sb->s_uid == 0", op="==")
site("root", "fs/ifs/b.c", 15, text="0", id="uid")
site("compare", "fs/ifs/b.c", 40, text="who == inode->i_uid", op="==")
ok(len([s for s in p["sites"] if s["file"] == "fs/ifs/a.c" and s["line"] == 40]) == 1, "one boundary-out at a.c:40")
ok(not [s for s in p["sites"] if s["file"] == "fs/ifs/b.c" and s["line"] == 22], "no site inside the IFS_SAME macro")
# IFS_XID() (no parameters) prints current_fsuid(): one site in its body, none listed
# at its two expansions.
site("boundary-out", "fs/ifs/ifs.h", 35, text="current_fsuid()", id="uid", ns="&init_user_ns", col=37, end_col=52)
ok(not [l for l in p["listed"] if l["file"] == "fs/ifs/b.c" and l["line"] == 50], "IFS_XID expansions not listed")
# (u32)current_fsuid() into the carrier s_uid: the cast goes; a cast of a non-ID stays.
site("cast", "fs/ifs/b.c", 55, text="current_fsuid()", id="uid", col=19, end_col=34)
ok(len([s for s in p["sites"] if s["kind"] == "cast"]) == 1, "one cast site")
# a compare whose left operand is a macro expansion keeps its operator
site("compare", "fs/ifs/b.c", 63, text="ifs_fsuid() != inode->i_uid", op="!=", col=9, end_col=36)

def listed(kind, file, line, word):
    for l in p["listed"]:
        if l["kind"] == kind and l["file"] == file and l["line"] == line and word in l["why"]:
            return
    bad.append("missing listed %s at %s:%d (%s)" % (kind, file, line, word))

listed("boundary-in", "fs/ifs/a.c", 25, "both a carrier and a boundary")
# POSIX ACL entries (struct posix_acl_entry's raw e_id): to and from disk by e_tag,
# the undefined id dropped; a stored value with a side effect and arithmetic listed.
site("acl-in", "fs/ifs/acl.c", 13, text="pa->e_id", col=2, end_col=10, ns="&init_user_ns")
site("acl-out", "fs/ifs/acl.c", 18, text="pa->e_id", col=22, end_col=30)
site("acl-undef", "fs/ifs/acl.c", 23, text="pa->e_id", col=2)
listed("alias", "fs/ifs/acl.c", 28, "raw member of a union")
listed("alias", "fs/ifs/acl.c", 29, "raw member of a union")
ok(not [s for s in p["sites"] if s["file"] == "fs/ifs/acl.c" and s["line"] in (28, 29)], "acl side effect/arithmetic not a site")
# Kernel IDs tested for truth: compares with root (op "!" when negated); an int is not.
site("truth", "fs/ifs/b.c", 69, text="inode->i_uid", op="", id="uid", col=15, end_col=27)
site("truth", "fs/ifs/b.c", 71, text="inode->i_gid", op="!", id="gid", col=7)
site("truth", "fs/ifs/b.c", 123, text="inode->i_uid", op="", id="uid", col=6)
site("truth", "fs/ifs/b.c", 125, text="inode->i_gid", op="", id="gid", col=9)
ok(len([s for s in p["sites"] if s["kind"] == "truth"]) == 4, "four truth sites")
# A parameter that holds both uids and gids is not retyped (listed above); the ids are
# converted where they meet it, as ids of the initial namespace.
site("boundary-out", "fs/ifs/b.c", 32, text="inode->i_uid", id="uid", ns="&init_user_ns")
site("boundary-out", "fs/ifs/b.c", 33, text="inode->i_gid", id="gid", ns="&init_user_ns")
# make_kuid() around a value that becomes a carrier: the call goes.
site("unwrap", "fs/ifs/b.c", 91, text="make_kuid(&init_user_ns, ex->anon_uid)", id="uid", col=9)
# A generic number fed from outside and given uids and gids: converted where they go in.
site("boundary-out", "fs/ifs/b.c", 103, text="inode->i_uid", id="uid", col=23, ns="&init_user_ns")
site("boundary-out", "fs/ifs/b.c", 103, text="inode->i_gid", id="gid", col=53, ns="&init_user_ns")
# A 64-bit all-ones sentinel in a 64-bit carrier: a sentinel site, and listed for review.
site("sentinel", "fs/ifs/b.c", 116, text="IFS_NO_CHANGE_64", id="uid")
listed("sentinel", "fs/ifs/b.c", 116, "64-bit all-ones")
# Pointers to IDs handed to a reader of raw values of both families: listed, no site.
listed("boundary", "fs/ifs/b.c", 137, "a pointer to uids")
listed("boundary", "fs/ifs/b.c", 138, "a pointer to gids")
ok(not [s for s in p["sites"] if s["file"] == "fs/ifs/b.c" and s["line"] in (137, 138)], "no site for a pointer")
# A raw disk value compared with an ID where the function has an error path: no check.
site("boundary-in", "fs/ifs/b.c", 149, text="le32_to_cpu(di->d_uid)", no_check=True, error_path=False)
site("compare", "fs/ifs/b.c", 149, text="le32_to_cpu(di->d_uid) == inode->i_uid")
ok(not [l for l in p["listed"] if l["file"] == "fs/ifs/b.c" and l["line"] == 149], "compare operand not listed")
# A constant id: boundary-in of the initial namespace, marked no_check (no validity check).
site("boundary-in", "fs/ifs/b.c", 80, text="IFS_NOBODY", id="uid", ns="&init_user_ns", no_check=True, error_path=False)
# A constant compared with an id: the same, inside the compare (nfsd's (uid_t)-2).
site("compare", "fs/ifs/b.c", 155, text="inode->i_uid == (uid_t)-2", op="==", id="uid")
site("boundary-in", "fs/ifs/b.c", 155, text="(uid_t)-2", id="uid", ns="&init_user_ns", no_check=True, col=25)
ok(not [l for l in p["listed"] if l["file"] == "fs/ifs/b.c" and l["line"] == 155], "constant compare not listed")
# A local of a shared declaration that goes to the wire is not retyped: the ID is
# converted where it is copied in (afs xdr_encode_AFS_StoreStatus).
site("boundary-out", "fs/ifs/acl.c", 38, text="inode->i_uid", col=10, ns="&init_user_ns")
ok(not [r for r in p["retype"] if r["file"] == "fs/ifs/acl.c"], "shared local to the wire not retyped")
ok(not [s for s in p["sites"] if s["file"] == "fs/ifs/acl.c" and s["line"] == 40], "no site at the sink of a raw local")
listed("compare", "fs/ifs/b.c", 22, "macro")
listed("carrier-conflict", "fs/ifs/b.c", 25, "both uids and gids")
listed("alias", "fs/ifs/b.c", 45, "raw member of a union")
listed("boundary-in", "fs/ifs/a.c", 32, "no error path")
# Designated initialisers (init.c): `.uid = X` in a struct initialiser is an assignment to
# the field: the field is a carrier (a.uid = current_fsuid(), in want_retype), a sentinel and a disk value
# set through initialisers become sites; .gid, which no kernel id reaches, stays.
ok(not [r for r in p["retype"] if r["file"] == "fs/ifs/init.c" and r["name"] == "gid"], "init.c gid not retyped")
site("sentinel", "fs/ifs/init.c", 26, text="IFS_SET_NONE", id="uid", col=10)
listed("sentinel", "fs/ifs/init.c", 26, "64-bit all-ones")
site("boundary-in", "fs/ifs/init.c", 35, text="le32_to_cpu(di->d_uid)", id="uid", col=10, ns="&init_user_ns",
     error_path=False)
ok(not [s for s in p["sites"] if s["file"] == "fs/ifs/init.c" and s["line"] == 27], "no site for .gid")
ok(p["summary"]["skipped"] == 0 and p["summary"]["files"] == 4, "summary %s" % p["summary"])
ok(p["paths"] == ["fs/ifs"], "paths")
for b in bad:
    print("FAIL:", b)
sys.exit(1 if bad else 0)
PY

# Bad input: exit 2.
"$bin" -q --tree tests/infer/tree --plan "$tmp/x.json" fs/nonexistent 2>/dev/null
[ $? = 2 ] || { echo "missing PATH should exit 2"; exit 1; }
"$bin" -q --tree tests/infer/tree fs/ifs 2>/dev/null
[ $? = 2 ] || { echo "missing --plan should exit 2"; exit 1; }
[ ! -e "$tmp/x.json" ] || { echo "plan written on bad input"; exit 1; }
echo ok
