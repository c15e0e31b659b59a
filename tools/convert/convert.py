#!/usr/bin/env python3
"""convert.py -- the plan side of `./run.sh convert` (called by convert.sh).

  convert.py prepare  --tree T --plan P --rules DIR --work W --cache C PATH...
      checks the plan (version 1, every file inside the tree), moves what
      the tree cannot take mechanically to "listed" (orderings without
      uid_lt() in include/linux/uidgid.h, kqid boundaries-in), writes the
      filtered plan content-addressed to C/plan-SHA256.json (its name goes
      into the spatch options, so the series cache is keyed by its content),
      the combined rule W/kuid.cocci (cocci/kuid/0*.cocci in order, one spatch
      run: see doc/convert.md) and W/fs.json (one entry per PATH: label,
      files, Kconfig blocker symbol).
  convert.py manifest --work W --tree T --out FILE [--signoff] [--stats FILE]
                      [--gate-json FILE]
      writes the series manifest (cocci/FORMAT): one step per filesystem,
      its body the counts by kind, "listed" sites as the step's limits; with
      --stats (gate/audit numbers before and after, from convert.sh) the
      cover letter table and the Kconfig action for clean filesystems; with
      --gate-json (the strict gate's report after) every ID problem left is
      listed in its step's limits (the cover letter's "Not done
      mechanically").
  convert.py listed --work W
      the filtered plan's listed sites in the limits' format, for a run
      that wrote no patch (and so no cover letter).
  convert.py rules --rules DIR
      the combined rule (as prepare writes it) on standard output.
Nothing here runs a shell; convert.sh execs every tool with argv.
"""
import hashlib
import json
import os
import re
import subprocess
import sys

ORDER_FN = {"<": "lt", ">": "gt", "<=": "lte", ">=": "gte"}
CAST = re.compile(r"^(\(\s*(?:const\s+|unsigned\s+)*[A-Za-z_]\w*\s*\)\s*)([A-Za-z_(*&].*)$")


def die(msg, rc=2):
    sys.stderr.write("convert: %s\n" % msg)
    sys.exit(rc)


def args_of(argv):
    opts, paths, i = {}, [], 0
    while i < len(argv):
        a = argv[i]
        if a in ("--signoff",):
            opts[a[2:]] = True
            i += 1
        elif a.startswith("--"):
            if i + 1 >= len(argv):
                die("%s needs an argument" % a)
            opts[a[2:]] = argv[i + 1]
            i += 2
        else:
            paths.append(a)
            i += 1
    return opts, paths


def inside(tree, rel):
    """rel is a tree-relative path that stays inside the tree (real paths)."""
    if not isinstance(rel, str) or not rel or rel.startswith("/"):
        return False
    real_tree = os.path.realpath(tree)
    real = os.path.realpath(os.path.join(real_tree, rel))
    return real == real_tree or real.startswith(real_tree + os.sep)


def read_text(tree, rel):
    """TREE/REL's text, "" when it cannot be read"""
    try:
        with open(os.path.join(tree, rel), errors="replace") as fh:
            return fh.read()
    except OSError:
        return ""


def owner(paths, f):
    for p in paths:
        q = p.rstrip("/")
        if f == q or f.startswith(q + "/"):
            return q
    return None


