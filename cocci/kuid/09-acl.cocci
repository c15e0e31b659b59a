/// POSIX ACL entries: the raw e_id of struct posix_acl_entry between a
/// disk/wire number and the entry becomes the typed member by e_tag.  Under
/// strict kernel id types the union of posix_acl_entry has only e_uid
/// (kuid_t, for ACL_USER) and e_gid (kgid_t, for ACL_GROUP): e_id is gone.
///
///   A.e_id = V;                  (V read from disk/wire, e_tag set before)
/// becomes
///   if (A.e_tag == ACL_USER)
///           A.e_uid = make_kuid(&init_user_ns, V);
///   if (A.e_tag == ACL_GROUP)
///           A.e_gid = make_kgid(&init_user_ns, V);
///
///   L = cv(A.e_id);              (L on disk/wire, cv its conversion)
/// becomes
///   L = cv(ACL_UNDEFINED_ID);
///   if (A.e_tag == ACL_USER)
///           L = cv(from_kuid(&init_user_ns, A.e_uid));
///   if (A.e_tag == ACL_GROUP)
///           L = cv(from_kgid(&init_user_ns, A.e_gid));
///
/// and A.e_id = ACL_UNDEFINED_ID; goes (an entry without an id keeps none).
/// The ocfs2 and XFS conversions upstream do the same with a switch on e_tag;
/// the XFS series' step 01 (cocci/xfs/01-acl-kids) writes these ifs, as
/// spatch 1.1.1 prints added case labels and "else if" badly.  L is written
/// up to twice, so an L with a side effect (*p++) is not rewritten.
///
/// With a plan (-D kidpush_plan=FILE) only planned sites are rewritten
/// (kinds acl-in, acl-out, acl-undef; position and text: the member
/// expression A.e_id or A->e_id): the plan says that V comes from disk/wire and has no side effect
/// (it moves into a branch), and that L is a disk/wire value.  acl-in
/// fires only where A.e_tag is assigned before on the way (else the site
/// stays for the gate).  Without a plan nothing is rewritten:
/// report/context/org list the uses of e_id of a struct posix_acl_entry
/// (typed: with --include-headers in a kernel tree).
//
// Confidence: High (with a plan), Moderate (report modes)
// Options: --no-includes (plan), --include-headers (report modes)
//
// Relies on: the entry's e_tag being set before its id is stored (acl-in;
// checked by the rule) and the on-disk/wire format keeping ids of the
// initial user namespace (&init_user_ns), as every format does.
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

# The text of a site is the whole member expression (acl->a_entries[n].e_id);
# the entry (its base) is spelled again for e_tag/e_uid/e_gid.
def kp_acl_base(e):
    t = kp_norm(e)
    for sep in ("->", "."):
        if t.endswith(sep + "e_id") and len(t) > len(sep) + 4:
            return t[:-4]
    return None
def kp_acl_pure(x):
    return not any(c in str(x) for c in ("++", "--", "(", "="))

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

// ---- with a plan: to disk/wire (first: it adds lines) ----
@acl_o_cal depends on patch@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << acl_o_cal.pf;
fn << acl_o_cal.fn;
@@
kp_cal(pf[0], fn)

@acl_o_m depends on patch@
expression E, L;
identifier cv;
position p;
@@
 L = cv(E@p);

@script:python acl_o_s@
p << acl_o_m.p;
E << acl_o_m.E;
L << acl_o_m.L;
tag;
uid;
gid;
@@
b = kp_acl_base(E)
if b is None or not kp_acl_pure(L) or kp_site(p[0], "acl-out", E) is None:
    cocci.include_match(False)
else:
    coccinelle.tag = cocci.make_expr(b + "e_tag")
    coccinelle.uid = cocci.make_expr("from_kuid(&init_user_ns, " + b + "e_uid)")
    coccinelle.gid = cocci.make_expr("from_kgid(&init_user_ns, " + b + "e_gid)")

@depends on patch@
expression acl_o_m.E, acl_o_m.L;
identifier acl_o_m.cv;
position acl_o_m.p;
expression acl_o_s.tag, acl_o_s.uid, acl_o_s.gid;
@@
- L = cv(E@p);
+ L = cv(ACL_UNDEFINED_ID);
+ if (tag == ACL_USER)
+	L = cv(uid);
+ if (tag == ACL_GROUP)
+	L = cv(gid);

// ---- with a plan: from disk/wire ----
@acl_i_cal depends on patch@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << acl_i_cal.pf;
fn << acl_i_cal.fn;
@@
kp_cal(pf[0], fn)

@acl_i_m depends on patch exists@
expression A, T, E, V;
position p;
@@
(
 A.e_tag = T;
|
 A->e_tag = T;
)
 ... when any
 E@p = V;

@script:python acl_i_s@
p << acl_i_m.p;
A << acl_i_m.A;
E << acl_i_m.E;
tag;
uid;
gid;
@@
b = kp_acl_base(E)
if b is None or kp_norm(b) not in (kp_norm(A) + ".", kp_norm(A) + "->") or kp_site(p[0], "acl-in", E) is None:
    cocci.include_match(False)
else:
    coccinelle.tag = cocci.make_expr(b + "e_tag")
    coccinelle.uid = cocci.make_expr(b + "e_uid")
    coccinelle.gid = cocci.make_expr(b + "e_gid")

@depends on patch@
expression acl_i_m.E, acl_i_m.V;
position acl_i_m.p;
expression acl_i_s.tag, acl_i_s.uid, acl_i_s.gid;
@@
- E@p = V;
+ if (tag == ACL_USER)
+	uid = make_kuid(&init_user_ns, V);
+ if (tag == ACL_GROUP)
+	gid = make_kgid(&init_user_ns, V);

// ---- with a plan: no id (last: it removes lines) ----
@acl_u_cal depends on patch@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << acl_u_cal.pf;
fn << acl_u_cal.fn;
@@
kp_cal(pf[0], fn)

@acl_u_m depends on patch@
expression E;
position p;
@@
 E@p = ACL_UNDEFINED_ID;

@script:python acl_u_s@
p << acl_u_m.p;
E << acl_u_m.E;
ok;
@@
if kp_acl_base(E) is None or kp_site(p[0], "acl-undef", E) is None:
    cocci.include_match(False)
else:
    coccinelle.ok = cocci.make_ident("ok")

@depends on patch@
expression acl_u_m.E;
position acl_u_m.p;
identifier acl_u_s.ok;
@@
- E@p = ACL_UNDEFINED_ID;

// ---- report, context, org (coccicheck): uses of the raw e_id ----
@acl_r_ctx depends on context@
struct posix_acl_entry *P;
struct posix_acl_entry S;
@@
(
* P->e_id
|
* S.e_id
)

@acl_r depends on org || report@
struct posix_acl_entry *P;
struct posix_acl_entry S;
position p;
@@
(
 P->e_id@p
|
 S.e_id@p
)

@script:python depends on report@
p << acl_r.p;
@@
coccilib.report.print_report(p[0], "raw e_id of a POSIX ACL entry: use e_uid/e_gid by e_tag with make_kuid()/from_kuid()")

@script:python depends on org@
p << acl_r.p;
@@
coccilib.org.print_todo(p[0], "raw e_id of a POSIX ACL entry: use e_uid/e_gid by e_tag with make_kuid()/from_kuid()")
