/// Pointers to ids handed to a raw pointer: a kuid_t/kgid_t the code passes
/// by address to a function whose parameter stays a pointer to a raw number
/// (a helper that carries uids and gids alike, such as an id mapper's
/// "u32 *id", or a declaration the run keeps raw) goes through a local of
/// that raw type, both ways and in the initial user namespace, where the
/// mapping is the identity, so the callee sees and leaves the same numbers:
///
///   raw_uid = from_kuid(&init_user_ns, iattr->ia_uid);
///   status = nfsd_map_name_to_uid(rqstp, name, len, &raw_uid);
///   iattr->ia_uid = make_kuid(&init_user_ns, raw_uid);
///   if (status)
///           return status;
///
/// The local (u32 raw_uid;) is declared at the top of the function, once
/// per family.  The argument is &X (X is written back) or a pointer P
/// (*P is).  Three statement forms: E = f(...); f(...); and
/// if ((E = f(...))) S (the test moves after the write-back).  A planned
/// site in any other form is left: convert lists it as not rewritten.
///
/// With a plan only (-D kidpush_plan=FILE; sites of kind "boundary-ptr",
/// their "from" the raw type).  Without a plan nothing is rewritten:
/// report/context/org list pointers to kuid_t/kgid_t that spatch knows
/// passed to a call (it cannot know which parameters stay raw).
//
// Confidence: High (with a plan), Low (report modes)
// Options: --no-includes
//
// Relies on: the function's lines calibrated (kp_cal) as in the other
// rules, so that it may run after rules that changed the function.
virtual patch
virtual context
virtual org
virtual report

// The plan (tools/convert, doc/convert.md): spatch -D kidpush_plan=FILE.
// The kp_* helpers that find its sites (kp_site, kp_line, kp_take ...) are
// kp_helpers.py beside this rule, one copy for every cocci/kuid rule
// (doc/rules.md); convert's combined kuid.cocci carries them inline.
@initialize:python@
@@
if "kp_load" not in globals():
    import os
    KP_HELPERS = os.path.join(os.path.dirname(cocci.cocci_file), "kp_helpers.py")
    with open(KP_HELPERS) as kp_fh:
        exec(compile(kp_fh.read(), KP_HELPERS, "exec"), globals())

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

@initialize:python@
@@
import re
# (file, function) -> [raw type, {family: local}] of the sites rewritten there
KP_PTRFN = {}
KP_PTRCALLEE = None
def kp_ptr_callee(F):
    # a function the plan passes pointers to ids to (sites name it): only
    # calls of those are looked at
    global KP_PTRCALLEE
    if KP_PTRCALLEE is None:
        KP_PTRCALLEE = set(s.get("callee", "") for s in (KP_PLAN or {}).get("sites", {}).values()
                           if s.get("kind") == "boundary-ptr")
    return str(F) in KP_PTRCALLEE
def kp_ptr_local(p, fam):
    # raw_uid / raw_gid, or with a number when the file already spells it
    kp_getline(p.file, 1)
    text = "\n".join(KP_TEXT.get(p.file, []))
    name, k = "raw_" + fam, 2
    while re.search(r"\b" + name + r"\b", text):
        name, k = "raw_%s%d" % (fam, k), k + 1
    return name
def kp_ptr(p, A):
    # the planned site: (local, raw type, from_k*, make_k*, ns, written-back
    # lvalue); one raw type per function (its locals share one declaration)
    s = kp_site(p, "boundary-ptr", A, take=False)
    if s is None or s.get("id") not in ("uid", "gid") or not s.get("from"):
        return None
    fk = (kp_rel(kp_file(p.file)), p.current_element)
    if fk in KP_PTRFN and kp_norm(KP_PTRFN[fk][0]) != kp_norm(s["from"]):
        return None
    if kp_take(s) is None:
        return None
    a = str(A).strip()
    if a.startswith("&"):
        lv = a[1:].strip()
    elif a.isidentifier():
        lv = "*" + a
    else:
        lv = "*(%s)" % a
    loc = KP_PTRFN.setdefault(fk, [s["from"], {}])[1].setdefault(s["id"], kp_ptr_local(p, s["id"]))
    return (loc, s["from"], "from_k" + s["id"], "make_k" + s["id"], s.get("ns", "&init_user_ns"), lv)
