/* Unit tests of kfmt's token-stream comparison and column helpers. */
#include "kfmt.h"
#include "kfmt-lex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/unit.h"

static void same(const char *a, const char *b, int want)
{
	int got = same_tokens(a, strlen(a), b, strlen(b));
	CHECK(got == want, "same_tokens(\"%s\", \"%s\") = %d, wanted %d", a, b, got, want);
}

int main(void)
{
	same("int a;\n", "int\t\ta;\n", 1);
	same("f(a, b);\n", "f(a,\n  b);\n", 1);
	same("int a; /* x */\nint b;\n", "int a;\nint b; /* x */\n", 1);	/* comment moved */
	same("int a; /* x */\n", "int a; /* y */\n", 0);
	same("int a; /* x  y */\n", "int a; /* x y */\n", 0);
	same("a && b;\n", "a & & b;\n", 0);
	same("a = b;\n", "a = c;\n", 0);
	same("x = \"a b\";\n", "x = \"a  b\";\n", 0);
	same("#define A (1 + 2)\n", "#define A (1 +\n 2)\n", 0);	/* directive split */
	same("#define A (1 + \\\n 2)\n", "#define A (1 + 2)\n", 1);
	same("int a;\n", "int a;\nint b;\n", 0);
	same("/* open\n", "/* open\n", 0);
	CHECK(dwidth("\tab", 3) == 10 && dwidth("abc\t", 4) == 8 && dwidth("12345678\t", 9) == 16);
	char *p = pad_to("\tint", 4, 24);
	CHECK(!strcmp(p, "\tint\t\t"), "pad_to gave \"%s\"", p);
	free(p);
	p = pad_to("\t", 1, 21);
	CHECK(!strcmp(p, "\t\t     "), "pad_to gave \"%s\"", p);
	free(p);
	const char *src = "int a;\n/* c\n   d */\n#define X \\\n\t1\nint b;\nchar *s = \"x\";\n";
	unsigned char ok[7];
	code_lines(src, strlen(src), 7, ok);
	const unsigned char want[7] = { 1, 1, 0, 0, 0, 1, 1 };
	CHECK(!memcmp(ok, want, 7), "code_lines");
	return unit_done();
}
