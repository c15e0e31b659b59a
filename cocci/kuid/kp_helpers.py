# kp_helpers.py: the kp_* Python helpers of the cocci/kuid rules, one copy.
#
# Not a module to import: each rule's @initialize:python@ executes this text
# in spatch's one Python namespace (exec), found beside the rule through
# cocci.cocci_file, unless the helpers are there already (convert's combined
# kuid.cocci carries this text once, first; doc/rules.md).  So the helpers
# and the rules' script code share their globals (KP_PLAN ...) and `cocci`.
#
# The plan (tools/convert, doc/convert.md): spatch -D kidpush_plan=FILE.
# Without it a rule's typed fallback runs instead.  Sites are found by
# the plan's file, line, 1-based column and source text (so a stale plan
# rewrites nothing); retyped declarations by file, name, entity, scope and
# spelled type.  spatch renumbers the lines of a function it has changed
# earlier in the same run: each chain starts with a calibration rule
# (PFX_cal) that records where every function starts now, and kp_line()
# maps back to the original line (the first calibration, on unchanged
# code, is the original).  A changed function is reparsed from a
# temporary file (cocci_small_output-*): kp_file() maps it back, and as
# the columns of a changed line move, a site there is found as the same
# occurrence (kp_occ) of its text on the line, counted in the original
# file (unchanged on disk during the run) and in the reparsed one.  Each
# site is taken once (kp_take): a rewritten site is not found again in
# the code a later chain sees.
import json
KP_PLAN = None
KP_FILES = {}
KP_FNLINE = {}
KP_CUR = {}
KP_REAL = [None]
def kp_file(f):
    if f.split("/")[-1].startswith("cocci_small_output-"):
        return KP_REAL[0] or f
    KP_REAL[0] = f
    return f
def kp_load(path):
    global KP_PLAN
    if KP_PLAN is not None:
        return
    with open(path) as f:
        plan = json.load(f)
    KP_PLAN = {"sites": {}, "retype": {}, "files": set()}
    for s in plan.get("sites", []):
        KP_PLAN["sites"].setdefault((s["file"], int(s["line"]), int(s["col"]), s["kind"]), s)
        KP_PLAN["files"].add(s["file"])
    for r in plan.get("retype", []):
        KP_PLAN["retype"].setdefault((r["file"], r["name"], r["entity"]), []).append(r)
        KP_PLAN["files"].add(r["file"])
    for s in plan.get("sites", []):
        KP_KINDS.setdefault(s["file"], set()).add(s["kind"])
        KP_LINES.add((s["file"], int(s["line"]), s["kind"]))
    for r in plan.get("retype", []):
        KP_KINDS.setdefault(r["file"], set()).add("retype")
# Speed only (doc/RESULTS.md, the bench): the kinds of the plan's sites by
# file ("retype": a retyped declaration) and the (file, line, kind) of every
# site, so that kp_find answers "no site" for most candidates before it
# normalises their text (kp_norm, one Python step per character).  They
# hold what KP_PLAN holds: kp_find's answer is the same.
KP_KINDS = {}
KP_LINES = set()
# Does the plan have a site of one of KINDS in the file spatch works on?
# Each chain starts with a script rule that asks (speed only): on a file
# with none, the chain could not rewrite anything (kp_find and kp_retype
# find only the sites of that file, kp_rel), and spatch skips its rules
# there instead of calling Python for every candidate.
def kp_gate(*kinds):
    if KP_PLAN is None:
        return False
    for f in cocci.files():
        if not KP_KINDS.get(kp_rel(f), set()).isdisjoint(kinds):
            return True
    return False
# Is a site of KIND in the file spatch works on the operand of a cast
# (speed only: 05-from's cast chain, whose rule takes every cast of the
# file)?  The last character before the site in the original file (unchanged
# on disk during the run), blanks and line ends skipped, is ")"; an earlier
# rule never writes a ")" directly before a site.  Where that cannot be
# told (a column past the line, a line that is not ASCII, a comment's end),
# the answer is yes.
def kp_gate_cast(kind):
    if KP_PLAN is None:
        return False
    for path in cocci.files():
        f = kp_rel(path)
        for (sf, sl, sc, sk) in KP_PLAN["sites"]:
            if sf != f or sk != kind:
                continue
            n, i = sl, sc - 1
            line = kp_getline(path, n)
            if line is None or not line.isascii() or i > len(line):
                return True
            while True:
                i -= 1
                while i >= 0 and line[i] in " \t\r\f\v":
                    i -= 1
                if i >= 0:
                    break
                n -= 1
                line = kp_getline(path, n)
                if line is None or not line.isascii() or sl - n > 8:
                    return True
                i = len(line)
            if line[i] in ")/":
                return True
    return False