def kp_ptr_decl(pf, fn):
    # the declaration of the locals of the function: (type, names)
    d = KP_PTRFN.get((kp_rel(kp_file(pf.file)), fn))
    if not d or not d[1]:
        return None
    return (d[0], ", ".join(d[1][k] for k in ("uid", "gid") if k in d[1]))

@script:python pt_cal_kpg depends on patch@
@@
if not kp_gate("boundary-ptr"):
    cocci.include_match(False)

@pt_cal depends on patch && pt_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << pt_cal.pf;
fn << pt_cal.fn;
@@
kp_cal(pf[0], fn)

@pt depends on patch && pt_cal_kpg@
identifier F : script:python() { kp_ptr_callee(F) };
expression A;
expression list es1, es2;
position p;
@@
F(es1, A@p, es2)

@script:python pt_s@
p << pt.p;
A << pt.A;
tmp;
typ;
fr;
mk;
ns;
lv;
@@
r = kp_ptr(p[0], A)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.tmp = cocci.make_ident(r[0])
    coccinelle.typ = cocci.make_type(r[1])
    coccinelle.fr = cocci.make_ident(r[2])
    coccinelle.mk = cocci.make_ident(r[3])
    coccinelle.ns = cocci.make_expr(r[4])
    coccinelle.lv = cocci.make_expr(r[5])

@pt_r depends on patch && pt_cal_kpg@
identifier pt.F;
expression pt.A, E;
expression list pt.es1, pt.es2;
position pt.p;
identifier pt_s.tmp, pt_s.fr, pt_s.mk;
expression pt_s.ns, pt_s.lv;
statement S;
@@
(
- if ((E = F(es1, A@p, es2)))
+ tmp = fr(ns, lv);
+ E = F(es1, &tmp, es2);
+ lv = mk(ns, tmp);
+ if (E)
  S
|
+ tmp = fr(ns, lv);
  E = F(es1,
- A@p
+ &tmp
  , es2);
+ lv = mk(ns, tmp);
|
+ tmp = fr(ns, lv);
  F(es1,
- A@p
+ &tmp
  , es2);
+ lv = mk(ns, tmp);
)

@script:python pt_dp_kpg depends on patch@
@@
if not kp_gate("boundary-ptr"):
    cocci.include_match(False)

@pt_dp depends on patch && pt_dp_kpg@
identifier fn;
type T0;
position pf;
@@
T0 fn@pf(...) { ... }

@script:python pt_ds@
fn << pt_dp.fn;
pf << pt_dp.pf;
typ;
xs;
@@
d = kp_ptr_decl(pf[0], fn)
if d is None:
    cocci.include_match(False)
else:
    coccinelle.typ = cocci.make_type(d[0])
    coccinelle.xs = cocci.make_ident(d[1])

@depends on patch@
identifier pt_dp.fn;
type pt_dp.T0;
type pt_ds.typ;
identifier pt_ds.xs;
@@
T0 fn(...) {
+ typ xs;
...
}

// ---- report, context, org (coccicheck): a pointer to kernel ids passed
// to a call (a raw pointer parameter there takes a local, see above) ----
@pt_r_ctx depends on context@
typedef kuid_t, kgid_t;
kuid_t *U;
kgid_t *G;
expression F;
expression list es1, es2;
@@
(
 F(es1,
* U
 , es2)
|
 F(es1,
* G
 , es2)
)

@pt_rr depends on org || report@
typedef kuid_t, kgid_t;
kuid_t *U;
kgid_t *G;
expression F;
expression list es1, es2;
position p;
@@
(
 F(es1, U@p, es2)
|
 F(es1, G@p, es2)
)

@script:python depends on report@
p << pt_rr.p;
@@
coccilib.report.print_report(p[0], "pointer to kernel ids passed to a call: where the parameter points to a raw number, go through a local (from_kuid() before, make_kuid() after)")

@script:python depends on org@
p << pt_rr.p;
@@
coccilib.org.print_todo(p[0], "pointer to kernel ids passed to a call: where the parameter points to a raw number, go through a local")
