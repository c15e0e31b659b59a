#!/bin/sh
# kidpush-audit --infer: the inference's declarations to retype and its boundaries as
# audit findings (raw-carrier, boundary-in, boundary-out) on the inference fixture; and
# none of them without --infer.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
"$bin" -q --tree tests/infer/tree --json "$tmp/plain.json" fs/ifs >/dev/null 2>&1
"$bin" -q --infer --tree tests/infer/tree --json "$tmp/infer.json" -j 2 fs/ifs >"$tmp/out" 2>&1
[ $? = 1 ] || { cat "$tmp/out"; echo "want exit 1 (findings)"; exit 1; }
python3 - "$tmp/plain.json" "$tmp/infer.json" <<'PY' || exit 1
import json, sys
plain = json.load(open(sys.argv[1]))["findings"]
inf = json.load(open(sys.argv[2]))["findings"]
new = ("raw-carrier", "boundary-in", "boundary-out")
assert not [f for f in plain if f["kind"] in new], "new kinds without --infer"
got = {(f["kind"], f["file"], f["line"]) for f in inf if f["kind"] in new}
want = {
    ("raw-carrier", "fs/ifs/ifs.h", 10), ("raw-carrier", "fs/ifs/ifs.h", 11), ("raw-carrier", "fs/ifs/ifs.h", 16),
    ("raw-carrier", "fs/ifs/ifs.h", 19), ("raw-carrier", "fs/ifs/ifs.h", 20), ("raw-carrier", "fs/ifs/a.c", 6),
    ("raw-carrier", "fs/ifs/a.c", 11), ("raw-carrier", "fs/ifs/b.c", 6), ("raw-carrier", "fs/ifs/b.c", 38),
    # u32 count = 0, who = inode->i_uid: kept raw (listed), converted where ids meet it
    ("boundary-out", "fs/ifs/b.c", 38), ("boundary-in", "fs/ifs/b.c", 40),
    ("raw-carrier", "fs/ifs/b.c", 25),                       # listed: uid and gid in one parameter
    ("boundary-in", "fs/ifs/a.c", 23), ("boundary-in", "fs/ifs/a.c", 32),
    ("boundary-in", "fs/ifs/a.c", 25),                       # listed: both a carrier and a boundary
    ("boundary-out", "fs/ifs/a.c", 40), ("boundary-out", "fs/ifs/a.c", 41),
    ("boundary-out", "fs/ifs/ifs.h", 35),                    # in the body of IFS_XID()
    ("boundary-in", "fs/ifs/acl.c", 13), ("boundary-out", "fs/ifs/acl.c", 18),  # posix_acl_entry e_id
    ("boundary-out", "fs/ifs/acl.c", 38),                  # into a shared local going to the wire
    ("boundary-in", "fs/ifs/b.c", 80),                     # a constant id
    ("boundary-in", "fs/ifs/b.c", 155),                    # a constant id compared
    ("raw-carrier", "fs/ifs/b.c", 85),                      # anon_uid, wrapped in make_kuid()
    ("boundary-out", "fs/ifs/b.c", 103),                    # into a generic number of both families
    ("raw-carrier", "fs/ifs/b.c", 111),                     # a 64-bit carrier
    ("raw-carrier", "fs/ifs/b.c", 135),                     # pointer parameters
    ("boundary-in", "fs/ifs/b.c", 137), ("boundary-in", "fs/ifs/b.c", 138),  # pointers: the ids coming back
    ("boundary-out", "fs/ifs/b.c", 137), ("boundary-out", "fs/ifs/b.c", 138),  # pointers through a local
    ("raw-carrier", "fs/ifs/acl.c", 46),                    # listed: an ACE's who of both families
    ("boundary-out", "fs/ifs/acl.c", 51), ("boundary-out", "fs/ifs/acl.c", 53),  # ids into it
    ("boundary-out", "fs/ifs/acl.c", 58), ("boundary-in", "fs/ifs/acl.c", 64),  # e_id to and from it
    ("boundary-in", "fs/ifs/b.c", 149),                     # a raw operand of a compare
    ("boundary-out", "fs/ifs/b.c", 32), ("boundary-out", "fs/ifs/b.c", 33),  # into a uid-and-gid parameter
    ("raw-carrier", "fs/ifs/init.c", 9),                    # a field set in designated initialisers
    ("boundary-in", "fs/ifs/init.c", 35),                   # .uid = le32_to_cpu(...)
    ("raw-carrier", "fs/ifs/c.c", 7),                       # a branch of a conditional
    ("boundary-in", "fs/ifs/c.c", 18), ("boundary-in", "fs/ifs/c.c", 48),  # own decoder, generated getter
    ("boundary-out", "fs/ifs/c.c", 53),                     # generated setter
    ("boundary-out", "fs/ifs/c.c", 62),                     # into a disk local given a computed number
    ("raw-carrier", "fs/ifs/c.c", 71), ("raw-carrier", "fs/ifs/c.c", 72),  # a = b = c = -1
    ("boundary-in", "fs/ifs/c.c", 86),                      # 0xFFFF: a constant id
    ("boundary-in", "fs/ifs/errp.c", 8), ("boundary-in", "fs/ifs/errp.c", 17),  # error path or not
    ("boundary-out", "fs/ifs/mac.c", 12), ("boundary-out", "fs/ifs/mac.c", 18),  # through a macro's cast
    ("boundary-out", "fs/ifs/mac.c", 26),                  # SET_UID(): the caller's reply
}
assert got == want, ("missing", sorted(want - got), "unexpected", sorted(got - want))
# The audit's own kinds are still there.
assert {f["kind"] for f in plain} <= {f["kind"] for f in inf}
print("ok")
PY
