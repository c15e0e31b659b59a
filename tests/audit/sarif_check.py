#!/usr/bin/env python3
"""sarif_check.py SARIF JSON — structural checks of a SARIF 2.1.0 log against the
--json report of the same run: one result per finding, kind as ruleId, physical
location with the finding's file/line/column."""
import json
import sys

sarif, report = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
errors = []
def need(cond, what):
    if not cond:
        errors.append(what)

need(sarif.get("version") == "2.1.0", "version is not 2.1.0")
need("sarif-2.1.0" in sarif.get("$schema", ""), "$schema does not name 2.1.0")
runs = sarif.get("runs", [])
need(len(runs) == 1, "want exactly one run")
run = runs[0] if runs else {}
driver = run.get("tool", {}).get("driver", {})
need(driver.get("name") == "kidpush-audit", "tool.driver.name")
rules = [r.get("id") for r in driver.get("rules", [])]
base_rules = ["raw-compare", "raw-mix", "converted-compare", "raw-use", "raw-carrier", "boundary-in", "boundary-out"]
ns_rules = ["ns-mismatch", "ns-ignored", "ns-unmunged", "ns-unchecked", "ns-unclassified"]  # with --namespaces
need(rules in (base_rules, base_rules + ns_rules), "rules: %s" % rules)
base = run.get("originalUriBaseIds", {}).get("SRCROOT", {}).get("uri", "")
need(base.startswith("file:///") and base.endswith("/"), "SRCROOT uri %r" % base)
results = run.get("results", [])
need(len(results) == len(report["findings"]), "%d results for %d findings" % (len(results), len(report["findings"])))
got = set()
for r in results:
    need(r.get("ruleId") in rules, "ruleId %r" % r.get("ruleId"))
    need(rules.index(r.get("ruleId")) == r.get("ruleIndex"), "ruleIndex")
    need(r.get("message", {}).get("text"), "message.text")
    loc = r.get("locations", [{}])[0].get("physicalLocation", {})
    art, reg = loc.get("artifactLocation", {}), loc.get("region", {})
    need(art.get("uriBaseId") == "SRCROOT" and art.get("uri"), "artifactLocation")
    need(isinstance(reg.get("startLine"), int) and reg["startLine"] >= 1, "startLine")
    need(isinstance(reg.get("startColumn"), int) and reg["startColumn"] >= 1, "startColumn")
    got.add((art.get("uri"), reg.get("startLine"), reg.get("startColumn"), r.get("ruleId")))
want = {(f["file"], f["line"], f["column"], f["kind"]) for f in report["findings"]}
need(got == want, "SARIF results differ from the JSON findings: %s" % sorted(got ^ want)[:5])
for e in errors:
    print("SARIF:", e)
print("%d results checked" % len(results))
sys.exit(1 if errors else 0)
