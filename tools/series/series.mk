# tools/series: the series driver, build/kidpush-series (component "series":
# `make deps-series build-series`, which ./run.sh series runs; it also needs
# the tool actions, component "actions").
SERIES_SRC := $(filter-out tools/series/main.c,$(wildcard tools/series/*.c))
SERIES_OBJ := $(patsubst tools/series/%.c,$(BUILD)/series/%.o,$(SERIES_SRC))
SERIES_CFLAGS = $(CFLAGS) $(KPCOMMON_CFLAGS)
BINS += $(BUILD)/kidpush-series
TEST_BINS += $(BUILD)/test-series-units
# libpython3-dev: spatch loads libpython3.X.so (the -dev symlink) for rules with Python parts;
# without it every such rule fails (found on a fresh debootstrap machine).
DEPS += git coccinelle libpython3-dev
series_USES := actions common

$(BUILD)/series/%.o: tools/series/%.c tools/series/*.h $(wildcard tools/common/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(SERIES_CFLAGS) -c -o $@ $<

$(BUILD)/kidpush-series: $(SERIES_OBJ) $(BUILD)/series/main.o $(BUILD)/libkpcommon.a
	$(CC) $(SERIES_CFLAGS) -o $@ $(SERIES_OBJ) $(BUILD)/series/main.o $(KPCOMMON_LIBS)

$(BUILD)/test-series-units: tests/series/units.c tests/lib/unit.h $(SERIES_OBJ) $(BUILD)/libkpcommon.a
	@mkdir -p $(dir $@)
	$(CC) $(SERIES_CFLAGS) -Itools/series -o $@ tests/series/units.c $(SERIES_OBJ) $(KPCOMMON_LIBS)

BENCHES += tests/series/bench.sh
