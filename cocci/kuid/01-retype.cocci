/// Retyped carriers: a declaration whose raw type (uid_t, gid_t, u32,
/// unsigned int ...) holds kernel ids gets the kernel id type:
/// uid_t x -> kuid_t x, for struct fields, function parameters (definitions
/// and prototypes, also unnamed ones: "int f(struct inode *, uid_t);"),
/// locals, globals and function return types.  Every use of the carrier
/// then carries a kernel id; the other cocci/kuid rules convert where raw
/// values enter (08-make), leave (05-from), are compared (02-compare,
/// 07-truth) or are literals (03-root, 04-sentinel).  A local sharing its
/// declaration with others is split off by 10-split.
///
/// Which declarations are carriers is a question of data flow that types
/// alone cannot answer, so this rule only works with a plan
/// (-D kidpush_plan=FILE, from kidpush-infer): a declaration is retyped when
/// the plan's "retype" list has its file, name, entity (field, param, local,
/// global, return), a line range holding it and the same spelled type (an
/// unnamed parameter: the place of its type).
/// Without a plan, report/context/org list the struct fields and parameters
/// declared uid_t/gid_t, the usual carriers, for review.
//
// Confidence: High (with a plan); report mode: Low (candidates only)
// Options: --no-includes
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
def kp_retype_unnamed(p, scope, typ):
    # a parameter without a name: by file, scope, spelled type and where
    # the type is written (type_line, type_col)
    if KP_PLAN is None:
        return None
    f = kp_rel(kp_file(p.file))
    for r in KP_PLAN["retype"].get((f, "", "param"), []):
        if (kp_norm(r.get("scope", "")) == kp_norm(scope) and kp_typeok(r, typ)
                and int(r.get("type_line", 0)) == kp_line(p) and int(r.get("type_col", 0)) == int(p.column) + 1):
            return r
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

// The original lines of the functions, before any change (see kp_line).
@rt_cal depends on patch@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << rt_cal.pf;
fn << rt_cal.fn;
@@
kp_cal(pf[0], fn)

// ---- fields ----
@rt_f depends on patch@
identifier S, x;
type T;
position p;
@@
struct S { ... T x@p; ... };

@script:python rt_fs@
p << rt_f.p;
S << rt_f.S;
x << rt_f.x;
T << rt_f.T;
t;
@@
r = kp_retype(p[0], x, ("field",), "struct " + S, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_f.S, rt_f.x;
type rt_f.T;
position rt_f.p;
type rt_fs.t;
@@
struct S { ...
- T
+ t
  x@p; ... };

// ---- parameters of function definitions ----
@rt_p depends on patch@
identifier f, x;
type T, T0;
position p;
@@
T0 f(..., T x@p, ...) { ... }

@script:python rt_ps@
p << rt_p.p;
f << rt_p.f;
x << rt_p.x;
T << rt_p.T;
t;
@@
r = kp_retype(p[0], x, ("param",), f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_p.f, rt_p.x;
type rt_p.T, rt_p.T0;
position rt_p.p;
type rt_ps.t;
@@
T0 f(...,
- T
+ t
  x@p, ...) { ... }

// ---- parameters of prototypes ----
@rt_q depends on patch@
identifier f, x;
type T, T0;
position p;
@@
T0 f(..., T x@p, ...);

@script:python rt_qs@
p << rt_q.p;
f << rt_q.f;
x << rt_q.x;
T << rt_q.T;
t;
@@
r = kp_retype(p[0], x, ("param",), f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_q.f, rt_q.x;
type rt_q.T, rt_q.T0;
position rt_q.p;
type rt_qs.t;
@@
T0 f(...,
- T
+ t
  x@p, ...);

// ---- unnamed parameters of prototypes (int f(struct inode *, uid_t);):
// found by the position of their type ----
@rt_u depends on patch@
identifier f;
type T, T0;
position p;
@@
T0 f(..., T@p, ...);

@script:python rt_us@
p << rt_u.p;
f << rt_u.f;
T << rt_u.T;
t;
@@
r = kp_retype_unnamed(p[0], f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_u.f;
type rt_u.T, rt_u.T0;
position rt_u.p;
type rt_us.t;
@@
T0 f(...,
- T@p
+ t
  , ...);

// ---- return types of function definitions ----
@rt_r depends on patch@
identifier f;
type T;
position p;
@@
T f@p(...) { ... }

@script:python rt_rs@
p << rt_r.p;
f << rt_r.f;
T << rt_r.T;
t;
@@
r = kp_retype(p[0], f, ("return",), f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_r.f;
type rt_r.T;
position rt_r.p;
type rt_rs.t;
@@
- T
+ t
  f@p(...) { ... }

// ---- return types of prototypes ----
@rt_o depends on patch@
identifier f;
type T;
position p;
@@
T f@p(...);

@script:python rt_os@
p << rt_o.p;
f << rt_o.f;
T << rt_o.T;
t;
@@
r = kp_retype(p[0], f, ("return",), f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_o.f;
type rt_o.T;
position rt_o.p;
type rt_os.t;
@@
- T
+ t
  f@p(...);

// ---- locals and globals ----
@rt_l depends on patch@
identifier x;
type T;
position p;
expression E;
@@
(
T x@p;
|
T x@p = E;
)

@script:python rt_ls@
p << rt_l.p;
x << rt_l.x;
T << rt_l.T;
t;
@@
r = kp_retype(p[0], x, ("local", "global"), p[0].current_element, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_l.x;
type rt_l.T;
position rt_l.p;
type rt_ls.t;
expression E;
@@
(
- T
+ t
  x@p;
|
- T
+ t
  x@p = E;
)

// ---- report, context, org (coccicheck): candidates ----
@rt_c_ctx depends on context@
identifier S, x;
typedef uid_t, gid_t;
position p;
@@
struct S { ...
* \(uid_t\|gid_t\) x@p;
  ... };

@rt_c depends on org || report@
identifier S, x;
typedef uid_t, gid_t;
position p;
@@
struct S { ...
  \(uid_t\|gid_t\) x@p;
  ... };

@rt_d_ctx depends on context@
identifier f, x;
typedef uid_t, gid_t;
type T0;
position p;
@@
T0 f(...,
* \(uid_t\|gid_t\) x@p,
  ...) { ... }

@rt_d depends on org || report@
identifier f, x;
typedef uid_t, gid_t;
type T0;
position p;
@@
T0 f(...,
  \(uid_t\|gid_t\) x@p,
  ...) { ... }

@script:python depends on report@
p << rt_c.p;
x << rt_c.x;
@@
coccilib.report.print_report(p[0], "raw id field " + x + ": a kuid_t/kgid_t carrier? (run kidpush-infer)")

@script:python depends on report@
p << rt_d.p;
x << rt_d.x;
@@
coccilib.report.print_report(p[0], "raw id parameter " + x + ": a kuid_t/kgid_t carrier? (run kidpush-infer)")

@script:python depends on org@
p << rt_c.p;
x << rt_c.x;
@@
coccilib.org.print_todo(p[0], "raw id field " + x + ": a kuid_t/kgid_t carrier?")

@script:python depends on org@
p << rt_d.p;
x << rt_d.x;
@@
coccilib.org.print_todo(p[0], "raw id parameter " + x + ": a kuid_t/kgid_t carrier?")
