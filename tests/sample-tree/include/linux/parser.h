#ifndef _LINUX_PARSER_H
#define _LINUX_PARSER_H

/* kidpush sample tree: mount option parsing (lib/parser.c). */

struct match_token {
	int token;
	const char *pattern;
};

typedef struct match_token match_table_t[];

#define MAX_OPT_ARGS 3

typedef struct {
	char *from;
	char *to;
} substring_t;

extern int match_token(char *s, const match_table_t table, substring_t args[]);
extern int match_int(substring_t *s, int *result);

#endif /* _LINUX_PARSER_H */
