/* kp-shell.h — POSIX shell words: the command lines Kbuild writes into its .cmd
 * files and prints in a dry run (make -n). */
#ifndef KIDPUSH_KP_SHELL_H
#define KIDPUSH_KP_SHELL_H

#include "kp-buf.h"

/* Splits S into words in OUT as sh would (single and double quotes,
 * backslashes; nothing is expanded).  CMDS 0: the whole of S, a newline is
 * blank.  CMDS 1: one command, up to the first unquoted ;, &, | or newline;
 * *NEXT (when NEXT is not NULL) is set to where the next command starts, or
 * NULL at the end of S.  Returns 0, or -1 on an unterminated quote. */
int shell_words(const char *s, int cmds, struct strlist *out, const char **next);

#endif
