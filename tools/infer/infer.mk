# tools/infer/infer.mk — build/kidpush-infer, the ID type inference (libclang) that writes
# the convert plan (doc/plan-format.md).  It links the audit's flag, file-walk and type
# helpers (tools/audit/) rather than copying them; the LLVM paths come from audit.mk.
INFER_AUDIT_SRCS := $(addprefix tools/audit/,cli.c flags.c walk.c util.c normalise.c shellwords.c argfilter.c \
	kbuild.c kbmodule.c probe.c idtype.c opcode.c outfile.c)
INFER_ENGINE_SRCS := $(filter-out tools/infer/main.c,$(wildcard tools/infer/*.c))
INFER_SRCS := $(INFER_ENGINE_SRCS) tools/infer/main.c $(INFER_AUDIT_SRCS)
INFER_HDRS := $(wildcard tools/infer/*.h tools/audit/*.h tools/common/*.h)
INFER_CFLAGS = $(CFLAGS) -pthread -Itools/infer -Itools/audit $(KPCOMMON_CFLAGS) -I$(AUDIT_LLVM_INC) \
	-DAUDIT_CLANG_INCLUDE='"$(AUDIT_CLANG_INC)"'
INFER_LIBS = -L$(AUDIT_LLVM_LIB) -Wl,-rpath,$(AUDIT_LLVM_LIB) -lclang -ljansson -pthread $(KPCOMMON_LIBS)

BINS += $(BUILD)/kidpush-infer
DEPS += libclang-dev libjansson-dev valgrind
infer_USES := common

$(BUILD)/kidpush-infer: $(INFER_SRCS) $(INFER_HDRS) tools/infer/infer.mk $(BUILD)/libkpcommon.a | $(BUILD)
	$(CC) $(INFER_CFLAGS) -o $@ $(INFER_SRCS) $(INFER_LIBS)

# The audit's --infer (tools/audit/kind_infer.c) links the inference engine (not plan.c:
# the audit writes findings, not plans).
INFER_FOR_AUDIT := $(filter-out tools/infer/plan.c,$(INFER_ENGINE_SRCS))
AUDIT_SRCS += $(INFER_FOR_AUDIT)
AUDIT_CFLAGS += -Itools/infer -Itools/audit
$(BUILD)/kidpush-audit: $(INFER_FOR_AUDIT) $(wildcard tools/infer/*.h)
