# checks/checks.mk — the strict-type sparse gate, build/kidpush-gate (checks/
# gate-*.c: the run, gate.h; the classifier and reports, gate-diag.h), on the
# core library (tools/common) and the kernel-build facts (tools/kbuild:
# "is this a kernel tree"; its preparer, prepare.sh, is run as a child).
# checks/sparse-wrap.sh stays shell: it is Kbuild's CHECK= program.
GATE_LIB_SRCS := checks/gate-util.c checks/gate-path.c checks/gate-parse.c \
	checks/gate-classify.c checks/gate-func.c checks/gate-json.c \
	checks/gate-sarif.c checks/gate-human.c checks/gate-baseline.c \
	checks/gate-files.c checks/gate-report.c
GATE_RUN_SRCS := checks/gate-main.c checks/gate-run.c checks/gate-overlay.c \
	checks/gate-walk.c checks/gate-plain.c checks/gate-kernel.c \
	checks/gate-kcheck.c checks/gate-canary.c
GATE_LIB_OBJS := $(patsubst checks/%.c,$(BUILD)/checks/%.o,$(GATE_LIB_SRCS))
GATE_RUN_OBJS := $(patsubst checks/%.c,$(BUILD)/checks/%.o,$(GATE_RUN_SRCS))
GATE_CFLAGS = $(CFLAGS) $(KPCOMMON_CFLAGS) -Itools/kbuild
# libjansson: the baseline (a previous JSON report) is read with jansson
GATE_LIBS = $(KPCOMMON_LIBS) -ljansson

BINS += $(BUILD)/kidpush-gate
TEST_BINS += $(BUILD)/kidpush-gate-unit
DEPS += sparse libjansson-dev coreutils
# the gate prepares kernel builds with tools/kbuild/prepare.sh
checks_USES := kbuild common

$(BUILD)/checks/%.o: checks/%.c checks/gate-diag.h checks/gate.h $(wildcard tools/common/*.h) tools/kbuild/kbuild.h | $(BUILD)
	@mkdir -p $(BUILD)/checks
	$(CC) $(GATE_CFLAGS) -c -o $@ $<

$(BUILD)/kidpush-gate: $(GATE_RUN_OBJS) $(GATE_LIB_OBJS) $(BUILD)/libkpkbuild.a $(BUILD)/libkpcommon.a
	$(CC) $(GATE_CFLAGS) -o $@ $(GATE_RUN_OBJS) $(GATE_LIB_OBJS) $(BUILD)/libkpkbuild.a $(GATE_LIBS)

# unit tests of the classifier and the report (tests/gate/unit.t)
$(BUILD)/kidpush-gate-unit: tests/gate/units.c tests/lib/unit.h checks/gate-diag.h $(GATE_LIB_OBJS) $(BUILD)/libkpcommon.a
	$(CC) $(GATE_CFLAGS) -Ichecks -o $@ tests/gate/units.c $(GATE_LIB_OBJS) $(GATE_LIBS)

# `make bench`: gate vs plain make C=2 CHECK=sparse on 6.1 fs/xfs.
BENCHES += checks/bench.sh