def prepare(opts, paths):
    tree, work, cache, rules = opts["tree"], opts["work"], opts["cache"], opts["rules"]
    try:
        with open(opts["plan"]) as fh:
            plan = json.load(fh)
    except (OSError, ValueError) as e:
        die("cannot read the plan %s: %s" % (opts["plan"], e))
    if not isinstance(plan, dict) or plan.get("version") != 1:
        die("plan %s: not a version 1 plan (doc/plan-format.md)" % opts["plan"])
    for key in ("retype", "sites", "listed"):
        if not isinstance(plan.get(key, []), list):
            die("plan %s: \"%s\" is not a list" % (opts["plan"], key))
        for e in plan.get(key, []):
            if isinstance(e, dict) and isinstance(e.get("file"), str) and e["file"].startswith("/"):
                # a file named through a symlink farm of the tree (the audit's
                # build): its real path decides
                real_tree = os.path.realpath(tree)
                real = os.path.realpath(e["file"])
                if real.startswith(real_tree + os.sep):
                    e["file"] = os.path.relpath(real, real_tree)
            if not isinstance(e, dict) or not inside(tree, e.get("file")):
                die("plan %s: %s entry with a file outside the tree: %r" % (opts["plan"], key, e))
            if not isinstance(e.get("line"), int) or not isinstance(e.get("col", 0), int):
                die("plan %s: %s entry without line/col numbers: %r" % (opts["plan"], key, e))
    uidgid = read_text(tree, "include/linux/uidgid.h")
    retype, sites, listed = [], [], list(plan.get("listed", []))
    for s in plan.get("sites", []):
        if s.get("kind") == "compare" and s.get("op") in ORDER_FN and s.get("id") in ("uid", "gid"):
            fn = "%s_%s" % (s["id"], ORDER_FN[s["op"]])
            if not re.search(r"\b%s\s*\(" % fn, uidgid):
                listed.append(dict(s, why="ordering compare: the tree's include/linux/uidgid.h has no %s()" % fn))
                continue
        m = CAST.match(s.get("text", "")) if s.get("kind") == "boundary-out" else None
        if m and "\n" not in s["text"]:
            # (vuid_t) iattr->ia_uid: the kernel id is the operand; the cast
            # to the raw type stays outside from_kuid()
            s = dict(s, text=m.group(2), col=s["col"] + m.start(2))
        if s.get("kind") == "boundary-in" and s.get("id") == "qid":
            listed.append(dict(s, why="a struct kqid cannot be made from one raw value: make_kqid() by hand"))
            continue
        sites.append(s)
    retype = list(plan.get("retype", []))
    # the sites the rules will leave without a validity check are listed too
    seen = {(e.get("file"), e.get("line"), e.get("col")) for e in listed}
    for s in sites:
        if s.get("kind") == "boundary-in" and not s.get("error_path") and not s.get("no_check"):
            k = (s.get("file"), s.get("line"), s.get("col"))
            if k not in seen:
                seen.add(k)
                listed.append(dict(s, why="make_%s() without a validity check: the function has no error path"
                                   % ("k" + s.get("id", "uid"))))
    filtered = {"version": 1, "paths": plan.get("paths", paths), "retype": retype, "sites": sites,
                "listed": listed}
    text = json.dumps(filtered, indent=1, sort_keys=True) + "\n"
    sha = hashlib.sha256(text.encode()).hexdigest()
    os.makedirs(cache, exist_ok=True)
    pfile = os.path.join(cache, "plan-%s.json" % sha)
    if not os.path.exists(pfile):
        tmp = pfile + ".tmp.%d" % os.getpid()
        with open(tmp, "w") as fh:
            fh.write(text)
        os.rename(tmp, pfile)
    else:
        with open(pfile) as fh:
            if hashlib.sha256(fh.read().encode()).hexdigest() != sha:
                sys.stderr.write("convert: warning: cached plan %s was damaged; rewritten\n" % pfile)
                with open(pfile + ".tmp", "w") as out:
                    out.write(text)
                os.rename(pfile + ".tmp", pfile)
    with open(os.path.join(work, "kuid.cocci"), "w") as fh:
        fh.write(rules_text(rules))
    blockers = uidgid_blockers(tree)
    comp = companions(tree, paths, blockers)
    allpaths = [p.rstrip("/") for p in paths] + [d for p in paths for d in comp[p.rstrip("/")]]
    fss = []
    for p in paths:
        q = p.rstrip("/")
        group = [q] + comp[q]
        files = sorted({e["file"] for key in ("retype", "sites") for e in filtered[key] if owner(group, e["file"])})
        fss.append({"path": q, "paths": group, "label": os.path.basename(q), "files": files,
                    "blockers": [b for b in (kconfig_blocker(tree, d, blockers) for d in group) if b]})
    # headers outside every PATH go with the first filesystem that uses them
    if fss:
        for f in sorted({e["file"] for key in ("retype", "sites") for e in filtered[key]
                         if owner(allpaths, e["file"]) is None}):
            fss[0]["files"].append(f)
    with open(os.path.join(work, "fs.json"), "w") as fh:
        json.dump({"plan": pfile, "fs": fss}, fh, indent=1, sort_keys=True)
    print(pfile)


