# tools/audit/audit.mk — build/kidpush-audit, the libclang ID-conversion audit.
AUDIT_LLVM_CONFIG ?= $(firstword $(wildcard /usr/bin/llvm-config-14 /usr/lib/llvm-14/bin/llvm-config) llvm-config)
AUDIT_LLVM_INC    := $(shell $(AUDIT_LLVM_CONFIG) --includedir 2>/dev/null || echo /usr/lib/llvm-14/include)
AUDIT_LLVM_LIB    := $(shell $(AUDIT_LLVM_CONFIG) --libdir 2>/dev/null || echo /usr/lib/llvm-14/lib)
AUDIT_CLANG_INC   := $(firstword $(wildcard $(AUDIT_LLVM_LIB)/clang/*/include) /usr/lib/llvm-14/lib/clang/14.0.6/include)
AUDIT_SRCS := $(wildcard tools/audit/*.c)
AUDIT_HDRS := $(wildcard tools/audit/*.h)
AUDIT_CFLAGS = $(CFLAGS) -pthread -I$(AUDIT_LLVM_INC) -DAUDIT_CLANG_INCLUDE='"$(AUDIT_CLANG_INC)"'
AUDIT_LIBS = -L$(AUDIT_LLVM_LIB) -Wl,-rpath,$(AUDIT_LLVM_LIB) -lclang -pthread

BINS += $(BUILD)/kidpush-audit
BENCHES += tools/audit/bench.sh
DEPS += libclang-dev llvm-14 python3 valgrind flex bison bc libelf-dev libssl-dev

$(BUILD)/kidpush-audit: $(AUDIT_SRCS) $(AUDIT_HDRS) tools/audit/audit.mk | $(BUILD)
	$(CC) $(AUDIT_CFLAGS) -o $@ $(AUDIT_SRCS) $(AUDIT_LIBS)

# An AddressSanitizer build for the tests (tests/audit/asan.t).
$(BUILD)/kidpush-audit-asan: $(AUDIT_SRCS) $(AUDIT_HDRS) tools/audit/audit.mk | $(BUILD)
	$(CC) $(AUDIT_CFLAGS) -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -o $@ $(AUDIT_SRCS) $(AUDIT_LIBS)
