#!/usr/bin/env python3
"""nsagree.py - the namespace of every make_k*/from_k* call a convert plan asks for,
compared with the calls of a reference tree (the real conversion) in the same file.

    nsagree.py --ref TREE [--json] [-v] PLAN.json...

A plan's calls (doc/plan-format.md): a boundary-in site is make_k<id>(ns, text), a
boundary-out site from_k<id>[_munged](ns, text).  In the reference, i_uid_read(inode)
counts as from_kuid(&init_user_ns, inode->i_uid) and i_uid_write(inode, v) as
make_kuid(&init_user_ns, v) (their definitions); i_gid_* alike.  The reference calls are found in
the same tree-relative file of TREE (balanced parentheses, comments and strings
skipped).  A plan call is paired with an unused reference call of the same
direction (make/from) and id family: first one whose value argument has the same
text (blanks, casts to a raw integer type and outer parentheses ignored), then one
in the same function whose text holds the other, then one in the same function.  A pair *agrees* when the
namespace and munged-ness are the same, else it is a *different mapping*
(namespace, or munged vs plain).  A plan call without a partner is *unpaired*.
A different mapping is *listed* when the plan has a `restrict` entry (doc/infer.md)
in the same directory: the cover letter points the reviewer at it.

Prints one line per plan and the different mappings (-v: and the unpaired plan
calls); --json prints the counts as JSON.  Exit 0; 2 on bad input.  No kernel code is read but the reference's files
the plan names.
"""
import json
import os
import re
import sys

CALL = re.compile(r"\b(make_k(uid|gid|projid|qid)|from_k(uid|gid|projid|qid)(_munged)?|i_(uid|gid)_(read|write))\s*\(")