def kp_alias(f):
    # The series driver hands spatch safe aliases (DIR/K.EXT) and lists
    # "alias NUL tree-relative name NUL" pairs in DIR/aliases.
    d = f.rsplit("/", 1)[0] if "/" in f else "."
    try:
        with open(d + "/aliases", "rb") as a:
            w = a.read().split(b"\0")
    except OSError:
        return f
    m = dict(zip(w[0::2], w[1::2]))
    r = m.get(f.encode())
    return r.decode("utf-8", "surrogateescape") if r is not None else f
def kp_rel(f):
    if f not in KP_FILES:
        g = kp_alias(f)
        if g != f:
            KP_FILES[f] = kp_rel(g)
            return KP_FILES[f]
        best = None
        for k in KP_PLAN["files"]:
            if (f == k or f.endswith("/" + k)) and (best is None or len(k) > len(best)):
                best = k
        KP_FILES[f] = best
    return KP_FILES[f]
def kp_w(c):
    return c.isalnum() or c == "_"
def kp_normmap(t):
    out, idx, gap = [], [], False
    for c in str(t):
        if c.isspace():
            gap = True
            idx.append(len(out))
            continue
        if gap and out and kp_w(out[-1]) and kp_w(c):
            out.append(" ")
        gap = False
        idx.append(len(out))
        out.append(c)
    idx.append(len(out))
    return "".join(out), idx
def kp_norm(t):
    return kp_normmap(t)[0]
def kp_cal(pf, fn):
    k = (kp_file(pf.file), fn)
    KP_FNLINE.setdefault(k, int(pf.line))
    KP_CUR[k] = int(pf.line)
def kp_line(p):
    k = (kp_file(p.file), p.current_element)
    if k in KP_CUR and k in KP_FNLINE:
        off = int(p.line) - KP_CUR[k]
        if p.file != k[0]:
            # a reparsed function: an earlier rule may have split or added
            # lines (a wrapped header, a validity check), so its lines are
            # aligned with the original ones (kp_linemap)
            off = kp_linemap(p.file, KP_CUR[k], k[0], KP_FNLINE[k]).get(off, off)
        return off + KP_FNLINE[k]
    return int(p.line)
KP_LMAP = {}
def kp_linemap(cur, cstart, orig, ostart):
    key = (cur, cstart, orig, ostart)
    if key not in KP_LMAP:
        import difflib
        kp_getline(cur, 1)
        kp_getline(orig, 1)
        b = [kp_norm(x) for x in KP_TEXT.get(cur, [])[cstart - 1:]]
        a = [kp_norm(x) for x in KP_TEXT.get(orig, [])[ostart - 1:ostart - 1 + len(b) + 64]]
        m = {}
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
            for j in range(j1, j2):
                if tag == "equal":
                    m[j] = i1 + (j - j1)
                    continue
                # a changed block: the most alike original line (a rewritten
                # compare next to a call split over two lines), else by place
                best = max(i1, min(i1 + j - j1, i2 - 1))
                if best < len(a) and j < len(b):
                    r0 = difflib.SequenceMatcher(None, a[best], b[j]).ratio()
                    for i in range(i1, min(i2, len(a))):
                        r = difflib.SequenceMatcher(None, a[i], b[j]).ratio()
                        if r > r0 + 1e-9:
                            best, r0 = i, r
                m[j] = best
        KP_LMAP[key] = m
    return KP_LMAP[key]
KP_TEXT = {}
KP_TAKEN = set()
def kp_take(s):
    k = (s["file"], int(s["line"]), int(s["col"]), s["kind"])
    if k in KP_TAKEN:
        return None
    KP_TAKEN.add(k)
    return s
def kp_getline(path, n):
    if path not in KP_TEXT:
        try:
            with open(path, errors="replace") as fh:
                KP_TEXT[path] = fh.read().split("\n")
        except OSError:
            KP_TEXT[path] = []
    lines = KP_TEXT[path]
    return lines[n - 1] if 0 < n <= len(lines) else None
