/// Inbound boundaries: a raw id entering the kernel (a mount option, an
/// on-disk or on-the-wire field read with le32_to_cpu()/ntohl(), a uapi
/// struct) where a kernel id is wanted becomes make_kuid(NS, E) (make_kgid,
/// make_kprojid).  The namespace comes from the plan: current_user_ns() for
/// what the mounting process says, &init_user_ns for disk and wire formats.
///
/// Where the plan says the function has an error path (error_path) and the
/// assignment X = E; follows an error exit -- "if (C) return -R;",
/// "if (C) goto L;", or "if (C) { ... }" ending in one of them or, in an
/// option loop, in "ERR = ...; continue;" (copied with ERR = -EINVAL), or
/// "if (C) return V;" or a block ending in it, with any V, when C takes the
/// address of E or of the variable E casts ((uid_t)tmp) (the value's
/// producer failed: "if (match_int(&args[0], &option)) return 0;" in a
/// parser returning 0 for a bad option) -- the
/// nearest on every path and the same on all of them (e.g. the test of
/// match_int()), the value is also checked with a copy of that exit:
///   X = make_kuid(NS, E);
///   if (!uid_valid(X))
///           return -R;        (or goto L;, or the whole block)
/// Otherwise only make_kuid() is added and the driver lists the site ("no
/// validity check").  A site with error_path whose paths have no such
/// exit, or different ones, gets make_kuid() alone too, and convert lists
/// it for the missing check (pass 1's hunk there adds no uid_valid()).
/// A struct kqid cannot be made from one raw value and
/// is left to the plan's "listed" part.
///
/// A site without a check that stores into I->i_uid / I->i_gid, where spatch
/// knows I to be a struct inode * and the namespace is &init_user_ns, uses
/// the kernel's own helper instead (Linux 3.5+, include/linux/fs.h), as the
/// hand conversions of 3.7 do: i_uid_write(I, E) / i_gid_write(I, E), a cast
/// of E to uid_t/gid_t dropped.  A site with a check keeps make_kuid().
///
/// With a plan (-D kidpush_plan=FILE) only planned sites (kind
/// "boundary-in", position and text of E) change: assignments, arguments,
/// initialisations, returns, and designated initialisers of struct fields
/// ({ .uid = E }, as a plain make_kuid() without a check).  Without a plan: X =
/// le32_to_cpu(..)/be32_to_cpu(..)/ntohl(..) into an expression spatch knows
/// to be kuid_t/kgid_t gets make_kuid(&init_user_ns, ...).
//
// Confidence: High (with a plan), Moderate (typed fallback)
// Options: --no-includes
// (the mode with a plan; without one the typed fallback wants
// --include-headers instead: spatch must see the declarations of the types)
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
KP_BI_FN = {"uid": ("make_kuid", "uid_valid"), "gid": ("make_kgid", "gid_valid"), "projid": ("make_kprojid", "projid_valid")}
def kp_bi(p, E, want_error_path, take=True, verbatim=None):
    s = kp_site(p, "boundary-in", E, take=False)
    if s is None or s.get("id") not in KP_BI_FN:
        return None
    if bool(want_error_path) != bool(s.get("error_path")):
        return None
    if verbatim is not None and kp_verbatim(s, p) != verbatim:
        return None
    return kp_take(s) if take else s
# A site without a check (a constant id, the raw operand of a compare) is
# wrapped with its own text: spatch prints a cast of a negative number it
# cannot tell from a subtraction, (uid_t)-2, as "(uid_t) - 2".
# Only when the plan spells the site as the original file does (unchanged on
# disk during the run): any other plan text gets the reprinted E instead.
def kp_verbatim(s, p):
    t = s.get("text", "")
    if not (s.get("no_check") and t and "\n" not in t):
        return False
    line = kp_getline(kp_file(p.file), int(s["line"]))
    c, e = int(s["col"]) - 1, int(s.get("end_col", 0)) - 1
    return line is not None and e > c >= 0 and line[c:e] == t
