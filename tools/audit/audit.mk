# tools/audit/audit.mk — build/kidpush-audit, the libclang ID-conversion audit.
AUDIT_LLVM_CONFIG ?= $(firstword $(wildcard /usr/bin/llvm-config-14 /usr/lib/llvm-14/bin/llvm-config) llvm-config)
AUDIT_LLVM_INC    := $(shell $(AUDIT_LLVM_CONFIG) --includedir 2>/dev/null || echo /usr/lib/llvm-14/include)
AUDIT_LLVM_LIB    := $(shell $(AUDIT_LLVM_CONFIG) --libdir 2>/dev/null || echo /usr/lib/llvm-14/lib)
AUDIT_CLANG_INC   := $(firstword $(wildcard $(AUDIT_LLVM_LIB)/clang/*/include) /usr/lib/llvm-14/lib/clang/14.0.6/include)
# The core library build/libkpcommon.a (tools/common/common.mk) and
# tools/actions/kfmt-lex.c: kfmt's C tokenizer, which the prefilter reads headers with.
AUDIT_COMMON_SRCS := tools/actions/kfmt-lex.c
AUDIT_SRCS := $(wildcard tools/audit/*.c) $(AUDIT_COMMON_SRCS)
AUDIT_HDRS := $(wildcard tools/audit/*.h tools/common/*.h) $(AUDIT_COMMON_SRCS:.c=.h)
AUDIT_CFLAGS = $(CFLAGS) -pthread $(KPCOMMON_CFLAGS) -Itools/actions -I$(AUDIT_LLVM_INC) -DAUDIT_CLANG_INCLUDE='"$(AUDIT_CLANG_INC)"'
AUDIT_LIBS = -L$(AUDIT_LLVM_LIB) -Wl,-rpath,$(AUDIT_LLVM_LIB) -lclang -pthread $(KPCOMMON_LIBS)

BINS += $(BUILD)/kidpush-audit
# a tree without a build is prepared with tools/kbuild/prepare.sh
audit_USES := kbuild common
BENCHES += tools/audit/bench.sh
# libclang-dev: clang-c/Index.h + libclang-14.so; the rest for the mutation test (make prepare of 6.1).
DEPS += libclang-dev python3 valgrind flex bison bc libelf-dev libssl-dev xz-utils

$(BUILD)/kidpush-audit: $(AUDIT_SRCS) $(AUDIT_HDRS) tools/audit/audit.mk $(BUILD)/libkpcommon.a | $(BUILD)
	$(CC) $(AUDIT_CFLAGS) -o $@ $(AUDIT_SRCS) $(AUDIT_LIBS)


# Unit tests of the pure helpers (tests/audit/units.t runs them under valgrind).
AUDIT_UNIT_SRCS := tests/audit/units.c $(addprefix tools/audit/,util.c shellwords.c normalise.c argfilter.c outfile.c findings.c) $(AUDIT_COMMON_SRCS)
$(BUILD)/audit-units: $(AUDIT_UNIT_SRCS) $(AUDIT_HDRS) tools/audit/audit.mk $(BUILD)/libkpcommon.a | $(BUILD)
	$(CC) $(AUDIT_CFLAGS) -o $@ $(AUDIT_UNIT_SRCS) $(KPCOMMON_LIBS)
