#!/bin/sh
# The Python helpers (def kp_...) that several cocci/kuid rules carry (each rule
# must also run alone, as a coccicheck script) are the same text in every rule:
# convert runs the rules as one semantic patch (convert.py rules), where the last
# definition of a helper silently wins, so a fix made in one copy only would
# change nothing or change the others' behaviour unseen.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
command -v python3 >/dev/null 2>&1 || { echo "python3 not installed"; exit 77; }
python3 - cocci/kuid/*.cocci <<'PY'
import re, sys, collections
defs = collections.defaultdict(dict)
for f in sys.argv[1:]:
    with open(f) as fh:
        s = fh.read()
    for m in re.finditer(r"^def (kp_\w+)\(.*?(?=^\S)", s, re.M | re.S):
        if m.group(1) in defs and f in defs[m.group(1)]:
            print("FAIL: %s defines %s twice" % (f, m.group(1)))
            sys.exit(1)
        defs[m.group(1)][f] = m.group(0)
bad = 0
shared = 0
for name, by_file in sorted(defs.items()):
    if len(by_file) < 2:
        continue
    shared += 1
    texts = collections.Counter(by_file.values())
    if len(texts) > 1:
        common = texts.most_common(1)[0][0]
        odd = sorted(f for f, t in by_file.items() if t != common)
        print("FAIL: %s differs in %s from the other %d copies" % (name, ", ".join(odd), len(by_file) - len(odd)))
        bad = 1
if shared == 0:
    print("FAIL: no shared helper found (pattern broken?)")
    bad = 1
if not bad:
    print("ok: %d shared helpers, identical in every rule" % shared)
sys.exit(bad)
PY
