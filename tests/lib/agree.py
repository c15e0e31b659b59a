#!/usr/bin/env python3
"""agree.py -- how far a generated conversion agrees with a real one.

  agree.py --pre PRE --post POST --series DIR [--json FILE] PATH...

PRE is the tree before (e.g. plain Linux 3.6), POST the tree with the real
(hand) conversion (3.7.2), DIR a generated series (0001-*.patch ..., the
cover letter is ignored), PATH the tree-relative directories measured.
Only "ID lines" count: lines that name an id (a word holding uid, gid,
projid, qid or user_ns; not guid, not uuid).  Per PATH and in all:

  touched-recall   real removed/changed ID lines (by pre-image line) that
                   the series changes too / all real removed ID lines
  written-recall   real added ID lines (white space folded) that the series
                   writes the same in the same file / all real added ID lines
  precision        ID lines the series removes/changes that the real
                   conversion changes too / all ID lines the series changes
  outside          files the series changes outside every PATH
  abi              files the series changes under include/uapi or named in
                   a header-y export list (include/linux/Kbuild ...)

The series is applied with git to copies of the PRE files it touches; every
diff is git's (git diff --no-index -U0).  Nothing is run through a shell.
Exit 0, 2 on bad input.  A development measurement (doc/convert.md), not a
rule: it reads trees, it writes nothing but --json.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
ID_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def is_id_line(text):
    for w in ID_WORD.findall(text):
        lw = w.lower()
        if re.search(r"(?<![gu])uid|gid|projid|qid|user_ns", lw):
            return True
    return False


def fold(text):
    return " ".join(text.split())


def git(args, cwd=None, ok=(0,)):
    r = subprocess.run(["git"] + args, cwd=cwd, capture_output=True)
    if r.returncode not in ok:
        sys.stderr.write("agree: git %s failed (%d): %s\n" % (" ".join(args[:2]), r.returncode,
                                                              r.stderr.decode(errors="replace").strip()))
        sys.exit(2)
    return r.stdout.decode(errors="replace")


def diff_files(a, b):
    """removed pre-image line numbers and added texts of git diff a b"""
    if not os.path.exists(a):
        a = os.devnull
    if not os.path.exists(b):
        b = os.devnull
    out = git(["diff", "--no-index", "--no-color", "-U0", "--", a, b], ok=(0, 1))
    removed, added = {}, []
    old = None
    for line in out.splitlines():
        m = HUNK.match(line)
        if m:
            old = int(m.group(1))
            continue
        if old is None or line.startswith(("---", "+++")):
            continue
        if line.startswith("-"):
            removed[old] = line[1:]
            old += 1
        elif line.startswith("+"):
            added.append(line[1:])
    return removed, added


def files_under(root, path):
    out = set()
    base = os.path.join(root, path)
    for top, dirs, files in os.walk(base):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for f in files:
            if f.endswith((".c", ".h")):
                out.add(os.path.relpath(os.path.join(top, f), root))
    return out


def header_y(pre):
    """headers a pre-3.7 tree exports (header-y += NAME in include/**/Kbuild)"""
    out = set()
    for top, _dirs, files in os.walk(os.path.join(pre, "include")):
        if "Kbuild" not in files:
            continue
        try:
            with open(os.path.join(top, "Kbuild"), errors="replace") as fh:
                text = fh.read()
        except OSError:
            continue
        for m in re.finditer(r"^\s*header-y\s*\+=\s*(.*)$", text, re.M):
            for name in m.group(1).split():
                if name.endswith(".h"):
                    out.add(os.path.relpath(os.path.join(top, name), pre))
    return out


def owner(paths, f):
    for p in paths:
        if f == p or f.startswith(p + "/"):
            return p
    return None


def main(argv):
    opts, paths, i = {}, [], 0
    while i < len(argv):
        if argv[i] in ("--pre", "--post", "--series", "--json"):
            if i + 1 >= len(argv):
                sys.stderr.write("agree: %s needs an argument\n" % argv[i])
                return 2
            opts[argv[i][2:]] = argv[i + 1]
            i += 2
        elif argv[i].startswith("-"):
            sys.stderr.write(__doc__)
            return 2
        else:
            paths.append(argv[i].rstrip("/"))
            i += 1
    for k in ("pre", "post", "series"):
        if k not in opts or not os.path.isdir(opts[k]):
            sys.stderr.write("agree: --%s DIR is required\n" % k)
            return 2
    pre, post, series = (os.path.realpath(opts[k]) for k in ("pre", "post", "series"))
    patches = sorted(os.path.join(series, n) for n in os.listdir(series)
                     if n.endswith(".patch") and not n.startswith("0000-"))
    with tempfile.TemporaryDirectory(prefix="kidpush-agree.") as work:
        ours = os.path.join(work, "ours")
        os.makedirs(ours)
        touched = []
        for p in patches:
            for row in git(["apply", "--numstat", "-z", p], cwd=work).split("\0"):
                parts = row.split("\t")
                if len(parts) == 3 and parts[2] and parts[2] not in touched:
                    touched.append(parts[2])
        for f in touched:
            src = os.path.join(pre, f)
            dst = os.path.join(ours, f)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            if os.path.isfile(src):
                with open(src, "rb") as a, open(dst, "wb") as b:
                    b.write(a.read())
        for p in patches:
            git(["apply", p], cwd=ours)
        exported = header_y(pre)
        real_files = set()
        for p in paths:
            real_files |= files_under(pre, p) | files_under(post, p)
        res = {}
        tot = dict(real_removed=0, real_added=0, touched=0, written=0, ours_changed=0, ours_agree=0)
        for p in paths:
            res[p] = dict(tot)
        for f in sorted(real_files | {t for t in touched if owner(paths, t)}):
            p = owner(paths, f)
            if p is None:
                continue
            r_rem, r_add = diff_files(os.path.join(pre, f), os.path.join(post, f))
            if f in touched:
                o_rem, o_add = diff_files(os.path.join(pre, f), os.path.join(ours, f))
            else:
                o_rem, o_add = {}, []
            r_ids = {n for n, t in r_rem.items() if is_id_line(t)}
            o_ids = {n for n, t in o_rem.items() if is_id_line(t)}
            want = {}
            for t in r_add:
                if is_id_line(t):
                    want[fold(t)] = want.get(fold(t), 0) + 1
            got = {}
            for t in o_add:
                got[fold(t)] = got.get(fold(t), 0) + 1
            c = res[p]
            c["real_removed"] += len(r_ids)
            c["touched"] += len(r_ids & o_ids)
            c["real_added"] += sum(want.values())
            c["written"] += sum(min(n, got.get(t, 0)) for t, n in want.items())
            c["ours_changed"] += len(o_ids)
            c["ours_agree"] += len(o_ids & set(r_rem))
        outside = sorted(t for t in touched if owner(paths, t) is None)
        abi = sorted(t for t in touched if t.startswith("include/uapi/") or t in exported)
    def ratio(a, b):
        return round(a / b, 3) if b else None
    rows = []
    for p in paths + ["ALL"]:
        c = res[p] if p != "ALL" else {k: sum(res[q][k] for q in paths) for k in tot}
        rows.append(dict(path=p, touched_recall=ratio(c["touched"], c["real_removed"]),
                         written_recall=ratio(c["written"], c["real_added"]),
                         precision=ratio(c["ours_agree"], c["ours_changed"]), **c))
    for r in rows:
        print("%-14s touched %4d/%-4d %-6s written %4d/%-4d %-6s precision %4d/%-4d %s" % (
            r["path"], r["touched"], r["real_removed"], r["touched_recall"], r["written"], r["real_added"],
            r["written_recall"], r["ours_agree"], r["ours_changed"], r["precision"]))
    print("outside the PATHs: %s" % (" ".join(outside) or "none"))
    print("user-space ABI headers changed: %s" % (" ".join(abi) or "none"))
    if "json" in opts:
        with open(opts["json"], "w") as fh:
            json.dump({"rows": rows, "outside": outside, "abi": abi}, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
