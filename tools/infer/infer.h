/* infer.h — kidpush-infer: ID type inference over a set of C files (libclang).
 *
 * Each translation unit is walked once (extract.c) into facts: declarations
 * (graph nodes, keyed by USR) and relations between the terms of expressions
 * (assignments, initialisations, arguments -> parameters, returns, comparisons,
 * sinks, out-parameters).  The facts of all files are merged, sorted and
 * de-duplicated (so the result does not depend on -j), then the graph stage
 * (graph.c) finds the carriers and the sites and writes the plan (plan.c). */
#ifndef KIDPUSH_INFER_H
#define KIDPUSH_INFER_H

#include <stddef.h>

#include <stddef.h>
#include <stdlib.h>

#include "kp-alloc.h" /* xmalloc, string lists (core library) */
#include "kp-buf.h"
#include "kp-file.h"

enum fam { F_NONE, F_UID, F_GID, F_PROJID, F_QID };
const char *fam_name(enum fam f);      /* "uid" ... */
const char *fam_ktype(enum fam f);     /* "kuid_t" ... */

/* Where a boundary value comes from or goes to (the boundary table of doc/infer.md):
 * B_USER the calling process (options, syscall/ioctl arguments and replies, user
 * copies, mount data); B_WIRE disk or wire formats; B_PRINT printk, tracing and other
 * variadic encoders; B_SEQ a seq_file; B_HASH a hash; B_TEXT formatted into a string
 * (sprintf: an upcall's key, a buffer); B_ABI a field of a user-space ABI structure
 * (include/uapi, header-y) whose reader graph.c decides: B_USER when the code copies
 * the structure to/from the calling process, else B_DAEMON (a daemon's message, an
 * upcall, a format of the ABI read by another process); B_KERNEL a declaration the
 * run keeps raw (--keep FILE: a header outside the patch that other code shares): its
 * raw ids are the kernel's own, ids of the initial namespace, so the identity
 * mapping make_kuid(&init_user_ns, x) / from_kuid(&init_user_ns, k) crosses it. */
enum bclass { B_NONE, B_USER, B_WIRE, B_PRINT, B_SEQ, B_HASH, B_TEXT, B_ABI, B_DAEMON, B_KERNEL };

/* A term: what one side of a relation is. */
enum tkind { T_NODE, T_KEXPR, T_IN, T_CONST0, T_CONSTM1, T_CONST, T_OTHER };

struct span {
	char *file;   /* tree-relative */
	unsigned line, col, end_line, end_col;
	int mech;     /* the text is written in the file (not from a macro body) */
	int macro;    /* the extent is exactly one macro invocation */
	char *text;   /* the source text ("" when not mechanical) */
	/* Not written out, but spelled in the body of a #define of a wanted file
	 * (cifs' get_xid() prints current_fsuid()): where, so that the site can be
	 * rewritten there once (srcmap.c: src_def_of_call). */
	struct span *def;
	char *def_macro; /* that macro's name */
	int inbody;      /* (of a def) found from clang's locations in the body (srcmap.c
			  * src_def_in_body): a site there stands for every expansion */
};

struct term {
	enum tkind kind;
	char *key;        /* T_NODE: node key */
	enum fam fam;     /* T_KEXPR */
	enum bclass bc;   /* T_IN */
	char *label;      /* readable: "inode->i_uid", "le32_to_cpu(...)" */
	struct span at;   /* the expression */
	struct span cast; /* (T)E with T a raw integer type around the value: E (file NULL: none) */
	int wide;         /* T_CONSTM1 of a 64-bit type (a 64-bit "no change" sentinel) */
	int ptr;          /* the expression is a pointer (to IDs): not converted by value */
};

/* A declaration of a node (one per prototype/definition/field declaration). */
struct decl {
	char *key;
	char *name;
	char *entity;     /* field param local global return */
	char *scope;      /* struct tag / function name */
	char *from;       /* base type spelling */
	char *decl_type;  /* full declared type */
	enum fam kfam;    /* kernel ID type (by typedef name) */
	int raw;          /* integer (base) type, not kernel, not outside */
	enum bclass outside; /* __le32/__be32 typed, uapi or packed struct field */
	int ptr;          /* pointer/array depth of the declared type */
	int header;       /* declared in a header */
	int body;         /* return/param: declaration of a function definition */
	int shared;       /* one of several declarators sharing the type (u32 a = 0, b;) */
	int alias;        /* a raw field in a union with a kernel ID (posix_acl_entry.e_id) */
	int gen;          /* of a function definition a macro generates (not written out) */
	struct span at;   /* declaration extent */
	struct span type; /* where the base type is written */
};

enum rel { R_ASSIGN, R_CMP, R_SINK, R_OUTFED, R_USE, R_FUNC, R_USERREC, R_VAPTR, R_TRUTH, R_MAKE, R_CALL, R_REG, R_MLABEL, R_FMT, R_FMTREC,
	   R_MEXP };

