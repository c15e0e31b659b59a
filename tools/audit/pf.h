/* pf.h — the prefilter's lexical model of a source file (pf_scan.c) and the
 * interned identifiers it is made of. */
#ifndef KIDPUSH_PF_H
#define KIDPUSH_PF_H

#include "strtab.h"

#include <stddef.h>
#include <stdint.h>

/* Identifier flags (strtab flags byte). */
#define PF_KW 0x01     /* a C keyword or GNU spelling of one */
#define PF_TAGKW 0x02  /* struct, union, enum */
#define PF_IN_S 0x04   /* can name something of an ID type (the fixpoint's set S) */
#define PF_ATTR 0x08   /* a macro that only ever expands to attributes or nothing */
#define PF_FNMAC 0x10  /* a function-like macro */
#define PF_QUAL 0x20   /* a keyword that may sit between a type and its declarator */
#define PF_TYPEDEF 0x40 /* declared by a typedef somewhere */
#define PF_IN_SF 0x80  /* can name a member of an ID type (after . or ->) */

/* An identifier used after . or -> (chunk tokens, macro bodies, file identifiers). */
#define PF_MEMBER(id) ((id) | 0x40000000u)
#define PF_IS_MEMBER(t) (((t) & 0xc0000000u) == 0x40000000u)
#define PF_ID(t) ((t) & 0x3fffffffu)

/* Chunk tokens: an identifier id, or one of these punctuation codes. */
#define PF_P(c) (0x80000000u | (uint32_t)(unsigned char)(c))
#define PF_IS_P(t) (((t) & 0x80000000u) != 0)

enum pf_inc_kind { PF_INC_QUOTE, PF_INC_ANGLE, PF_INC_NEXT, PF_INC_COMPUTED };

/* A condition an #include needs: PF_COND(name, 1) name defined, PF_COND(name, 0) not. */
#define PF_COND(id, defined) ((id) | ((uint32_t)(defined) << 31))
#define PF_COND_ID(c) ((c) & 0x7fffffffu)
#define PF_COND_DEFINED(c) ((c) >> 31)

struct pf_inc {
	enum pf_inc_kind kind;
	char *name; /* the header name, or the macro for a computed include */
	uint32_t *conds; /* what the #if/#ifdef/#ifndef around it need of a name (PF_COND),
			  * for the conditions that say it plainly: defined(X), !defined(X) */
	size_t nconds;
};

/* A declaration-level run of tokens at file or aggregate scope (function bodies are left out). */
struct pf_chunk {
	uint32_t *tok;
	uint32_t n;
	int fnhead;  /* the head of a function definition (its body follows) */
	int typedef_; /* a typedef (typedef ...; or the } name; of typedef struct {) */
	int member;   /* inside a struct/union: declares members */
};

/* Macro body token codes beyond identifiers and PF_P: a parameter by index, ##,
 * any other punctuator, a literal. */
#define PF_PARAM(i) (0xc0000000u | (uint32_t)(i))
#define PF_PARAM_MEMBER 0x20000000u /* or'ed in: the parameter follows . or -> */
#define PF_IS_PARAM(t) (((t) & 0xc0000000u) == 0xc0000000u)
#define PF_PARAM_IX(t) ((t) & 0x1fffffffu)
#define PF_DOT PF_P('.') /* . or -> */
#define PF_PASTE PF_P(1)
#define PF_OTHER PF_P(2)
#define PF_LIT PF_P(3)

/* A function body a macro defines (static inline void trace_##name(proto) { ... }):
 * its bytes strictly between the braces [from, to), and in the macro's tokens its
 * head [h0, b0) and body (b0, b1) (b0, b1: the braces).  blank: pf_mac.c found
 * that no expansion of it can hold an ID-typed expression. */
struct pf_mregion {
	uint32_t from, to, h0, b0, b1;
	int blank;
};

