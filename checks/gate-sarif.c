/* gate-sarif.c: SARIF 2.1.0 output for CI code scanning.  ID problems
 * are results of rule kidpush/id-type (level error), noise of
 * kidpush/noise (level note). */
#include "gate-diag.h"
#include <string.h>

static void sarif_result(FILE *f, const struct diag *x, int have_baseline)
{
	int id = x->cls == CLASS_ID, setup = x->cls == CLASS_SETUP;
	fputs("        {\"ruleId\": ", f);
	json_str(f, id ? "kidpush/id-type" : setup ? "kidpush/not-checked" : "kidpush/noise");
	fprintf(f, ", \"ruleIndex\": %d, \"level\": \"%s\",\n", id ? 0 : setup ? 2 : 1,
		id ? "error" : setup ? "warning" : "note");
	char text[2048];
	snprintf(text, sizeof(text), "%s: %s%s%s%s%s", x->tool, x->msg,
		 x->detail[0] ? " (" : "", x->detail, x->detail[0] ? ")" : "",
		 "");
	fputs("         \"message\": {\"text\": ", f);
	json_str(f, text);
	fputs("},\n         \"locations\": [{\"physicalLocation\": "
	      "{\"artifactLocation\": {\"uri\": ", f);
	json_str(f, x->file);
	if (x->file[0] != '/')
		fputs(", \"uriBaseId\": \"SRCROOT\"", f);
	fprintf(f, "}, \"region\": {\"startLine\": %d", x->line > 0 ? x->line : 1);
	if (x->col > 0)
		fprintf(f, ", \"startColumn\": %d", x->col);
	fputs("}}", f);
	if (x->func) {
		fputs(", \"logicalLocations\": [{\"name\": ", f);
		json_str(f, x->func);
		fputs(", \"kind\": \"function\"}]", f);
	}
	fputs("}]", f);
	if (have_baseline && id)
		fprintf(f, ",\n         \"baselineState\": \"%s\"",
			x->is_new ? "new" : "unchanged");
	if (x->reason) {
		fputs(",\n         \"properties\": {\"reason\": ", f);
		json_str(f, x->reason);
		fputs("}", f);
	}
	fputs("}", f);
}

int write_sarif(const char *path, const struct diags *d,
		const struct report_info *ri)
{
	char *tmp;
	FILE *f = out_open(path, &tmp);
	if (!f)
		return -1;
	fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	      "  \"version\": \"2.1.0\",\n"
	      "  \"runs\": [{\n"
	      "    \"tool\": {\"driver\": {\"name\": \"kidpush-gate\",\n"
	      "      \"rules\": [\n"
	      "        {\"id\": \"kidpush/id-type\", \"shortDescription\": {\"text\": "
	      "\"kernel ID type problem (kuid_t/kgid_t/kprojid_t/struct kqid)\"}, "
	      "\"defaultConfiguration\": {\"level\": \"error\"}},\n"
	      "        {\"id\": \"kidpush/noise\", \"shortDescription\": {\"text\": "
	      "\"sparse/gcc diagnostic unrelated to ID types\"}, "
	      "\"defaultConfiguration\": {\"level\": \"note\"}},\n"
	      "        {\"id\": \"kidpush/not-checked\", \"shortDescription\": {\"text\": "
	      "\"file could not be checked (include file missing)\"}, "
	      "\"defaultConfiguration\": {\"level\": \"warning\"}}\n"
	      "      ]}},\n", f);
	fputs("    \"originalUriBaseIds\": {\"SRCROOT\": {\"description\": "
	      "{\"text\": ", f);
	json_str(f, ri->tree);
	fputs("}}},\n    \"results\": [", f);
	int first = 1;
	static const int order[3] = { CLASS_ID, CLASS_SETUP, CLASS_NOISE };
	for (int pass = 0; pass < 3; pass++) {
		for (size_t i = 0; i < d->n; i++) {
			if (d->v[i].cls != order[pass])
				continue;
			fputs(first ? "\n" : ",\n", f);
			sarif_result(f, &d->v[i], ri->have_baseline);
			first = 0;
		}
	}
	fputs(first ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n", f);
	return out_close(f, path, tmp);
}
