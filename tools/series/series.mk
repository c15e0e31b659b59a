# tools/series: the series driver, build/kidpush-series.
SERIES_SRC := $(filter-out tools/series/main.c,$(wildcard tools/series/*.c))
SERIES_OBJ := $(patsubst tools/series/%.c,$(BUILD)/series/%.o,$(SERIES_SRC))
BINS += $(BUILD)/kidpush-series $(BUILD)/test-series-units

$(BUILD)/series/%.o: tools/series/%.c tools/series/*.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD)/kidpush-series: $(SERIES_OBJ) $(BUILD)/series/main.o
	$(CC) $(CFLAGS) -o $@ $^

$(BUILD)/test-series-units: tests/series/units.c $(SERIES_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Itools/series -o $@ $^

BENCHES += tests/series/bench.sh