struct pf_macro {
	uint32_t name;
	int funclike;
	int empty;        /* no body */
	uint32_t first;   /* first body identifier after qualifiers; UINT32_MAX when the body starts otherwise */
	uint32_t *body;   /* identifiers of the body that are not parameters */
	uint32_t nbody;
	int param_paste;  /* ## between parameters only */
	uint32_t plain;   /* bit i: parameter i appears in the body as itself (not glued by ## or #) */
	char **frags;     /* per ## chain, two strings: the literal text before its first
			   * parameter and after its last (NULL: no parameter, the whole name) */
	size_t nfrags;
	uint32_t *toks;   /* the body: identifiers (PF_MEMBER after . or ->), PF_PARAM,
			   * PF_P of ( ) , { } ; =, PF_DOT, PF_PASTE, PF_OTHER, PF_LIT */
	uint32_t ntoks;
	uint32_t nparams;
	uint32_t vararg;  /* index of the first parameter taking the variable arguments,
			   * UINT32_MAX: none */
	struct pf_mregion *regions;
	uint32_t nregions;
};

/* A struct/union/enum body: the chunk before its '{', its member chunks [first, end),
 * the chunk after its '}' (UINT32_MAX when none). */
struct pf_agg {
	uint32_t open, first, end, close;
};

/* A function body at file scope with no preprocessor directive inside: the bytes
 * strictly between its braces, [from, to); the chunk of its head (UINT32_MAX none);
 * the identifiers inside it, unique: pf_file.btok[t0, t1). */
struct pf_body {
	uint32_t from, to;
	uint32_t head, t0, t1;
};

enum pf_state { PF_UNSCANNED, PF_OK, PF_UNREADABLE, PF_UNSURE };

struct pf_file {
	char *path;
	enum pf_state state;
	const char *why;     /* PF_UNSURE: why the lexical model cannot be trusted */
	uint32_t *idents;    /* every identifier outside comments and literals, unique */
	size_t nidents;
	uint32_t *eidents;   /* those where an expression can be: function bodies and heads,
			      * initialisers (not macro bodies, not plain declarations) */
	size_t neidents;
	struct pf_inc *inc;
	size_t ninc;
	struct pf_chunk *chunks;
	size_t nchunks;
	struct pf_macro *macros;
	size_t nmacros;
	uint32_t *undefs;    /* names #undef'd */
	size_t nundefs;
	struct pf_agg *aggs;
	size_t naggs;
	unsigned char *inert; /* per chunk: inside the definition of an ID type itself */
	struct pf_body *bodies; /* function bodies that can be blanked (pf_strip.c) */
	size_t nbodies;
	uint32_t *btok;      /* the identifiers of each body (pf_body.t0, t1) */
	size_t len;          /* bytes read */
	unsigned epoch;      /* closure walk marker */
	int wanted;          /* -1 unknown, else under an audited path */
	int included;        /* reached by an #include or -include (its declarations count) */
};

void pf_keywords(struct strtab *t);
/* Reads and models f->path; sets f->state. */
void pf_scan(struct strtab *t, struct pf_file *f);
void pf_file_free(struct pf_file *f);
/* pf_strip.c: f's text with function bodies blanked (malloc'ed), NULL when it
 * changed: all of them (only NULL), else those only[i] marks whose braces stand at
 * the end and the start of their lines; with regions, also the bodies its macros
 * define that pf_mac.c marked; *n: how many were blanked. */
char *pf_blank_text(const struct pf_file *f, const unsigned char *only, int regions, size_t *n);

/* pf_decl.c: the names a declaration chunk declares (a superset), once the macro
 * flags are known; plain[id]: the parameters of macro id that reach its body as
 * themselves (an argument only glued by ## declares nothing by its own name).  Each is passed to out with top = 1 for the chunk's own
 * declarators, 0 for names declared through a macro's arguments. */
void pf_declared(const struct strtab *st, const struct pf_chunk *c, const uint32_t *plain,
		 void (*out)(void *ctx, uint32_t id, int top), void *ctx);

#endif
