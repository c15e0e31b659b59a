# tools/infer/infer.mk — build/kidpush-infer, the ID type inference (libclang) that writes
# the convert plan (doc/plan-format.md).  It stands on the libclang front end
# build/libkpclang.a (tools/clangfe/clangfe.mk: the command line, flags, the walk, ID types,
# atomic output; the LLVM paths) and the core library build/libkpcommon.a, nothing of
# tools/audit.  The engine (all but main.c and plan.c) is build/libkpinfer.a, which
# kidpush-audit links for --infer (tools/audit/kind_infer.c; doc/house.md).
INFER_ENGINE_SRCS := $(filter-out tools/infer/main.c tools/infer/plan.c,$(wildcard tools/infer/*.c))
INFER_ENGINE_OBJS := $(patsubst tools/infer/%.c,$(BUILD)/infer/%.o,$(INFER_ENGINE_SRCS))
INFER_SRCS := tools/infer/main.c tools/infer/plan.c
INFER_HDRS := $(wildcard tools/infer/*.h tools/clangfe/*.h tools/common/*.h)
INFER_CFLAGS = $(CFLAGS) -pthread -Itools/infer $(CLANGFE_CFLAGS) $(KPCOMMON_CFLAGS) -Itools/plan
INFER_LIBS = $(BUILD)/libkpinfer.a $(CLANGFE_LIBS) $(BUILD)/libkpplan.a -ljansson -pthread $(KPCOMMON_LIBS)

BINS += $(BUILD)/kidpush-infer
DEPS += libjansson-dev valgrind
infer_USES := clangfe plan common

$(BUILD)/infer/%.o: tools/infer/%.c $(INFER_HDRS) tools/infer/infer.mk
	@mkdir -p $(dir $@)
	$(CC) $(INFER_CFLAGS) -c -o $@ $<

$(BUILD)/libkpinfer.a: $(INFER_ENGINE_OBJS)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/kidpush-infer: $(INFER_SRCS) $(INFER_HDRS) tools/plan/kp-plan.h tools/infer/infer.mk $(BUILD)/libkpinfer.a \
		$(BUILD)/libkpclang.a $(BUILD)/libkpplan.a $(BUILD)/libkpcommon.a | $(BUILD)
	$(CC) $(INFER_CFLAGS) -o $@ $(INFER_SRCS) $(INFER_LIBS)
