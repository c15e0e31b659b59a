/// Sentinels: -1 or ~0 used as a kernel id becomes INVALID_UID or
/// INVALID_GID (an "unset" owner, a compare with a kernel id, which
/// 02-compare turns into uid_eq(x, INVALID_UID)).  make_kuid() maps the raw
/// -1 of any namespace to INVALID_UID, so a sentinel kept in a carrier stays
/// a sentinel.
///
/// With a plan (-D kidpush_plan=FILE) only the planned literals (kind
/// "sentinel"; position: the '-' or '~', which spatch reports on the
/// literal after it) are rewritten.  A cast form such as (uid_t)-1 only
/// when spatch parses the cast (it must know the typedef); otherwise the
/// site stays and the gate reports it.  A sentinel spelled as a name (a
/// filesystem's own #define NO_CHANGE_32 0xFFFFFFFF, which the plan found
/// by value) is replaced by name, also in a designated initialiser
/// ({ .uid = NO_CHANGE_64 }).  Without a plan, -1/~0 assigned to or
/// compared with an expression spatch knows to be kuid_t/kgid_t.
//
// Confidence: High (with a plan), Moderate (typed fallback)
// Options: --no-includes (plan), --include-headers (fallback)
virtual patch
virtual context
virtual org
virtual report

// The plan (tools/convert, doc/convert.md): spatch -D kidpush_plan=FILE.
// Without it the typed fallback below runs instead.  Sites are found by
// the plan's file, line, 1-based column and source text (so a stale plan
// rewrites nothing); retyped declarations by file, name, entity, scope and
// spelled type.  spatch renumbers the lines of a function it has changed
// earlier in the same run: each chain starts with a calibration rule
// (PFX_cal) that records where every function starts now, and kp_line()
// maps back to the original line (the first calibration, on unchanged
// code, is the original).  A changed function is reparsed from a
// temporary file (cocci_small_output-*): kp_file() maps it back, and as
// the columns of a changed line move, a site there is found as the same
// occurrence (kp_occ) of its text on the line, counted in the original
// file (unchanged on disk during the run) and in the reparsed one.  Each
// site is taken once (kp_take): a rewritten site is not found again in
// the code a later chain sees.
@initialize:python@
@@
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
    line = kp_line(p)
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
    for e in entities:
        for r in KP_PLAN["retype"].get((f, name, e), []):
            if (e == "global" or kp_norm(r.get("scope", "")) == kp_norm(scope)) and kp_typeok(r, typ):
                return r
    return None

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

// ---- with a plan ----
@sen_m_cal depends on patch@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << sen_m_cal.pf;
fn << sen_m_cal.fn;
@@
kp_cal(pf[0], fn)

@sen_m depends on patch@
position p;
type T;
identifier I;
@@
(
 -1@p
|
 ~0@p
|
 (T)-1@p
|
 (T)~0@p
|
 (I) - 1@p
)

@script:python sen_s@
p << sen_m.p;
c;
@@
s = None
for t in ("-1", "~0"):
    s = s or kp_site(p[0], "sentinel", t, (0, 1))
if s is None and KP_PLAN is not None:
    # a cast of the sentinel, (uid_t) -1: its text starts up to 23 columns
    # before the -1 (also on a line an earlier rule has changed: kp_occ);
    # without the typedef spatch reads it as (uid_t) - 1, a subtraction
    f = kp_rel(kp_file(p[0].file))
    line = kp_line(p[0])
    for (sf, sl, sc, sk), q in sorted(KP_PLAN["sites"].items()):
        if sf == f and sl == line and sk == "sentinel" and q.get("text", "").startswith("("):
            s = kp_site(p[0], "sentinel", q["text"], tuple(range(1, 24)))
            if s is not None:
                break
if s is None or s.get("id") not in ("uid", "gid"):
    cocci.include_match(False)
else:
    coccinelle.c = cocci.make_ident("INVALID_UID" if s["id"] == "uid" else "INVALID_GID")

@depends on patch@
position sen_m.p;
identifier sen_s.c;
type T;
identifier I;
@@
(
- -1@p
+ c
|
- ~0@p
+ c
|
- (T)-1@p
+ c
|
- (T)~0@p
+ c
|
- (I) - 1@p
+ c
)

// ---- with a plan: a sentinel spelled as a name (a filesystem's own
// "#define NO_CHANGE_32 0xFFFFFFFF"): its own chain, as an identifier is
// another node than -1 ----
@sen_i_cal depends on patch@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << sen_i_cal.pf;
fn << sen_i_cal.fn;
@@
kp_cal(pf[0], fn)

@sen_i depends on patch@
identifier I;
position p;
@@
 I@p

@script:python sen_is@
p << sen_i.p;
I << sen_i.I;
c;
@@
s = kp_site(p[0], "sentinel", I)
if s is None or s.get("id") not in ("uid", "gid"):
    cocci.include_match(False)
else:
    coccinelle.c = cocci.make_ident("INVALID_UID" if s["id"] == "uid" else "INVALID_GID")

@depends on patch@
identifier sen_i.I;
position sen_i.p;
identifier sen_is.c;
@@
- I@p
+ c

// ---- without a plan: typed metavariables ----
@sen_tu depends on patch@
typedef kuid_t, kgid_t;
kuid_t X;
position p;
@@
(
X == \( -1@p \| ~0@p \)
|
X != \( -1@p \| ~0@p \)
|
X = \( -1@p \| ~0@p \)
)

@script:python@
p << sen_tu.p;
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@depends on patch@
position sen_tu.p;
@@
(
- -1@p
+ INVALID_UID
|
- ~0@p
+ INVALID_UID
)

@sen_tg depends on patch@
typedef kuid_t, kgid_t;
kgid_t X;
position p;
@@
(
X == \( -1@p \| ~0@p \)
|
X != \( -1@p \| ~0@p \)
|
X = \( -1@p \| ~0@p \)
)

@script:python@
p << sen_tg.p;
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@depends on patch@
position sen_tg.p;
@@
(
- -1@p
+ INVALID_GID
|
- ~0@p
+ INVALID_GID
)

// ---- report, context, org (coccicheck) ----
@sen_r_ctx depends on context@
kuid_t U;
kgid_t G;
position p;
@@
(
* U == \( -1@p \| ~0@p \)
|
* U != \( -1@p \| ~0@p \)
|
* U = \( -1@p \| ~0@p \)
|
* G == \( -1@p \| ~0@p \)
|
* G != \( -1@p \| ~0@p \)
|
* G = \( -1@p \| ~0@p \)
)

@sen_r depends on org || report@
kuid_t U;
kgid_t G;
position p;
@@
(
  U == \( -1@p \| ~0@p \)
|
  U != \( -1@p \| ~0@p \)
|
  U = \( -1@p \| ~0@p \)
|
  G == \( -1@p \| ~0@p \)
|
  G != \( -1@p \| ~0@p \)
|
  G = \( -1@p \| ~0@p \)
)

@script:python depends on report@
p << sen_r.p;
@@
coccilib.report.print_report(p[0], "-1 used as a kernel id: use INVALID_UID/INVALID_GID")

@script:python depends on org@
p << sen_r.p;
@@
coccilib.org.print_todo(p[0], "-1 used as a kernel id: use INVALID_UID/INVALID_GID")
