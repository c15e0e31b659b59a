#ifndef _LINUX_STRING_H
#define _LINUX_STRING_H

/* kidpush sample tree: the string helpers the kidfs sample uses. */

extern char *strsep(char **s, const char *ct);

#endif /* _LINUX_STRING_H */