# Error exits seen before a site (bi_ex): "return -R;", "goto L;", or a
# block ending in one of them (its message and error code come along).
import re
KP_EXITS = {}
KP_EXIT_RE = re.compile(r"(^|[;{}] ?)(goto \w+ ?;|return ?- ?\w+ ?;)( ?})?$")
# an option loop reports a bad value and goes on with the next option:
# { ... ret = r; continue; } -- the copy sets the error to -EINVAL
KP_CONT_RE = re.compile(r"^(\{.*[;{}] ?)(\w+) ?= ?[^;]+; ?continue ?; ?\}$")
def kp_exit_text(S):
    # the exit as one line, or None; the exit of an allocation failure
    # (-ENOMEM) is not the exit of a bad value
    t = " ".join(str(S).split())
    if "ENOMEM" in t:
        return None
    m = KP_EXIT_RE.search(t)
    if m is not None and t.startswith("{") == bool(m.group(3)):
        return t
    m = KP_CONT_RE.match(t)
    if m is not None:
        return m.group(1) + m.group(2) + " = -EINVAL; continue; }"
    return None
# any other "return V;" is an exit for the value only when its test takes
# the value's address: the producer failed (if (match_int(&args[0],
# &option)) return 0; in a parser returning 0 for a bad option)
# (also a block ending in it: "{ printk(...); return 0; }"); the value may
# be a cast of what the producer wrote: (uid_t)tmp after match_int(.., &tmp)
KP_RET_RE = re.compile(r"^return ?[\w ]*;$")
KP_RETB_RE = re.compile(r"^\{.*[;{}] ?return ?[\w ]*; ?\}$")
KP_CAST_RE = re.compile(r"^\( ?\w+ ?\) ?(\w+)$")
def kp_ret_ok(r):
    return KP_RET_RE.match(r) is not None or KP_RETB_RE.match(r) is not None
def kp_exit_ok(S):
    return kp_exit_text(S) is not None or kp_ret_ok(" ".join(str(S).split()))
def kp_exit_add(p, S, C, E):
    t = kp_exit_text(S)
    if t is None:
        r = " ".join(str(S).split())
        e = " ".join(str(E).split())
        m = KP_CAST_RE.match(e)
        c = " ".join(str(C).split())
        if kp_ret_ok(r) and any(re.search(r"& ?" + re.escape(v) + r"(?!\w)", c) for v in [e] + ([m.group(1)] if m else [])):
            t = r
    if t is not None:
        KP_EXITS.setdefault((p.file, p.line, p.column), set()).add(t)
def kp_exit_one(p):
    x = KP_EXITS.get((p.file, p.line, p.column), set())
    return next(iter(x)) if len(x) == 1 else None

// ---- with a plan: sites without an error path (assignment, argument,
// initialiser, return): make_kuid() only.  These come first: the checks
// below add lines, after which the line numbers of spatch in that function
// no longer match the plan ----
// (assignments and arguments are separate chains: in a disjunction the
// first branch that matches a statement hides the others there)
// a site without a check (a constant id, the raw operand of a compare:
// kp_verbatim) is wrapped with its own text, in its own chains (a rule
// that changes code ends what later rules may inherit of a match)
@script:python bi_ka_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_ka_cal depends on patch && bi_ka_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_ka_cal.pf;
fn << bi_ka_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_ka depends on patch && bi_ka_cal_kpg@
expression E, X;
position p;
@@
X = E@p

@script:python bi_kas@
p << bi_ka.p;
E << bi_ka.E;
fn;
ns;
v;
@@
s = kp_bi(p[0], E, False, verbatim=True)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))
    coccinelle.v = cocci.make_ident(s["text"])

@depends on patch@
expression bi_ka.E;
position bi_ka.p;
identifier bi_kas.fn, bi_kas.v;
expression bi_kas.ns;
@@
- E@p
+ fn(ns, v)

@script:python bi_kc_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_kc_cal depends on patch && bi_kc_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_kc_cal.pf;
fn << bi_kc_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_kc depends on patch && bi_kc_cal_kpg@
expression E;
expression list es;
identifier f;
position p;
@@
f(es, E@p, ...)

@script:python bi_kcs@
p << bi_kc.p;
E << bi_kc.E;
fn;
ns;
v;
@@
s = kp_bi(p[0], E, False, verbatim=True)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))
    coccinelle.v = cocci.make_ident(s["text"])

