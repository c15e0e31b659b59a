# checks/checks.mk — the strict-type sparse gate (checks/gate.sh) and its
# classifier build/kidpush-gate-report (on the core library, tools/common).
GATE_LIB_SRCS := checks/gate-util.c checks/gate-path.c checks/gate-parse.c \
	checks/gate-classify.c checks/gate-func.c checks/gate-json.c \
	checks/gate-sarif.c checks/gate-human.c checks/gate-baseline.c \
	checks/gate-files.c
GATE_LIB_OBJS := $(patsubst checks/%.c,$(BUILD)/checks/%.o,$(GATE_LIB_SRCS))
GATE_CFLAGS = $(CFLAGS) $(KPCOMMON_CFLAGS)
# libjansson: the baseline (a previous JSON report) is read with jansson
GATE_LIBS = $(KPCOMMON_LIBS) -ljansson

BINS += $(BUILD)/kidpush-gate-report
TEST_BINS += $(BUILD)/kidpush-gate-unit
DEPS += sparse libjansson-dev
# the gate prepares kernel builds with tools/kbuild/prepare.sh
checks_USES := kbuild common

$(BUILD)/checks/%.o: checks/%.c checks/gate-diag.h $(wildcard tools/common/*.h) | $(BUILD)
	@mkdir -p $(BUILD)/checks
	$(CC) $(GATE_CFLAGS) -c -o $@ $<

$(BUILD)/kidpush-gate-report: $(BUILD)/checks/gate-report.o $(GATE_LIB_OBJS) $(BUILD)/libkpcommon.a
	$(CC) $(GATE_CFLAGS) -o $@ $(BUILD)/checks/gate-report.o $(GATE_LIB_OBJS) $(GATE_LIBS)

# unit tests of the classifier (tests/gate/unit.t)
$(BUILD)/kidpush-gate-unit: tests/gate/units.c tests/lib/unit.h checks/gate-diag.h $(GATE_LIB_OBJS) $(BUILD)/libkpcommon.a
	$(CC) $(GATE_CFLAGS) -Ichecks -o $@ tests/gate/units.c $(GATE_LIB_OBJS) $(GATE_LIBS)

# `make bench`: gate vs plain make C=2 CHECK=sparse on 6.1 fs/xfs.
BENCHES += checks/bench.sh