def strip_code(src):
    """Comments and string/char literals blanked (same length, newlines kept)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("/*", i):
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", src[i:j]))
            i = j
        elif src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + re.sub(r"[^\n]", " ", src[i + 1:j - 1]) + (c if j - 1 > i else ""))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(code):
    """The functions defined in a file as (start, end, name), kernel coding style: a
    body opens with '{' and closes with '}' at the start of a line (robust against
    braces that #ifdef branches leave unbalanced); the name is the last identifier
    followed by '(' on the lines since the previous top-level statement."""
    res = []
    name, start, off = "", None, 0
    header = []
    for line in code.split("\n"):
        if line.startswith("{") and start is None:
            m = None
            for m in re.finditer(r"([A-Za-z_]\w*)\s*\(", " ".join(header)):
                pass
            name = m.group(1) if m else ""
            start = off
        elif line.startswith("}") and start is not None:
            res.append((start, off + len(line), name))
            start = None
            header = []
        elif start is None:
            if line[:1].isspace() and not header:
                pass
            elif line.rstrip().endswith(";") or line.startswith("#") or not line.strip():
                header = []
            else:
                header.append(line)
        off += len(line) + 1
    return res


def split_args(s):
    args, depth, cur = [], 0, []
    for c in s:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == "," and depth == 0:
            args.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    args.append("".join(cur))
    return args


def ref_calls(path):
    try:
        src = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return []
    code = strip_code(src)
    funcs = functions(code)
    calls = []
    for m in CALL.finditer(code):
        i = m.end()
        depth = 1
        while i < len(code) and depth:
            depth += {"(": 1, ")": -1}.get(code[i], 0)
            i += 1
        args = split_args(src[m.end():i - 1])
        name = m.group(1)
        if m.group(5):
            # i_uid_read(inode) is from_kuid(&init_user_ns, inode->i_uid),
            # i_uid_write(inode, v) inode->i_uid = make_kuid(&init_user_ns, v)
            rw = m.group(6)
            if len(args) != (1 if rw == "read" else 2):
                continue
            fam, dir_, ns = m.group(5), "out" if rw == "read" else "in", "&init_user_ns"
            if rw == "write":
                arg = norm_arg(args[1])
            elif norm(args[0]).startswith("&"):
                arg = "%s.i_%s" % (norm(args[0])[1:], fam)
            else:
                arg = "%s->i_%s" % (norm(args[0]), fam)
        else:
            if len(args) != 2:
                continue
            fam, dir_, ns, arg = m.group(2) or m.group(3), "in" if name.startswith("make") else "out", \
                norm(args[0]), norm_arg(args[1])
        fn = next((f[2] for f in funcs if f[0] <= m.start() < f[1]), "")
        calls.append({"dir": dir_, "fam": fam, "ns": ns, "munged": name.endswith("_munged"), "arg": arg,
                      "line": code.count("\n", 0, m.start()) + 1, "function": fn, "used": False})
    return calls


def norm(s):
    return re.sub(r"\s+", "", s)


RAWCAST = re.compile(r"^\((?:(?:unsigned|signed|int|long|short|char|const|__u16|__u32|__u64|u16|u32|u64|"
                     r"__s32|s32|uid_t|gid_t|vuid_t|vgid_t|__kernel_uid32_t|__kernel_gid32_t|"
                     r"__kernel_uid_t|__kernel_gid_t|projid_t)\s*)+\)")


def norm_arg(s):
    s = norm(s)
    while True:
        t = RAWCAST.sub("", s)
        if t.startswith("(") and t.endswith(")") and balanced(t[1:-1]):
            t = t[1:-1]
        if t == s:
            return s
        s = t


def balanced(s):
    d = 0
    for c in s:
        d += {"(": 1, ")": -1}.get(c, 0)
        if d < 0:
            return False
    return d == 0


def plan_calls(plan):
    out = []
    for s in plan.get("sites", []):
        if s["kind"] not in ("boundary-in", "boundary-out"):
            continue
        out.append({"dir": "in" if s["kind"] == "boundary-in" else "out", "fam": s["id"],
                    "ns": norm(s.get("ns", "")), "munged": bool(s.get("munged", False)),
                    "arg": norm_arg(s.get("text", "")), "file": s["file"], "line": s["line"],
                    "function": s.get("function", ""), "text": s.get("text", "")})
    return out


def measure(plan, ref):
    restrict = {os.path.dirname(l["file"]) for l in plan.get("listed", []) if l["kind"] == "restrict"}
    cache = {}
    res = {"calls": 0, "paired": 0, "agree": 0, "ns": 0, "munged": 0, "unpaired": 0,
           "unlisted_wrong_ns": 0, "diffs": [], "unpaired_calls": []}
    calls = plan_calls(plan)
    # three passes: equal texts first, then one text inside the other in the same
    # function, then the same function
    pair = {}
    for pas in (0, 1, 2):
        for k, c in enumerate(calls):
            if k in pair:
                continue
            refs = cache.setdefault(c["file"], ref_calls(os.path.join(ref, c["file"])))
            cand = [r for r in refs if not r["used"] and r["dir"] == c["dir"] and r["fam"] == c["fam"]]
            if pas == 0:
                hit = [r for r in cand if r["arg"] == c["arg"]]
                hit.sort(key=lambda r: (r["function"] != c["function"], abs(r["line"] - c["line"])))
            elif pas == 1:
                hit = [r for r in cand if c["arg"] and r["arg"] and r["function"] == c["function"] and
                       (c["arg"] in r["arg"] or r["arg"] in c["arg"])]
                hit.sort(key=lambda r: abs(r["line"] - c["line"]))
            else:
                hit = [r for r in cand if c["function"] and r["function"] == c["function"]]
                hit.sort(key=lambda r: abs(r["line"] - c["line"]))
            if hit:
                hit[0]["used"] = True
                pair[k] = hit[0]
    for k, c in enumerate(calls):
        res["calls"] += 1
        r = pair.get(k)
        if not r:
            res["unpaired"] += 1
            res["unpaired_calls"].append("%s:%d %s %s %s %s" % (c["file"], c["line"], c["dir"], c["fam"], c["text"],
                                                                c["ns"]))
            continue
        res["paired"] += 1
        if r["ns"] == c["ns"] and r["munged"] == c["munged"]:
            res["agree"] += 1
            continue
        what = "ns" if r["ns"] != c["ns"] else "munged"
        res[what] += 1
        listed = os.path.dirname(c["file"]) in restrict
        if what == "ns" and not listed:
            res["unlisted_wrong_ns"] += 1
        res["diffs"].append("%s:%d %s %s: plan %s%s, real %s%s (line %d)%s" % (
            c["file"], c["line"], c["dir"], c["text"], c["ns"], " munged" if c["munged"] else "",
            r["ns"], " munged" if r["munged"] else "", r["line"], " [listed]" if listed else ""))
    return res


def main(argv):
    ref, js, verbose, plans = None, False, False, []
    i = 0
    while i < len(argv):
        if argv[i] == "--ref" and i + 1 < len(argv):
            ref = argv[i + 1]
            i += 2
            continue
        if argv[i] == "--json":
            js = True
        elif argv[i] in ("-v", "--verbose"):
            verbose = True
        else:
            plans.append(argv[i])
        i += 1
    if not ref or not plans or not os.path.isdir(ref):
        sys.stderr.write("usage: nsagree.py --ref TREE [--json] [-v] PLAN.json...\n")
        return 2
    total = {}
    allres = {}
    for p in plans:
        try:
            plan = json.load(open(p))
        except (OSError, ValueError) as e:
            sys.stderr.write("nsagree: %s: %s\n" % (p, e))
            return 2
        r = measure(plan, ref)
        allres[p] = r
        for k, v in r.items():
            if isinstance(v, int):
                total[k] = total.get(k, 0) + v
    if js:
        print(json.dumps({"plans": {p: {k: v for k, v in r.items()} for p, r in allres.items()},
                          "total": total}, indent=1, sort_keys=True))
        return 0
    fmt = "%-28s calls %3d paired %3d agree %3d ns %2d munged %2d unpaired %3d unlisted-wrong-ns %d"
    for p, r in allres.items():
        print(fmt % (os.path.basename(p), r["calls"], r["paired"], r["agree"], r["ns"], r["munged"],
                     r["unpaired"], r["unlisted_wrong_ns"]))
        for d in r["diffs"]:
            print("    " + d)
        for d in r["unpaired_calls"] if verbose else []:
            print("    unpaired: " + d)
    t = total
    print(fmt % ("total", t["calls"], t["paired"], t["agree"], t["ns"], t["munged"], t["unpaired"],
                 t["unlisted_wrong_ns"]))
    print("agreement %.3f of paired (%d/%d), %.3f of all plan calls" % (
        t["agree"] / t["paired"] if t["paired"] else 0, t["agree"], t["paired"],
        t["agree"] / t["calls"] if t["calls"] else 0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