@depends on patch@
expression bi_kc.E;
position bi_kc.p;
identifier bi_kcs.fn, bi_kcs.v;
expression bi_kcs.ns;
@@
- E@p
+ fn(ns, v)

// ---- with a plan: the kernel's own inode helpers (Linux 3.5+,
// include/linux/fs.h): a planned site X = E without a check, where X is
// I->i_uid / I->i_gid of an I spatch knows to be a struct inode * and the
// namespace is &init_user_ns, becomes i_uid_write(I, E) / i_gid_write(I,
// E), as the hand conversions of 3.7 write it; a cast of E to uid_t/gid_t
// goes (the parameter is one).  Comes before bi_a, which would take the
// site; a site with a check (error_path) keeps make_kuid() and the check
// below (i_uid_write() cannot be checked) ----
@script:python bi_w_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_w_cal depends on patch && bi_w_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_w_cal.pf;
fn << bi_w_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_w depends on patch && bi_w_cal_kpg@
struct inode *I;
identifier fld = {i_uid, i_gid};
expression E;
position p, q;
@@
I@q->fld = E@p

@script:python bi_ws@
p << bi_w.p;
E << bi_w.E;
fld << bi_w.fld;
fn;
@@
s = kp_bi(p[0], E, False, take=False, verbatim=False)
if s is None or s.get("id") != str(fld)[2:] or kp_norm(s.get("ns", "&init_user_ns")) != "&init_user_ns" or kp_bi(p[0], E, False, verbatim=False) is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(str(fld) + "_write")

@depends on patch@
typedef uid_t, gid_t;
struct inode *bi_w.I;
expression bi_w.E, E2;
identifier bi_w.fld, bi_ws.fn;
position bi_w.q;
@@
(
- I@q->fld = (uid_t)E2
+ fn(I, E2)
|
- I@q->fld = (gid_t)E2
+ fn(I, E2)
|
- I@q->fld = E
+ fn(I, E)
)

// ---- with a plan: the same where spatch does not know the type (ip->vfs.i_uid,
// VFS_I(ip)->i_uid) but the plan does: libclang's types name the struct inode
// the site is assigned to ("inode": "&ip->vfs"; issue 34 item 5) ----
@bi_wi depends on patch && bi_w_cal_kpg@
expression X, E;
position p, q;
@@
X@q = E@p

@script:python bi_wis@
p << bi_wi.p;
E << bi_wi.E;
X << bi_wi.X;
fn;
ino;
@@
s = kp_bi(p[0], E, False, take=False, verbatim=False)
fld = str(X).strip()[-5:]
if s is None or not s.get("inode") or fld not in ("i_uid", "i_gid") or s.get("id") != fld[2:] or kp_norm(s.get("ns", "&init_user_ns")) != "&init_user_ns" or kp_bi(p[0], E, False, verbatim=False) is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(fld + "_write")
    coccinelle.ino = cocci.make_expr(s["inode"])

@depends on patch@
typedef uid_t, gid_t;
expression bi_wi.X, bi_wi.E, E2;
identifier bi_wis.fn;
expression bi_wis.ino;
position bi_wi.q;
@@
(
- X@q = (uid_t)E2
+ fn(ino, E2)
|
- X@q = (gid_t)E2
+ fn(ino, E2)
|
- X@q = E
+ fn(ino, E)
)

@script:python bi_a_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_a_cal depends on patch && bi_a_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_a_cal.pf;
fn << bi_a_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_a depends on patch && bi_a_cal_kpg@
expression E, X;
position p;
@@
X = E@p

@script:python bi_as@
p << bi_a.p;
E << bi_a.E;
fn;
ns;
@@
s = kp_bi(p[0], E, False, verbatim=False)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bi_a.E;
position bi_a.p;
identifier bi_as.fn;
expression bi_as.ns;
@@
- E@p
+ fn(ns, E)

