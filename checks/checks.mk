# checks/checks.mk — the strict-type sparse gate (checks/gate.sh) and its
# classifier build/kidpush-gate-report.
GATE_LIB_SRCS := checks/gate-util.c checks/gate-path.c checks/gate-parse.c \
	checks/gate-classify.c checks/gate-func.c checks/gate-json.c \
	checks/gate-sarif.c checks/gate-human.c checks/gate-baseline.c
GATE_LIB_OBJS := $(patsubst checks/%.c,$(BUILD)/checks/%.o,$(GATE_LIB_SRCS))

BINS += $(BUILD)/kidpush-gate-report $(BUILD)/kidpush-gate-unit
DEPS += sparse bc flex bison libelf-dev libssl-dev

$(BUILD)/checks/%.o: checks/%.c checks/gate-diag.h | $(BUILD)
	@mkdir -p $(BUILD)/checks
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD)/kidpush-gate-report: $(BUILD)/checks/gate-report.o $(GATE_LIB_OBJS)
	$(CC) $(CFLAGS) -o $@ $^

$(BUILD)/kidpush-gate-unit: $(BUILD)/checks/gate-unit.o $(GATE_LIB_OBJS)
	$(CC) $(CFLAGS) -o $@ $^

# `make bench`: gate vs plain make C=2 CHECK=sparse on 6.1 fs/xfs.
BENCHES += checks/bench.sh
