/* report_sarif.c — SARIF 2.1.0: one run, the four kinds as rules, one result per
 * finding with its physical location (relative to %SRCROOT%) and kind as ruleId. */
#include "report.h"

#include <string.h>

static void uri_path(FILE *f, const char *s)
{
	/* Percent-encode what may not appear in a URI path. */
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    strchr("/-._~+,;=:@", *p))
			fputc(*p, f);
		else
			fprintf(f, "%%%02X", *p);
	}
}

int report_sarif(FILE *f, const void *vctx)
{
	const struct report_ctx *c = vctx;
	const struct run *r = c->r;
	fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	      "  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
	      "    \"tool\": {\"driver\": {\"name\": \"kidpush-audit\", \"rules\": [", f);
	for (int i = 0; i < K_NKINDS; i++) {
		fputs(i ? ",\n      {\"id\": " : "\n      {\"id\": ", f);
		json_str(f, kind_name((enum kind)i));
		fputs(", \"shortDescription\": {\"text\": ", f);
		json_str(f, kind_help((enum kind)i));
		fputs("}, \"defaultConfiguration\": {\"level\": \"warning\"}}", f);
	}
	fputs("\n    ]}},\n    \"originalUriBaseIds\": {\"SRCROOT\": {\"uri\": ", f);
	fputs("\"file://", f);
	uri_path(f, c->m->tree);
	fputs("/\"}},\n    \"results\": [", f);
	for (size_t i = 0; i < r->all.n; i++) {
		const struct finding *fd = &r->all.v[i];
		fputs(i ? ",\n      {" : "\n      {", f);
		fputs("\"ruleId\": ", f);
		json_str(f, kind_name(fd->kind));
		fprintf(f, ", \"ruleIndex\": %d, \"level\": \"warning\", \"message\": {\"text\": ", (int)fd->kind);
		json_str(f, fd->message);
		fputs("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", f);
		if (fd->file[0] == '/') {
			/* Outside the tree (a header elsewhere): an absolute file URI. */
			fputs("\"file://", f);
			uri_path(f, fd->file);
			fputs("\"", f);
		} else {
			fputc('"', f);
			uri_path(f, fd->file);
			fputs("\", \"uriBaseId\": \"SRCROOT\"", f);
		}
		fprintf(f, "}, \"region\": {\"startLine\": %u, \"startColumn\": %u, \"snippet\": {\"text\": ",
			fd->line, fd->col ? fd->col : 1);
		json_str(f, fd->source);
		fputs("}}}", f);
		if (fd->function[0]) {
			fputs(", \"logicalLocations\": [{\"name\": ", f);
			json_str(f, fd->function);
			fputs(", \"kind\": \"function\"}]", f);
		}
		fputs("}]}", f);
	}
	fputs("\n    ]\n  }]\n}\n", f);
	return ferror(f) ? -1 : 0;
}
