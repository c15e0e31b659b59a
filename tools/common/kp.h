/* kp.h — the core library (tools/common, build/libkpcommon.a) in one
 * include: allocation and die(), buffers and string lists, files and the
 * atomic writer, paths.  Hashing (kp-hash.h), options (kp-opt.h), JSON
 * strings (kp-json.h) and findings have their own headers. */
#ifndef KIDPUSH_KP_H
#define KIDPUSH_KP_H
#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"
#include "kp-path.h"
#endif
