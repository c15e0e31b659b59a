/// Remove the old uid_t/gid_t declarations that rule 06a replaced.
//
// Confidence: Moderate
// Options: --no-includes --very-quiet
//
// Step 06, part b: remove the old "uid_t a = 0, b = 0;" (or gid_t)
// declaration of a function that, after rule 06a, also declares
// "kuid_t a = GLOBAL_ROOT_UID, b = GLOBAL_ROOT_UID;" (or the kgid_t form).
//
// Why: see rule 06a; the variables now hold kernel ids.
//
// Relies on: rule 06a having added the replacement declaration; this is a
// separate spatch run because spatch 1.1.1 drops a declaration added by a
// rule that also removes the one next to it.
virtual patch
@initialize:python@
@@
import re
decls = {}
multi = re.compile(r'^\s*(uid_t|gid_t)\s+(\w+)\s*=\s*0\s*,\s*(\w+)\s*=\s*0\s*;\s*$')
def norm(t):
    return ' '.join(t.split()).replace(' ,', ',').replace(' ;', ';')

@k@
@@
\(GLOBAL_ROOT_UID\|GLOBAL_ROOT_GID\)

@alld depends on k@
declaration d;
position p;
@@
  d@p

@script:python@
p << alld.p;
d << alld.d;
@@
decls.setdefault(p[0].current_element, set()).add(norm(str(d)))

@r depends on k@
declaration d;
position p;
@@
  d@p

@script:python s@
p << r.p;
d << r.d;
@@
m = multi.match(str(d))
if not m:
    cocci.include_match(False)
else:
    k = {'uid_t': ('kuid_t', 'GLOBAL_ROOT_UID'), 'gid_t': ('kgid_t', 'GLOBAL_ROOT_GID')}[m.group(1)]
    want = '%s %s = %s, %s = %s;' % (k[0], m.group(2), k[1], m.group(3), k[1])
    if want not in decls.get(p[0].current_element, set()):
        cocci.include_match(False)

@depends on s@
declaration r.d;
position r.p;
@@
- d@p