def kp_occ(line, col, t):
    if line is None or col < 0 or col >= len(line):
        return None
    n, idx = kp_normmap(line)
    o = idx[col]
    k = 0
    i = n.find(t)
    while i >= 0:
        ok = not (kp_w(t[0]) and i > 0 and kp_w(n[i - 1])) and not (kp_w(t[-1]) and i + len(t) < len(n) and kp_w(n[i + len(t)]))
        if ok and i == o:
            return k
        if ok and i < o:
            k += 1
        i = n.find(t, i + 1)
    return None
def kp_site(p, kind, text, cols=(0,), take=True):
    s = kp_find(p, kind, text, cols)
    if s is not None and take:
        return kp_take(s)
    return s
def kp_find(p, kind, text, cols):
    if KP_PLAN is None:
        return None
    real = kp_file(p.file)
    f = kp_rel(real)
    if kind not in KP_KINDS.get(f, ()):
        return None
    line = kp_line(p)
    if (f, line, kind) not in KP_LINES:
        return None
    t = kp_norm(text)
    for d in cols:
        s = KP_PLAN["sites"].get((f, line, int(p.column) + 1 - d, kind))
        if s is not None and kp_norm(s.get("text", "")) == t and real == p.file:
            return s
    if real == p.file:
        return None
    for d in cols:
        kc = kp_occ(kp_getline(p.file, int(p.line)), int(p.column) - d, t)
        if kc is None:
            continue
        for (sf, sl, sc, sk), s in KP_PLAN["sites"].items():
            if sf == f and sl == line and sk == kind and kp_norm(s.get("text", "")) == t:
                if kp_occ(kp_getline(real, line), sc - 1, t) == kc:
                    return s
    return None
def kp_validity(p, s, op, right):
    # a planned uid/gid compare (== or !=) whose right operand is a planned
    # sentinel on the same line (-1, ~0, (uid_t)-1, a #define of -1)
    if op not in ("==", "!=") or s.get("id") not in ("uid", "gid"):
        return False
    f = kp_rel(kp_file(p.file))
    line = kp_line(p)
    t = kp_norm(right)
    for (sf, sl, sc, sk), q in KP_PLAN["sites"].items():
        if sf == f and sl == line and sk == "sentinel" and q.get("id") == s["id"] and \
                kp_norm(q.get("text", "")) == t:
            return True
    return False
def kp_split(p, V, targets):
    # a planned "split" (a = b = -1 or a = b = 0 for a uid and a gid): the new value of
    # each target, or None when the chain is not the planned one (every
    # planned target is one of them)
    s = kp_site(p, "split", str(V), (0, 1), take=False)
    if s is None:
        return None
    ids = {kp_norm(t["text"]): t["id"] for t in s.get("targets", [])}
    names = [kp_norm(str(t)) for t in targets]
    if not ids or not set(ids) <= set(names) or kp_take(s) is None:
        return None
    if str(V).strip() == "0":  # a = b = 0: the root of each family
        c = {"uid": "GLOBAL_ROOT_UID", "gid": "GLOBAL_ROOT_GID"}
    else:
        c = {"uid": "INVALID_UID", "gid": "INVALID_GID"}
    return tuple(cocci.make_expr(c.get(ids.get(n), str(V))) for n in names)
def kp_typeok(r, typ):
    # the spelled type is the base type of the plan, or its declared type when
    # that is a pointer to it (__u32 *uid)
    t = kp_norm(typ)
    return t == kp_norm(r["from"]) or (t.endswith("*") and t == kp_norm(r.get("decl_type", "")))
def kp_to(r, typ):
    # the new type: the kernel id type with the pointer stars of the old
    return cocci.make_type(r["to"] + " " + "*" * kp_norm(typ).count("*") if "*" in str(typ) else r["to"])
def kp_retype(p, name, entities, scope, typ):
    if KP_PLAN is None:
        return None
    f = kp_rel(kp_file(p.file))
    if "retype" not in KP_KINDS.get(f, ()):
        return None
    for e in entities:
        for r in KP_PLAN["retype"].get((f, name, e), []):
            if (e == "global" or kp_norm(r.get("scope", "")) == kp_norm(scope)) and kp_typeok(r, typ):
                return r
    return None