def rules_text(rules):
    """cocci/kuid/NN-*.cocci as one semantic patch: one spatch run, so that
    the chains of every rule see the original positions (doc/convert.md):
    the first rule's virtual lines, then kp_helpers.py as one
    @initialize:python@ (a rule loads it only when kp_load is not defined
    yet: doc/rules.md), then the rules without their virtual lines"""
    parts = []
    names = sorted(n for n in os.listdir(rules) if re.match(r"^\d\d-[a-z-]+\.cocci$", n))
    if not names:
        die("no rules in %s" % rules)
    for i, n in enumerate(names):
        with open(os.path.join(rules, n)) as fh:
            t = fh.read().splitlines(True)
        if not i:
            with open(os.path.join(rules, "kp_helpers.py")) as fh:
                parts += [l for l in t if l.startswith("virtual ")]
                parts.append("// ==== kp_helpers.py ====\n@initialize:python@\n@@\n%s" % fh.read())
        parts.append("// ==== %s ====\n%s" % (n, "".join(l for l in t if not l.startswith("virtual "))))
    return "".join(parts)


def rules_cmd(opts, _paths):
    sys.stdout.write(rules_text(opts["rules"]))


def uidgid_blockers(tree):
    """the symbols X of init/Kconfig's UIDGID_CONVERTED 'depends on X = n'"""
    kconfig = read_text(tree, "init/Kconfig")
    return set(re.findall(r"^\s*depends on (\w+) = n\s*$", uidgid_block(kconfig), re.M))


def kconfig_syms(tree, d):
    """the symbols DIR/Kconfig defines, and the words it names"""
    t = read_text(tree, os.path.join(d, "Kconfig"))
    return re.findall(r"^\s*(?:menu)?config\s+(\w+)", t, re.M), set(re.findall(r"\b[A-Z0-9_]+\b", t))


def kconfig_blocker(tree, d, blockers):
    return next((x for x in kconfig_syms(tree, d)[0] if x in blockers), "")


def companions(tree, paths, blockers):
    """PATH -> the directories whose blocker PATH's Kconfig names (fs/9p:
    net/9p, NET_9P): UIDGID_CONVERTED needs them converted too, so they
    belong to the same step (as the gate checks them with PATH)"""
    want = {}
    for p in paths:
        q = p.rstrip("/")
        own, named = kconfig_syms(tree, q)
        want[q] = sorted(named & blockers - set(own))
    need = {x for v in want.values() for x in v}
    where = {}
    if need:
        for top, dirs, files in os.walk(tree):
            dirs[:] = sorted(x for x in dirs if not x.startswith("."))
            if "Kconfig" in files:
                rel = os.path.relpath(top, tree)
                for x in kconfig_syms(tree, rel)[0]:
                    if x in need and x not in where:
                        where[x] = rel
    out = {}
    for q, syms in want.items():
        ds = []
        for x in syms:
            d = where.get(x)
            if d and owner([r.rstrip("/") for r in paths], d) is None and d not in ds:
                ds.append(d)
        out[q] = ds
    return out


def companion_list(opts, paths):
    """convert.py companions --tree T PATH...: the companion directories"""
    comp = companions(opts["tree"], paths, uidgid_blockers(opts["tree"]))
    for p in paths:
        for d in comp[p.rstrip("/")]:
            print(d)


def uidgid_block(kconfig):
    """the text of the UIDGID_CONVERTED entry"""
    m = re.search(r"^config UIDGID_CONVERTED\b.*?(?=^(?:config|menuconfig|endif|if|menu|endmenu|source)\b)",
                  kconfig, re.M | re.S)
    return m.group(0) if m else ""


def count(plan, files):
    c = {}
    for r in plan["retype"]:
        if r["file"] in files:
            k = "retype-" + r.get("entity", "?")
            c[k] = c.get(k, 0) + 1
    for s in plan["sites"]:
        if s["file"] in files:
            k = s.get("kind", "?")
            if k == "boundary-in" and s.get("error_path"):
                c["boundary-in-checked"] = c.get("boundary-in-checked", 0) + 1
            if k == "boundary-out" and s.get("munged"):
                c["boundary-out-munged"] = c.get("boundary-out-munged", 0) + 1
            c[k] = c.get(k, 0) + 1
    return c


WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def guard_words(plan, files):
    """words that a line holding a planned declaration or site in FILES
    holds: a declaration's name, the last word of a site's text (a line
    holding "inode->i_gid" holds "i_gid"; the base "inode" is on half the
    lines of a filesystem), a root or sentinel site's id word.  A spatch
    parse error on a line holding none of them cannot hide one (the kuid
    rules have no grep query; cocci/FORMAT "guard:")"""
    w = set()
    for r in plan["retype"]:
        if r["file"] in files:
            w.update(WORD.findall(str(r.get("name", ""))))
    for x in plan["sites"]:
        if x["file"] in files:
            words = WORD.findall(str(x.get("text", "")))
            if words:
                w.add(words[-1])
            w.update(WORD.findall(str(x.get("id", ""))))
    return sorted(w)


# The body's one-count lines: the plan's site kind and what was done to it.
BODY_LINES = [
    ("compare", "compare kernel ids with uid_eq()/gid_eq() and friends"),
    ("root", "use GLOBAL_ROOT_UID/GLOBAL_ROOT_GID for root"),
    ("truth", "compare kernel ids tested for truth with GLOBAL_ROOT_UID/GID"),
    ("sentinel", "use INVALID_UID/INVALID_GID for the -1 sentinel"),
    ("cast", "drop casts of kernel ids to integers where an id goes on"),
    ("unwrap", "drop make_kuid()/make_kgid() around what is now a kernel id"),
]


def body_of(label, c):
    ent = [("field", "struct fields"), ("param", "parameters"), ("local", "locals"),
           ("global", "globals"), ("return", "return types")]
    nret = sum(c.get("retype-" + e, 0) for e, _ in ent)
    lines = ["Convert %s from raw uid_t/gid_t values to kuid_t and kgid_t, so that it" % label,
             "builds with CONFIG_UIDGID_STRICT_TYPE_CHECKS and handles ids in user",
             "namespaces correctly.", ""]
    if nret:
        lines.append("- retype %d declaration%s that carry kernel ids (%s)" % (
            nret, "s" if nret != 1 else "",
            ", ".join("%s: %d" % (n, c["retype-" + e]) for e, n in ent if c.get("retype-" + e))))
    for key, text in BODY_LINES:
        if c.get(key):
            lines.append("- %s: %d" % (text, c[key]))
    if c.get("boundary-in"):
        lines.append("- map raw ids coming in with make_kuid()/make_kgid(): %d (%d checked with"
                     " uid_valid()/gid_valid())" % (c["boundary-in"], c.get("boundary-in-checked", 0)))
    if c.get("boundary-out"):
        lines.append("- map kernel ids going out with from_kuid()/from_kgid(): %d (%d munged for"
                     " user space)" % (c["boundary-out"], c.get("boundary-out-munged", 0)))
    nacl = c.get("acl-in", 0) + c.get("acl-out", 0)
    if nacl:
        lines.append("- POSIX ACL entries: e_uid/e_gid by e_tag instead of the raw e_id to and"
                     " from disk/wire: %d" % nacl)
    if c.get("acl-undef"):
        lines.append("- drop e_id = ACL_UNDEFINED_ID (an entry without an id keeps none): %d"
                     % c["acl-undef"])
    return lines


