#!/usr/bin/env python3
"""expect.py JSON TAGS FILE... — compare kidpush-audit --json findings with the
`/* expect: KIND */` annotations written by hand in the fixture files.

TAGS is a comma list of annotation tags that apply to this run (e.g.
"expect,expect-cdb").  Every annotated line must be reported with its kind, and
nothing else may be reported in FILEs (paths relative to the tree)."""
import json
import re
import sys

def main():
    report, tags, files = sys.argv[1], sys.argv[2].split(","), sys.argv[3:]
    want = set()
    pat = re.compile(r"/\*\s*(expect(?:-[a-z]+)?):\s*([a-z-]+)\s*\*/")
    tree = json.load(open(report))["tree"]
    for rel in files:
        with open(f"{tree}/{rel}") as f:
            for n, line in enumerate(f, 1):
                for tag, kind in pat.findall(line):
                    if tag in tags:
                        want.add((rel, n, kind))
    got = set()
    for f in json.load(open(report))["findings"]:
        if f["file"] in files:
            got.add((f["file"], f["line"], f["kind"]))
    missing, extra = sorted(want - got), sorted(got - want)
    for m in missing:
        print("MISSING  %s:%d: %s" % m)
    for e in extra:
        print("UNEXPECTED %s:%d: %s" % e)
    print("%d expected, %d reported, %d missing, %d unexpected" % (len(want), len(got), len(missing), len(extra)))
    if not want:
        print("no expectations found: the fixture annotations are gone?")
        return 1
    return 1 if missing or extra else 0

sys.exit(main())