// a branch of a conditional (X = C ? opt : (uid_t) le32_to_cpu(..)): no
// place for a check there, make_kuid() alone (a site of a function with an
// error path is listed by convert for the missing check); one chain per
// branch (in a disjunction the first branch that matches hides the other)
@script:python bi_q_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_q_cal depends on patch && bi_q_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_q_cal.pf;
fn << bi_q_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_q depends on patch && bi_q_cal_kpg@
expression C, E, F;
position p;
@@
C ? E@p : F

@script:python bi_qs@
p << bi_q.p;
E << bi_q.E;
fn;
ns;
@@
s = kp_bi(p[0], E, False, verbatim=False) or kp_bi(p[0], E, True)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bi_q.E;
position bi_q.p;
identifier bi_qs.fn;
expression bi_qs.ns;
@@
- E@p
+ fn(ns, E)

@script:python bi_q2_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_q2_cal depends on patch && bi_q2_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_q2_cal.pf;
fn << bi_q2_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_q2 depends on patch && bi_q2_cal_kpg@
expression C, E, F;
position p;
@@
C ? F : E@p

@script:python bi_q2s@
p << bi_q2.p;
E << bi_q2.E;
fn;
ns;
@@
s = kp_bi(p[0], E, False, verbatim=False) or kp_bi(p[0], E, True)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bi_q2.E;
position bi_q2.p;
identifier bi_q2s.fn;
expression bi_q2s.ns;
@@
- E@p
+ fn(ns, E)

@script:python bi_c_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_c_cal depends on patch && bi_c_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_c_cal.pf;
fn << bi_c_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_c depends on patch && bi_c_cal_kpg@
expression E;
expression list es;
identifier f;
position p;
@@
f(es, E@p, ...)

@script:python bi_cs@
p << bi_c.p;
E << bi_c.E;
fn;
ns;
@@
s = kp_bi(p[0], E, False, verbatim=False)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bi_c.E;
position bi_c.p;
identifier bi_cs.fn;
expression bi_cs.ns;
@@
- E@p
+ fn(ns, E)

@script:python bi_d_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_d_cal depends on patch && bi_d_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_d_cal.pf;
fn << bi_d_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_d depends on patch && bi_d_cal_kpg@
expression E;
identifier x;
type T;
position p;
@@
(
T x = E@p;
|
return E@p;
)

@script:python bi_ds@
p << bi_d.p;
E << bi_d.E;
fn;
ns;
@@
s = kp_bi(p[0], E, False)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bi_d.E;
position bi_d.p;
identifier bi_ds.fn;
expression bi_ds.ns;
@@
- E@p
+ fn(ns, E)

// a designated initialiser of a struct field (struct args a = { .uid = E })
@script:python bi_i_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_i_cal depends on patch && bi_i_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_i_cal.pf;
fn << bi_i_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_i depends on patch && bi_i_cal_kpg@
expression E;
identifier x, fld;
type T;
position p;
@@
T x = { ..., .fld = E@p, ... };

@script:python bi_is@
p << bi_i.p;
E << bi_i.E;
fn;
ns;
@@
s = kp_bi(p[0], E, False)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bi_i.E;
position bi_i.p;
identifier bi_is.fn;
expression bi_is.ns;
@@
- E@p
+ fn(ns, E)

// ---- with a plan: X = E; after an error exit, with a validity check.
// The exit is found by a rule that only matches (bi_ex: the nearest
// if (C) S on each path whose S is an error exit, kp_exit_ok() as a
// script constraint, so that only those ifs start a path search; an
// if (...) { ...; continue; } in between, the own error handling of an
// option loop, ends the search) and the rewrite is by
// position only: a transforming rule over control flow fails the whole
// file when the site is reached by paths that bind different exits
// ("reachable by inconsistent control-flow paths", e.g. an option loop).
// A site whose paths lead to more than one exit is left alone ----
@script:python bi_e_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_e_cal depends on patch && bi_e_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_e_cal.pf;
fn << bi_e_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_e depends on patch && bi_e_cal_kpg@
expression X, E;
position p;
@@
X = E@p;