def manifest(opts, _paths):
    work, tree = opts["work"], opts["tree"]
    with open(os.path.join(work, "fs.json")) as fh:
        meta = json.load(fh)
    with open(meta["plan"]) as fh:
        plan = json.load(fh)
    stats = {}
    if opts.get("stats"):
        with open(opts["stats"]) as fh:
            for line in fh:
                w = line.split()
                if len(w) == 3:
                    stats.setdefault(w[0], {})[w[1]] = w[2]
    gate_left = []
    if opts.get("gate-json"):
        try:
            with open(opts["gate-json"]) as fh:
                gate_left = [e for e in json.load(fh).get("problems", []) if isinstance(e, dict)]
        except (OSError, ValueError, AttributeError):
            gate_left = []
    author = os.environ.get("KIDPUSH_AUTHOR") or "kidpush convert <kidpush@localhost>"
    date = os.environ.get("KIDPUSH_DATE") or git_date(tree) or "Thu, 1 Jan 2026 00:00:00 +0000"
    out = []
    out.append("# generated by ./run.sh convert (tools/convert) from the plan %s\n"
               % os.path.basename(meta["plan"]))
    out.append("prefix: PATCH\n")
    out.append("cover-subject: Convert %s to kuid_t and kgid_t\n" % ", ".join(f["label"] for f in meta["fs"]))
    out.append("cover-author: %s\n" % author)
    out.append("cover-date: %s\n" % date)
    out.append("cover-body:\n")
    cover = ["Convert the raw uid_t/gid_t handling of these filesystems to kuid_t and",
             "kgid_t.  Declarations to retype and sites to rewrite come from the",
             "libclang ID type inference (the plan); the rewriting from the",
             "cocci/kuid semantic patches.", ""]
    def stat(f, what):
        v = [stats.get(p, {}).get(what) for p in f.get("paths", [f["path"]])]
        if any(x is None for x in v):
            return None
        try:
            return str(sum(int(x) for x in v))
        except ValueError:
            return "?"

    if stats:
        cover.append("%-12s %10s %14s %16s  %s" % ("filesystem", "plan", "audit", "strict gate", "Kconfig blocker"))
        for f in meta["fs"]:
            s = {k: stat(f, k) for k in ("audit-before", "audit-after", "gate-before", "gate-after")}
            s = {k: v for k, v in s.items() if v is not None}
            c = count(plan, set(f["files"]))
            n = sum(c.get(k, 0) for k in c if k.startswith("retype-")) + sum(
                c.get(k, 0) for k in ("compare", "root", "truth", "sentinel", "cast", "unwrap", "boundary-in",
                                  "boundary-out", "acl-in", "acl-out", "acl-undef"))
            cover.append("%-12s %10s %14s %16s  %s" % (
                f["label"], n, "%s -> %s" % (s.get("audit-before", "?"), s.get("audit-after", "?")),
                "%s -> %s" % (s.get("gate-before", "-"), s.get("gate-after", "-")),
                blocker_note(f, s)))
        cover.append("")
        cover.append("plan: declarations retyped + sites rewritten; audit: kidpush-audit")
        cover.append("findings; strict gate: ID problems of checks/gate.sh (\"-\": not run,")
        cover.append("use --gate; WORSE: more ID problems after than before -- retyped")
        cover.append("carriers meet uses the rules did not reach: review those first).")
    for l in cover:
        out.append(("| " + l).rstrip() + "\n")
    for i, f in enumerate(meta["fs"]):
        files = set(f["files"])
        c = count(plan, files)
        s = {k: stat(f, k) for k in ("gate-after",)}
        s = {k: v for k, v in s.items() if v is not None}
        group = f.get("paths", [f["path"]])
        out.append("\nstep: %02d\n" % (i + 1))
        out.append("subject: %s: Convert to kuid_t and kgid_t\n" % f["label"])
        out.append("author: %s\n" % author)
        out.append("date: %s\n" % date)
        # with a plan the rules fire only at its positions: the scope is the
        # files the plan names (a name with white space: its directory's glob);
        # a filesystem the plan names no file of has nothing for spatch: its
        # scope is its Kconfig or Makefile (the rules see only .c/.h files),
        # so that it "changes nothing" without parsing every file
        globs = sorted({glob_of(x) for x in files}) or [
            glob_of(k) for d in group for k in ("%s/Kconfig" % d, "%s/Makefile" % d)
            if os.path.isfile(os.path.join(tree, k))][:1] or [
            g for d in group for g in ("%s/*.c" % d, "%s/*.h" % d)]
        drop = f["blockers"] and s.get("gate-after") == "0"
        if drop:
            globs.append("init/Kconfig")
        out.append("files: %s\n" % " ".join(globs))
        out.append("spatch: -D patch -D kidpush_plan=%s\n" % meta["plan"])
        out.append("cocci: kuid.cocci\n")
        guard = guard_words(plan, files)
        if guard:
            out.append("guard: %s\n" % " ".join(guard))
        if drop:
            for b in f["blockers"]:
                out.append("action: kconfig --if-present init/Kconfig drop UIDGID_CONVERTED depends on %s = n\n"
                           % b)
        body = body_of(f["label"], c)
        if drop:
            body.append("- drop the %s blocker%s of UIDGID_CONVERTED: the strict gate is clean" % (
                " and ".join(f["blockers"]), "s" if len(f["blockers"]) > 1 else ""))
        if opts.get("signoff"):
            body += ["", "Signed-off-by: %s" % author]
        out.append("body:\n")
        for l in body:
            out.append(("| " + l).rstrip() + "\n")
        lim = sorted((e for e in plan["listed"] if owner(group, e["file"])),
                     key=lambda e: (e["file"], e["line"], e.get("col", 0)))
        if lim:
            out.append("limits:\n")
            for e in lim:
                out.append("| %s\n" % listed_line(e))
        left = sorted((e for e in gate_left if owner(group, e.get("file", ""))),
                      key=lambda e: (e["file"], e.get("line", 0), e.get("column", 0)))
        if left:
            out.append("|\n" if lim else "limits:\n")
            out.append("| left for the strict gate (not rewritten mechanically):\n")
            for e in left:
                out.append("| %s:%s:%s %s%s\n" % (e["file"], e.get("line", 0), e.get("column", 0),
                                                  " ".join(str(e.get("message", "")).split()),
                                                  " (%s)" % "; ".join(" ".join(d.split()) for d in
                                                                      str(e["detail"]).splitlines())
                                                  if e.get("detail") else ""))
        if f["blockers"] and not drop:
            note = ("the strict gate was not run (--gate)" if "gate-after" not in s
                    else "the strict gate still reports %s ID problems" % s["gate-after"])
            out.append("|\n" if lim or left else "limits:\n")
            out.append("| Kconfig: the %s blocker of UIDGID_CONVERTED stays: %s\n" % (" ".join(f["blockers"]), note))
    with open(opts["out"], "w") as fh:
        fh.write("".join(out))


