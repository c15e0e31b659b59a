/* apis.h — kernel interfaces known by name (apis.c). */
#ifndef KIDPUSH_INFER_APIS_H
#define KIDPUSH_INFER_APIS_H

#include "infer.h"

enum bclass api_in_value(const char *name);          /* le32_to_cpu(), simple_strtoul() ... */
enum bclass api_in_outparam(const char *name, int arg); /* match_int(args, &x): arg 1 */
int api_has_outparam(const char *name);
enum bclass api_out_arg(const char *name, int arg);   /* cpu_to_le32(x), put_user(x, p) ... */
int api_has_out(const char *name);
int api_is_conversion(const char *name);              /* from_kuid() ... */
int api_inplace_swab(const char *name);               /* __swab32s(&x), le32_to_cpus(&x): a format */
int api_whole_copy(const char *name);                 /* memcpy(buf, &s, n): s may be a format */
enum bclass api_variadic(const char *name);           /* printk/seq_printf extra arguments */
enum fam api_kernel_func(const char *name);           /* current_fsuid() ... */
enum fam api_kernel_field(const char *tag, const char *field); /* inode.i_uid ... */
int api_outside_typedef(const char *name);            /* __le32 ... */
int api_make_arg(const char *name);                   /* make_kuid(ns, raw): 1 */
int api_user_copy_arg(const char *name);              /* copy_to_user(to, from, n): 1 */

#endif
