#!/usr/bin/env python3
"""sarif_valid.py LOG.sarif [SCHEMA.json] — checks a SARIF 2.1.0 log against what
the SARIF 2.1.0 schema requires (the required properties of every object the
kidpush tools write, the property names each object may have, the enums), and
what kidpush promises on top: rule metadata with help text per kind, SRCROOT
as an absolute file:// uri ending in '/', relative percent-encoded artifact
uris that name SRCROOT.  With SCHEMA (the OASIS sarif-schema-2.1.0.json) and
python3-jsonschema, the log is also validated against the schema itself."""
import json
import re
import sys

log = json.load(open(sys.argv[1]))
errors = []


def need(cond, what):
    if not cond:
        errors.append(what)


# Property names the schema allows (additionalProperties: false) on the
# objects kidpush writes, and which of them are required.
ALLOWED = {
    "sarifLog": ({"$schema", "version", "runs", "inlineExternalProperties", "properties"}, {"version", "runs"}),
    "run": ({"tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds",
             "artifacts", "logicalLocations", "graphs", "results", "automationDetails", "runAggregates",
             "baselineGuid", "redactionTokens", "defaultEncoding", "defaultSourceLanguage", "newlineSequences",
             "columnKind", "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses",
             "translations", "policies", "webRequests", "webResponses", "specialLocations", "properties"},
            {"tool"}),
    "tool": ({"driver", "extensions", "properties"}, {"driver"}),
    "driver": ({"guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription",
                "fullName", "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc",
                "downloadUri", "informationUri", "globalMessageStrings", "notifications", "rules", "taxa",
                "locations", "language", "contents", "isComprehensive", "localizedDataSemanticVersion",
                "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent", "translationMetadata",
                "supportedTaxonomies", "properties"}, {"name"}),
    "rule": ({"id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
              "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships",
              "properties"}, {"id"}),
    "result": ({"ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid",
                "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks",
                "codeFlows", "graphs", "graphTraversals", "relatedLocations", "suppressions", "baselineState",
                "rank", "attachments", "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa",
                "webRequest", "webResponse", "properties"}, {"message"}),
    "location": ({"id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships",
                  "properties"}, set()),
    "physicalLocation": ({"address", "artifactLocation", "region", "contextRegion", "properties"}, set()),
    "artifactLocation": ({"uri", "uriBaseId", "index", "description", "properties"}, set()),
    "region": ({"startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset",
                "byteLength", "snippet", "message", "sourceLanguage", "properties"}, set()),
    "logicalLocation": ({"name", "index", "fullyQualifiedName", "decoratedName", "parentIndex", "kind",
                         "properties"}, set()),
    "message": ({"text", "markdown", "id", "arguments", "properties"}, set()),
    "mfMessage": ({"text", "markdown", "properties"}, {"text"}),
    "configuration": ({"enabled", "level", "rank", "parameters", "properties"}, set()),
}
LEVELS = {"none", "note", "warning", "error"}
BASELINE = {"new", "unchanged", "updated", "absent"}
URI_CHARS = re.compile(r"^([A-Za-z0-9/\-._~+,;=:@!$&'()*]|%[0-9A-F]{2})*$")


def obj(o, kind, where):
    if not isinstance(o, dict):
        errors.append("%s: %s is not an object" % (where, kind))
        return {}
    allowed, required = ALLOWED[kind]
    for k in o:
        need(k in allowed, "%s: %s has no property %r in SARIF 2.1.0" % (where, kind, k))
    for k in required:
        need(k in o, "%s: %s lacks required %r" % (where, kind, k))
    return o


def mf(o, where):
    obj(o, "mfMessage", where)


top = obj(log, "sarifLog", "log")
need(top.get("version") == "2.1.0", "version is not 2.1.0")
need(isinstance(top.get("runs"), list) and top["runs"], "runs")
for ri, run in enumerate(top.get("runs", [])):
    w = "runs[%d]" % ri
    obj(run, "run", w)
    driver = obj(obj(run.get("tool"), "tool", w + ".tool").get("driver"), "driver", w + ".tool.driver")
    rules = driver.get("rules", [])
    for i, r in enumerate(rules):
        rw = "%s rule %d" % (w, i)
        obj(r, "rule", rw)
        need("shortDescription" in r and "help" in r, rw + ": no shortDescription or help")
        for k in ("shortDescription", "fullDescription", "help"):
            if k in r:
                mf(r[k], rw + "." + k)
        if "defaultConfiguration" in r:
            obj(r["defaultConfiguration"], "configuration", rw)
            need(r["defaultConfiguration"].get("level", "warning") in LEVELS, rw + ": level")
    bases = run.get("originalUriBaseIds", {})
    for name, b in bases.items():
        obj(b, "artifactLocation", "%s base %s" % (w, name))
        u = b.get("uri", "")
        need(u.startswith("file:///") and u.endswith("/") and URI_CHARS.match(u[7:]),
             "%s: base %s uri %r is not an absolute file uri ending in /" % (w, name, u))
        if "description" in b:
            obj(b["description"], "message", w + " base description")
    ids = [r.get("id") for r in rules]
    for i, res in enumerate(run.get("results", [])):
        rw = "%s result %d" % (w, i)
        obj(res, "result", rw)
        m = obj(res.get("message"), "message", rw + ".message")
        need("text" in m or "id" in m, rw + ": message without text or id")
        need(res.get("level", "warning") in LEVELS, rw + ": level %r" % res.get("level"))
        if "ruleIndex" in res:
            need(0 <= res["ruleIndex"] < len(ids) and ids[res["ruleIndex"]] == res.get("ruleId"),
                 rw + ": ruleIndex does not name ruleId")
        if "baselineState" in res:
            need(res["baselineState"] in BASELINE, rw + ": baselineState")
        for loc in res.get("locations", []):
            obj(loc, "location", rw)
            pl = obj(loc.get("physicalLocation", {}), "physicalLocation", rw)
            art = obj(pl.get("artifactLocation", {}), "artifactLocation", rw)
            u = art.get("uri", "")
            if "uriBaseId" in art:
                need(art["uriBaseId"] in bases, rw + ": uriBaseId %r not in originalUriBaseIds" % art["uriBaseId"])
                need(not u.startswith("/") and ":" not in u.split("/")[0] and URI_CHARS.match(u),
                     rw + ": relative uri %r" % u)
            else:
                need(u.startswith("file:///") and URI_CHARS.match(u[7:]), rw + ": absolute uri %r" % u)
            reg = obj(pl.get("region", {}), "region", rw)
            for k in ("startLine", "startColumn", "endLine", "endColumn"):
                if k in reg:
                    need(isinstance(reg[k], int) and reg[k] >= 1, rw + ": " + k)
            if "snippet" in reg:
                obj(reg["snippet"], "message", rw + " snippet")
            for ll in loc.get("logicalLocations", []):
                obj(ll, "logicalLocation", rw)

if len(sys.argv) > 2:
    import jsonschema  # python3-jsonschema
    schema = json.load(open(sys.argv[2]))
    for e in jsonschema.Draft4Validator(schema).iter_errors(log):
        errors.append("schema: %s at %s" % (e.message, "/".join(str(p) for p in e.path)))
for e in errors:
    print("SARIF:", e)
print("%s: %d run(s), %d result(s) checked%s" % (sys.argv[1], len(top.get("runs", [])),
      sum(len(r.get("results", [])) for r in top.get("runs", [])), " (and the schema)" if len(sys.argv) > 2 else ""))
sys.exit(1 if errors else 0)
