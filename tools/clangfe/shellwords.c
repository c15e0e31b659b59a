/* shellwords.c — split a POSIX shell command line (as in kbuild .cmd files) into
 * words: tools/common's shell_words() on the whole line. */
#include "flags.h"

#include "kp-shell.h"

int shell_split(const char *s, struct strlist *out) { return shell_words(s, 0, out, NULL); }
