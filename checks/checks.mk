# checks/checks.mk — the strict-type sparse gate (checks/gate.sh) and its
# classifier build/kidpush-gate-report.
GATE_LIB_SRCS := checks/gate-util.c checks/gate-path.c checks/gate-parse.c \
	checks/gate-classify.c checks/gate-func.c checks/gate-json.c \
	checks/gate-sarif.c checks/gate-human.c checks/gate-baseline.c \
	checks/gate-files.c
# Shared with the audit: tools/common/ (lexical path cleaning, JSON strings).
GATE_COMMON_SRCS := tools/common/kp-path.c tools/common/kp-json.c
GATE_COMMON_HDRS := $(GATE_COMMON_SRCS:.c=.h)
GATE_LIB_OBJS := $(patsubst checks/%.c,$(BUILD)/checks/%.o,$(GATE_LIB_SRCS)) \
	$(patsubst tools/common/%.c,$(BUILD)/checks/common/%.o,$(GATE_COMMON_SRCS))

BINS += $(BUILD)/kidpush-gate-report
TEST_BINS += $(BUILD)/kidpush-gate-unit
DEPS += sparse
# the gate prepares kernel builds with tools/kbuild/prepare.sh
checks_USES := kbuild

$(BUILD)/checks/%.o: checks/%.c checks/gate-diag.h $(GATE_COMMON_HDRS) | $(BUILD)
	@mkdir -p $(BUILD)/checks
	$(CC) $(CFLAGS) -Itools/common -c -o $@ $<

$(BUILD)/checks/common/%.o: tools/common/%.c $(GATE_COMMON_HDRS) | $(BUILD)
	@mkdir -p $(BUILD)/checks/common
	$(CC) $(CFLAGS) -Itools/common -c -o $@ $<

$(BUILD)/kidpush-gate-report: $(BUILD)/checks/gate-report.o $(GATE_LIB_OBJS)
	$(CC) $(CFLAGS) -o $@ $^

$(BUILD)/kidpush-gate-unit: $(BUILD)/checks/gate-unit.o $(GATE_LIB_OBJS)
	$(CC) $(CFLAGS) -o $@ $^

# `make bench`: gate vs plain make C=2 CHECK=sparse on 6.1 fs/xfs.
BENCHES += checks/bench.sh
