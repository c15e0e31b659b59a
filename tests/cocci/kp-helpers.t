#!/bin/sh
# One copy of the kp_* Python helpers of the cocci/kuid rules:
# cocci/kuid/kp_helpers.py (doc/rules.md).  Every rule NN-*.cocci loads it
# with the same guarded loader (its @initialize:python@ executes the file
# found beside the rule through cocci.cocci_file, unless kp_load is defined
# already, as in convert's combined kuid.cocci), and no rule defines a name
# kp_helpers.py defines, nor one that another rule defines too (the combined
# rule has one Python namespace: the last definition would win unseen).
# That each rule then runs alone is shown by its fixtures (tests/run cocci),
# the combined rule by tests/convert/chain.t.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
command -v python3 >/dev/null 2>&1 || { echo "python3 not installed"; exit 77; }
python3 - cocci/kuid <<'PY'
import ast, glob, os, re, sys
d = sys.argv[1]
lib = os.path.join(d, "kp_helpers.py")
if not os.path.isfile(lib):
    print("FAIL: %s missing" % lib)
    sys.exit(1)
with open(lib) as fh:
    tree = ast.parse(fh.read(), lib)
shared = set()
for n in tree.body:
    if isinstance(n, (ast.FunctionDef, ast.ClassDef)):
        shared.add(n.name)
    elif isinstance(n, ast.Assign):
        shared.update(t.id for t in n.targets if isinstance(t, ast.Name))
if "kp_load" not in shared:
    print("FAIL: %s does not define kp_load (the loaders' guard)" % lib)
    sys.exit(1)
loader = ('@initialize:python@\n@@\n'
          'if "kp_load" not in globals():\n'
          '    import os\n'
          '    KP_HELPERS = os.path.join(os.path.dirname(cocci.cocci_file), "kp_helpers.py")\n'
          '    with open(KP_HELPERS) as kp_fh:\n'
          '        exec(compile(kp_fh.read(), KP_HELPERS, "exec"), globals())\n')
rules = sorted(glob.glob(os.path.join(d, "[0-9][0-9]-*.cocci")))
if not rules:
    print("FAIL: no rules in %s" % d)
    sys.exit(1)
bad = 0
own = {}
for f in rules:
    with open(f) as fh:
        s = fh.read()
    if s.count(loader) != 1:
        print("FAIL: %s does not load kp_helpers.py with the one loader (found %d)" % (f, s.count(loader)))
        bad = 1
    i = s.find("@initialize:python@")
    if i >= 0 and s.find(loader) != i:
        print("FAIL: %s: the loader is not its first @initialize:python@" % f)
        bad = 1
    # top-level names of the Python parts (initialize and script blocks)
    for m in re.finditer(r"^(?:def|class) (\w+)|^(\w+)\s*=[^=]", s, re.M):
        name = m.group(1) or m.group(2)
        if name in shared:
            print("FAIL: %s defines %s, which kp_helpers.py defines" % (f, name))
            bad = 1
        elif m.group(1):
            own.setdefault(name, []).append(f)
for name, fs in sorted(own.items()):
    if len(fs) > 1:
        print("FAIL: %s is defined in %s: move it to kp_helpers.py" % (name, ", ".join(fs)))
        bad = 1
if not bad:
    print("ok: %d rules load the one kp_helpers.py (%d names); %d rule-own helpers, each defined once"
          % (len(rules), len(shared), len(own)))
sys.exit(bad)
PY
