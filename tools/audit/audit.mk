# tools/audit/audit.mk — build/kidpush-audit, the libclang ID-conversion audit.
# It stands on the libclang front end build/libkpclang.a (tools/clangfe/clangfe.mk:
# command line, flags, the walk, ID types, atomic output) and the core library
# build/libkpcommon.a (tools/common/common.mk); for --infer (kind_infer.c) it links
# the inference engine build/libkpinfer.a (tools/infer/infer.mk).  Nothing below it
# includes or links anything of tools/audit (doc/house.md, tests/audit/layers.t).
# tools/actions/kfmt-lex.c: kfmt's C tokenizer, which the prefilter reads headers with.
AUDIT_COMMON_SRCS := tools/actions/kfmt-lex.c
AUDIT_SRCS := $(wildcard tools/audit/*.c) $(AUDIT_COMMON_SRCS)
AUDIT_HDRS := $(wildcard tools/audit/*.h tools/clangfe/*.h tools/common/*.h) $(AUDIT_COMMON_SRCS:.c=.h)
# --infer: kind_infer.c includes tools/infer/infer.h and links the engine build/libkpinfer.a (not plan.c: the audit
# writes findings, not plans).
AUDIT_INFER_HDRS := $(wildcard tools/infer/*.h)
AUDIT_CFLAGS = $(CFLAGS) -pthread $(CLANGFE_CFLAGS) $(KPCOMMON_CFLAGS) -Itools/actions -Itools/infer
AUDIT_LIBS = $(BUILD)/libkpinfer.a $(CLANGFE_LIBS) -pthread $(KPCOMMON_LIBS) -ljansson

BINS += $(BUILD)/kidpush-audit
# a tree without a build is prepared with tools/kbuild/prepare.sh
audit_USES := kbuild clangfe common
BENCHES += tools/audit/bench.sh
# python3 and the rest for the mutation test (make prepare of 6.1).
DEPS += python3 valgrind flex bison bc libelf-dev libssl-dev xz-utils

$(BUILD)/kidpush-audit: $(AUDIT_SRCS) $(AUDIT_HDRS) $(AUDIT_INFER_HDRS) tools/audit/audit.mk $(BUILD)/libkpinfer.a \
		$(BUILD)/libkpclang.a $(BUILD)/libkpcommon.a | $(BUILD)
	$(CC) $(AUDIT_CFLAGS) -o $@ $(AUDIT_SRCS) $(AUDIT_LIBS)


# Unit tests of the pure helpers (tests/audit/units.t runs them under valgrind).
AUDIT_UNIT_SRCS := tests/audit/units.c $(addprefix tools/audit/,util.c findings.c) $(AUDIT_COMMON_SRCS)
$(BUILD)/audit-units: $(AUDIT_UNIT_SRCS) tests/lib/unit.h $(AUDIT_HDRS) tools/audit/audit.mk $(BUILD)/libkpclang.a $(BUILD)/libkpcommon.a | $(BUILD)
	$(CC) $(AUDIT_CFLAGS) -o $@ $(AUDIT_UNIT_SRCS) $(BUILD)/libkpclang.a $(KPCOMMON_LIBS)