/* A relation between terms, found at a site. */
struct fact {
	enum rel rel;
	struct term a, b;  /* ASSIGN: a <- b; CMP: a op b; SINK: a leaves (b unused);
			    * OUTFED: a written by an outside source; USE: a in arithmetic;
			    * FUNC: a.key is a function key with a body (b unused);
			    * USERREC: a.key is a struct USR copied to/from user space;
			    * TRUTH: a tested for truth (if (a), a && b; op "!" for !a);
			    * MAKE: a is the raw argument of make_kuid(ns, a)... (op: the call);
			    * CALL: the enclosing function calls a.label;
			    * REG: function a.label is stored in member op ("cache_detail.cache_show");
			    * MLABEL: a goto written in function a.label jumps to a label a macro
			    * defines (op: "xdr_error, a label that macro DECODE_TAIL defines"):
			    * spatch skips the function;
			    * FMT: a (a node) is a format by evidence op (swapped in place);
			    * FMTREC: a.key is a structure whose layout is pinned or that is
			    * copied whole to or from a buffer (op says which): formats.c;
			    * MEXP: at is an expansion, in a function, of macro a.label, which a
			    * file under the PATHs defines (op: "FILE:LINE" of its body) */
	char *op;          /* CMP: the operator; ASSIGN: what ("assignment", "argument 2 of f") */
	enum bclass bc;    /* SINK/OUTFED: the class */
	char *function;    /* enclosing function */
	int error_path;    /* enclosing function has an error path */
	struct span at;    /* the whole relation (binary expression, call, declaration) */
};

struct facts {
	struct decl *d;
	size_t nd, capd;
	struct fact *f;
	size_t nf, capf;
};

void facts_add_decl(struct facts *fs, struct decl *d);  /* takes ownership */
void facts_add(struct facts *fs, struct fact *f);       /* takes ownership */
void facts_merge(struct facts *dst, struct facts *src); /* empties src */
void facts_sort_unique(struct facts *fs);
/* Raw declarations in the files of KEPT (tree-relative, sorted) stay as they are:
 * B_KERNEL boundaries.  Returns how many declarations that made outside. */
size_t facts_keep(struct facts *fs, const struct strlist *kept);
void facts_free(struct facts *fs);
void span_free(struct span *s);
void term_free(struct term *t);

/* One input file with its compile arguments. */
struct infile {
	char *path, *rel;
	struct strlist args;
	int parsed;
	char *reason;
};

struct infer_in {
	const char *tree;        /* absolute, normalised */
	char *const *roots;      /* absolute audited paths */
	size_t nroots;
	struct infile *files;
	size_t nfiles;
	unsigned jobs;
	int quiet;
	double timeout;          /* seconds a file's parse may take (0: no limit) */
	/* every file the parses read (the units and the headers they include,
	 * absolute, sorted, unique): filled by infer_collect, verified by facts_load */
	struct strlist read;
};

/* Parse all files (in parallel) and collect their facts (sorted, unique). */
void infer_collect(struct infer_in *in, struct facts *out);
/* The facts kept in a file (store.c): facts_save writes FS and the files' parse
 * results under the key of IN's inputs (0 ok); facts_load reads them back when PATH
 * holds the facts of the same inputs, whole and undamaged (0), else -1. */
int facts_save(const char *path, const struct infer_in *in, const struct facts *fs);
int facts_load(const char *path, struct infer_in *in, struct facts *fs);
/* Parse one file into facts (extract.c). */
void infer_file(void *index, struct infile *f, const struct infer_in *in, struct facts *out);

/* The plan. */
struct pitem {
	char *kind;       /* retype: entity; site: kind; listed: kind */
	struct span at;
	char *name, *scope, *from, *to, *decl_type, *usr;
	struct span type;
	enum fam fam;
	char *op, *ns, *function, *why;
	int munged, error_path, has_munged, has_error_path, shared;
	int nocheck;      /* boundary-in that needs no validity check (a constant, a compare operand) */
	/* a sentinel assigned (a = b = -1): "FAM\tTARGET\n" per target that is an id; a
	 * NULL once the value is also used otherwise (compared, an argument) */
	char *targets;
	int nottarget;
	char *inode;      /* boundary-in assigned to INODE->i_uid/i_gid of a struct inode: INODE's text */
	char *macro;      /* a site in the body of this macro's definition (macros.c) */
	char *mexp;       /* ... at its expansion "FILE:LINE:COL" (NULL once one site stands for all) */
	size_t expansions; /* ... the number of expansions that one site stands for */
};

struct plan {
	struct pitem *retype, *sites, *listed;
	size_t nretype, nsites, nlisted, capr, caps, capl;
	struct pitem *formats; /* ID-named declarations kept raw as formats, with the evidence */
	size_t nformats, capf;
};

/* Formats by evidence (formats.c): node keys, sorted, each with why it is one. */
struct fmt {
	const char *key; /* a key of the facts' decls */
	char *why;
};
struct fmtset {
	struct fmt *v;
	size_t n, cap;
};
void formats_find(const struct facts *fs, struct fmtset *out);
const char *formats_why(const struct fmtset *s, const char *key); /* NULL: not a format */
void formats_free(struct fmtset *s);

void infer_graph(const struct facts *fs, struct plan *p);
/* graph.c's helpers for the passes in files of their own: free an item; list one. */
void item_free(struct pitem *it);
void plan_listed(struct plan *p, const char *kind, const struct span *at, const char *name, const char *why);
/* Ids inside a macro's body (macros.c): the sites one per expansion in a macro's
 * definition become one site when every expansion has it alike, else one listed entry. */
void macro_sites(const struct facts *fs, struct plan *p);
void plan_free(struct plan *p);
/* Write the plan as JSON (atomically); 0 ok. */
int plan_write(const char *path, const struct plan *p, const struct infer_in *in);

/* The plan as audit findings: raw-carrier, boundary-in, boundary-out (kinds given by the caller). */
#endif
