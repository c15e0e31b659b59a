# tools/actions: the C part of the kfmt action, build/kidpush-kfmt.
KFMT_SRC := $(wildcard tools/actions/kfmt-*.c)
BINS += $(BUILD)/kidpush-kfmt

$(BUILD)/kidpush-kfmt: $(KFMT_SRC) tools/actions/kfmt.h tools/actions/kfmt-lex.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(KFMT_SRC)

BINS += $(BUILD)/test-kfmt-units
$(BUILD)/test-kfmt-units: tests/actions/kfmt-units.c tools/actions/kfmt-lex.c tools/actions/kfmt-text.c tools/actions/kfmt.h tools/actions/kfmt-lex.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Itools/actions -o $@ tests/actions/kfmt-units.c tools/actions/kfmt-lex.c tools/actions/kfmt-text.c
