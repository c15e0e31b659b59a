/* kp-sarif.c — SARIF 2.1.0 of a list of findings (kp-finding.h): the
 * rules with their descriptions and help, SRCROOT as a file:// uri,
 * tree-relative artifact uris (percent-encoded) against it. */
#include "kp-finding.h"
#include "kp-json.h"
#include <string.h>

/* Percent-encodes what may not appear in a URI path. */
static void uri_path(FILE *f, const char *s)
{
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    strchr("/-._~+,;=:@", *p))
			fputc(*p, f);
		else
			fprintf(f, "%%%02X", *p);
	}
}

static void text(FILE *f, const char *key, const char *s)
{
	fprintf(f, "\"%s\": {\"text\": ", key);
	json_str(f, s);
	fputc('}', f);
}

static void result(FILE *f, const struct sarif_run *run, const struct finding *x)
{
	const struct sarif_rule *r = &run->rules[x->kind];
	fputs("{\"ruleId\": ", f);
	json_str(f, r->id);
	fprintf(f, ", \"ruleIndex\": %d, \"level\": ", x->kind);
	json_str(f, x->severity ? x->severity : r->level);
	/* "sparse: MESSAGE (DETAIL)" */
	fputs(",\n         \"message\": {\"text\": \"", f);
	if (x->tool) {
		json_str_body(f, x->tool);
		fputs(": ", f);
	}
	json_str_body(f, x->message);
	if (x->detail && x->detail[0]) {
		fputs(" (", f);
		json_str_body(f, x->detail);
		fputc(')', f);
	}
	fputs("\"},\n         \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"", f);
	if (x->file[0] == '/') {
		/* outside the tree (a header elsewhere): an absolute file uri */
		fputs("file://", f);
		uri_path(f, x->file);
		fputc('"', f);
	} else {
		uri_path(f, x->file);
		fputs("\", \"uriBaseId\": \"SRCROOT\"", f);
	}
	fprintf(f, "}, \"region\": {\"startLine\": %u", x->line ? x->line : 1);
	if (x->col)
		fprintf(f, ", \"startColumn\": %u", x->col);
	if (x->end_line)
		fprintf(f, ", \"endLine\": %u", x->end_line);
	if (x->end_col)
		fprintf(f, ", \"endColumn\": %u", x->end_col);
	if (x->source && x->source[0]) {
		fputs(", ", f);
		text(f, "snippet", x->source);
	}
	fputs("}}", f);
	if (x->function && x->function[0]) {
		fputs(", \"logicalLocations\": [{\"name\": ", f);
		json_str(f, x->function);
		fputs(", \"kind\": \"function\"}]", f);
	}
	fputs("}]", f);
	if (x->baseline)
		fprintf(f, ",\n         \"baselineState\": \"%s\"", x->baseline);
	if (x->reason) {
		fputs(",\n         \"properties\": {\"reason\": ", f);
		json_str(f, x->reason);
		fputc('}', f);
	}
	fputc('}', f);
}

int sarif_write(FILE *f, const struct sarif_run *run, const struct finding *v, size_t n)
{
	fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	      "  \"version\": \"2.1.0\",\n  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": ", f);
	json_str(f, run->tool);
	fputs(", \"rules\": [", f);
	for (size_t i = 0; i < run->nrules; i++) {
		const struct sarif_rule *r = &run->rules[i];
		fputs(i ? ",\n      {\"id\": " : "\n      {\"id\": ", f);
		json_str(f, r->id);
		fputs(", ", f);
		text(f, "shortDescription", r->text);
		fputs(", ", f);
		text(f, "help", r->help);
		fputs(", \"defaultConfiguration\": {\"level\": ", f);
		json_str(f, r->level);
		fputs("}}", f);
	}
	fputs("\n    ]}},\n    \"originalUriBaseIds\": {\"SRCROOT\": {", f);
	if (run->tree[0] == '/') {
		fputs("\"uri\": \"file://", f);
		uri_path(f, run->tree);
		fputs(run->tree[strlen(run->tree) - 1] == '/' ? "\", " : "/\", ", f);
	}
	text(f, "description", run->tree);
	fputs("}},\n    \"results\": [", f);
	for (size_t i = 0; i < n; i++) {
		fputs(i ? ",\n        " : "\n        ", f);
		result(f, run, &v[i]);
	}
	fputs(n ? "\n    ]\n  }]\n}\n" : "]\n  }]\n}\n", f);
	return ferror(f) ? -1 : 0;
}