@script:python bi_es@
p << bi_e.p;
E << bi_e.E;
fn;
valid;
ns;
@@
s = kp_bi(p[0], E, True, take=False)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.valid = cocci.make_ident(KP_BI_FN[s["id"]][1])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@bi_ex depends on patch exists@
expression bi_e.X, bi_e.E, C;
identifier L2;
position bi_e.p;
identifier bi_es.fn;
statement S : script:python () { kp_exit_ok(S) };
@@
if (C) S
... when != if (...) return ...;
    when != if (...) goto L2;
    when != if (...) continue;
    when != if (...) { ... return ...; }
    when != if (...) { ... goto L2; }
    when != if (...) { ... continue; }
X = E@p;

@script:python@
p << bi_e.p;
S << bi_ex.S;
C << bi_ex.C;
E << bi_e.E;
@@
kp_exit_add(p[0], S, C, E)

@script:python bi_ev@
p << bi_e.p;
E << bi_e.E;
S2;
@@
x = kp_exit_one(p[0])
if x is None or kp_bi(p[0], E, True) is None:
    cocci.include_match(False)
else:
    coccinelle.S2 = cocci.make_stmt(x)

@depends on patch@
expression bi_e.X, bi_e.E;
position bi_e.p;
identifier bi_es.fn, bi_es.valid;
expression bi_es.ns;
statement bi_ev.S2;
@@
- X = E@p;
+ X = fn(ns, E);
+ if (!valid(X))
+ 	S2

// ---- with a plan: a site with an error path that the chain above could
// not serve (no error exit before it, or different ones on its paths):
// make_kuid() alone, as for a site without an error path; convert lists it
// ("no validity check") from the pass-1 diff, the hunk adding no *_valid() ----
@script:python bi_f_cal_kpg depends on patch@
@@
if not kp_gate("boundary-in"):
    cocci.include_match(False)

@bi_f_cal depends on patch && bi_f_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bi_f_cal.pf;
fn << bi_f_cal.fn;
@@
kp_cal(pf[0], fn)

@bi_f depends on patch && bi_f_cal_kpg@
expression X, E;
position p;
@@
X = E@p;

@script:python bi_fs@
p << bi_f.p;
E << bi_f.E;
fn;
ns;
@@
s = kp_bi(p[0], E, True)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BI_FN[s["id"]][0])
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bi_f.E;
position bi_f.p;
identifier bi_fs.fn;
expression bi_fs.ns;
@@
- E@p
+ fn(ns, E)

// ---- without a plan: typed metavariables ----
@script:python bi_t_kpg depends on patch@
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@bi_t depends on patch && bi_t_kpg@
typedef kuid_t, kgid_t;
kuid_t U;
kgid_t G;
expression E;
identifier dec =~ "^(le32_to_cpu|be32_to_cpu|ntohl|le16_to_cpu|be16_to_cpu|ntohs)$";
position p;
@@
(
U = dec(E)@p
|
G = dec(E)@p
)

@script:python@
p << bi_t.p;
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@depends on patch@
kuid_t bi_t.U;
kgid_t bi_t.G;
expression bi_t.E;
identifier bi_t.dec;
position bi_t.p;
@@
(
  U =
- dec(E)@p
+ make_kuid(&init_user_ns, dec(E))
|
  G =
- dec(E)@p
+ make_kgid(&init_user_ns, dec(E))
)

// ---- report, context, org (coccicheck) ----
@bi_r_ctx depends on context@
kuid_t U;
kgid_t G;
expression E;
identifier dec =~ "^(le32_to_cpu|be32_to_cpu|ntohl|le16_to_cpu|be16_to_cpu|ntohs)$";
position p;
@@
(
* U = dec(E)@p
|
* G = dec(E)@p
)

@bi_r depends on org || report@
kuid_t U;
kgid_t G;
expression E;
identifier dec =~ "^(le32_to_cpu|be32_to_cpu|ntohl|le16_to_cpu|be16_to_cpu|ntohs)$";
position p;
@@
(
  U = dec(E)@p
|
  G = dec(E)@p
)

@script:python depends on report@
p << bi_r.p;
@@
coccilib.report.print_report(p[0], "raw id from disk or wire stored as a kernel id: use make_kuid()/make_kgid()")

@script:python depends on org@
p << bi_r.p;
@@
coccilib.org.print_todo(p[0], "raw id from disk or wire stored as a kernel id: use make_kuid()/make_kgid()")
