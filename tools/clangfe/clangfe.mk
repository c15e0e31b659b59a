# tools/clangfe/clangfe.mk — build/libkpclang.a, the libclang front end that
# kidpush-audit and kidpush-infer stand on (component "clangfe"; doc/house.md):
#   cli.c        the shared command line (--tree, --build, -j; PATH arguments)
#   flags.c      the flags each file is parsed with: compile_commands.json, a
#                prepared kernel build (kbuild.c, kbmodule.c: kbuild's .cmd files,
#                each directory's Makefile, modules), or simple flags; shellwords.c,
#                argfilter.c, probe.c (gcc-only flags clang rejects)
#   prepare.c    a kernel tree without a build (tools/kbuild/kb-tree.c says which):
#                tools/kbuild/prepare.sh --compdb (run with argv)
#   walk.c       the .c files under the PATHs; normalise.c: lexical paths
#   unit.c       one file parsed into a translation unit, or the reason it is not
#   cpool.c      the worker threads (a CXIndex each, the largest file first) the
#                audit and the inference run their files on
#   idtype.c     ID types by the typedef chain, expressions; opcode.c: operators
#   outfile.c    reports and plans written atomically
# It includes nothing of tools/audit or tools/infer (tests/audit/layers.t).
# A tool's .mk file names $(BUILD)/libkpclang.a as a prerequisite, compiles with
# $(CLANGFE_CFLAGS), links $(CLANGFE_LIBS) (before $(KPCOMMON_LIBS)) and sets
# NAME_USES += clangfe.
CLANGFE_LLVM_CONFIG ?= $(firstword $(wildcard /usr/bin/llvm-config-14 /usr/lib/llvm-14/bin/llvm-config) llvm-config)
CLANGFE_LLVM_INC    := $(shell $(CLANGFE_LLVM_CONFIG) --includedir 2>/dev/null || echo /usr/lib/llvm-14/include)
CLANGFE_LLVM_LIB    := $(shell $(CLANGFE_LLVM_CONFIG) --libdir 2>/dev/null || echo /usr/lib/llvm-14/lib)
CLANGFE_CLANG_INC   := $(firstword $(wildcard $(CLANGFE_LLVM_LIB)/clang/*/include) /usr/lib/llvm-14/lib/clang/14.0.6/include)
CLANGFE_SRCS := $(wildcard tools/clangfe/*.c)
CLANGFE_HDRS := $(wildcard tools/clangfe/*.h)
CLANGFE_OBJS := $(patsubst tools/clangfe/%.c,$(BUILD)/clangfe/%.o,$(CLANGFE_SRCS))
# prepare.c asks tools/kbuild whether a tree is a kernel tree (build/libkpkbuild.a)
CLANGFE_CFLAGS = -Itools/clangfe -Itools/kbuild -I$(CLANGFE_LLVM_INC)
CLANGFE_LIBS = $(BUILD)/libkpclang.a $(BUILD)/libkpkbuild.a -L$(CLANGFE_LLVM_LIB) -Wl,-rpath,$(CLANGFE_LLVM_LIB) -lclang
BINS += $(BUILD)/libkpclang.a
DEPS += libclang-dev
# prepare.c runs tools/kbuild/prepare.sh
clangfe_USES := kbuild common

$(BUILD)/clangfe/%.o: tools/clangfe/%.c $(CLANGFE_HDRS) tools/kbuild/kbuild.h $(wildcard tools/common/*.h) tools/clangfe/clangfe.mk
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -pthread $(CLANGFE_CFLAGS) $(KPCOMMON_CFLAGS) -DCLANGFE_CLANG_INCLUDE='"$(CLANGFE_CLANG_INC)"' -c -o $@ $<

$(BUILD)/libkpclang.a: $(CLANGFE_OBJS) | $(BUILD)/libkpkbuild.a
	rm -f $@
	$(AR) rcs $@ $^
