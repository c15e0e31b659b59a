/* kfmt: a small C tokenizer (enough to compare token streams and to find
 * break points; no preprocessing). */
#ifndef KFMT_LEX_H
#define KFMT_LEX_H
#include <stddef.h>

enum tok_kind { T_IDENT, T_NUM, T_STR, T_PUNCT, T_COMMENT, T_EOD };

struct tok {
	enum tok_kind kind;
	size_t off, len;	/* byte range in the lexed text */
};

struct toks {
	struct tok *v;
	size_t n, cap;
};

/* Tokenizes TEXT[0..LEN).  A preprocessor directive ends with a T_EOD
 * pseudo-token (zero length), so joining or splitting directive lines
 * changes the stream.  Returns 0, or -1 on an unterminated comment or
 * literal. */
int lex(const char *text, size_t len, struct toks *out);
void toks_free(struct toks *t);

/* 1 when A and B have the same non-comment tokens in the same order and
 * the same comments (in any order), else 0. */
int same_tokens(const char *a, size_t alen, const char *b, size_t blen);



/* Marks in OK[0..NLINES) the lines of TEXT that start outside a comment,
 * a literal and a preprocessor directive (those kfmt may re-format). */
void code_lines(const char *text, size_t len, size_t nlines, unsigned char *ok);
#endif