def listed_line(e):
    """one listed site as the cover letter's limits show it"""
    return "%s:%d:%d %s: %s" % (e["file"], e["line"], e.get("col", 0), e.get("kind", "?"),
                                " ".join(str(e.get("why", "")).split()))


def listed(opts, _paths):
    """convert.py listed --work W: the filtered plan's listed sites, one a line
    (when no patch is written there is no cover letter to hold them)"""
    with open(os.path.join(opts["work"], "fs.json")) as fh:
        meta = json.load(fh)
    with open(meta["plan"]) as fh:
        plan = json.load(fh)
    for e in sorted(plan["listed"], key=lambda e: (e["file"], e["line"], e.get("col", 0))):
        print("convert: not done mechanically: %s" % listed_line(e))


def glob_of(path):
    """an fnmatch pattern matching exactly PATH (cocci/FORMAT files:)"""
    if re.search(r"\s", path):
        d = os.path.dirname(path)
        return "%s/*%s" % (d, os.path.splitext(path)[1])
    return re.sub(r"([*?\[\]\\])", r"\\\1", path)


def blocker_note(f, s):
    try:
        worse = int(s["gate-after"]) > int(s["gate-before"])
    except (KeyError, ValueError):
        worse = False
    note = "(none)" if not f["blockers"] else "dropped" if s.get("gate-after") == "0" else "kept"
    # retyped carriers whose uses the rules did not reach: review first
    return note + (" WORSE" if worse else "")


def git_date(tree):
    if not os.path.isdir(os.path.join(tree, ".git")):
        return None
    try:
        r = subprocess.run(["git", "-C", tree, "log", "-1", "--format=%aD"], capture_output=True, text=True)
    except OSError:
        return None
    return r.stdout.strip() or None


def audit_count(opts, _paths):
    """convert.py audit-count --json FILE --path P: findings under P"""
    try:
        with open(opts["json"]) as fh:
            d = json.load(fh)
    except (OSError, ValueError):
        print("?")
        return
    items = d.get("findings", d if isinstance(d, list) else [])
    p = opts["path"].rstrip("/")
    print(sum(1 for x in items if isinstance(x, dict) and owner([p], x.get("file", "")) is not None))


def gate_count(opts, _paths):
    """convert.py gate-count --json FILE --path P: P's ID problems"""
    try:
        with open(opts["json"]) as fh:
            d = json.load(fh)
        p = opts["path"].rstrip("/")
        print(next(r["id_problems"] for r in d["per_path"] if r["path"].rstrip("/") == p))
    except (OSError, ValueError, KeyError, StopIteration, TypeError):
        print("?")


def main():
    if len(sys.argv) < 2:
        die("usage: convert.py prepare|manifest|listed|audit-count|gate-count ...")
    opts, paths = args_of(sys.argv[2:])
    {"prepare": prepare, "manifest": manifest, "listed": listed, "rules": rules_cmd, "audit-count": audit_count,
     "companions": companion_list,
     "gate-count": gate_count}.get(sys.argv[1], lambda o, p: die("unknown command " + sys.argv[1]))(opts, paths)


if __name__ == "__main__":
    main()
