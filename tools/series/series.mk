# tools/series: the series driver, build/kidpush-series (component "series":
# `make deps-series build-series`, which ./run.sh series runs; it also needs
# the tool actions, component "actions").
SERIES_SRC := $(filter-out tools/series/main.c,$(wildcard tools/series/*.c))
SERIES_OBJ := $(patsubst tools/series/%.c,$(BUILD)/series/%.o,$(SERIES_SRC)) $(BUILD)/series/common/kp-hash.o
SERIES_CFLAGS = $(CFLAGS) -Itools/common
# libcrypto (libssl-dev): SHA-256 of the cache keys and entries (tools/common/kp-hash.c)
SERIES_LIBS := -lcrypto
BINS += $(BUILD)/kidpush-series
TEST_BINS += $(BUILD)/test-series-units
# libpython3-dev: spatch loads libpython3.X.so (the -dev symlink) for rules with Python parts;
# without it every such rule fails (found on a fresh debootstrap machine).
DEPS += git coccinelle libssl-dev libpython3-dev
series_USES := actions

$(BUILD)/series/%.o: tools/series/%.c tools/series/*.h tools/common/kp-hash.h
	@mkdir -p $(dir $@)
	$(CC) $(SERIES_CFLAGS) -c -o $@ $<

$(BUILD)/series/common/kp-hash.o: tools/common/kp-hash.c tools/common/kp-hash.h
	@mkdir -p $(dir $@)
	$(CC) $(SERIES_CFLAGS) -c -o $@ $<

$(BUILD)/kidpush-series: $(SERIES_OBJ) $(BUILD)/series/main.o
	$(CC) $(SERIES_CFLAGS) -o $@ $^ $(SERIES_LIBS)

$(BUILD)/test-series-units: tests/series/units.c $(SERIES_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(SERIES_CFLAGS) -Itools/series -o $@ $^ $(SERIES_LIBS)

BENCHES += tests/series/bench.sh
