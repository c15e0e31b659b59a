# tools/plan/plan.mk — build/libkpplan.a, the convert plan's schema
# (kp-plan.h, doc/plan-format.md): its one owner, linked by kidpush-infer,
# which writes plans, and kidpush-convert, which reads them (jansson).
KPPLAN_CFLAGS := -Itools/plan $(KPCOMMON_CFLAGS)
KPPLAN_LIBS := $(BUILD)/libkpplan.a -ljansson
BINS += $(BUILD)/libkpplan.a
DEPS += libjansson-dev
plan_USES := common

$(BUILD)/plan/%.o: tools/plan/%.c tools/plan/kp-plan.h $(wildcard tools/common/*.h) tools/plan/plan.mk
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(KPPLAN_CFLAGS) -c -o $@ $<

$(BUILD)/libkpplan.a: $(BUILD)/plan/kp-plan.o
	rm -f $@
	$(AR) rcs $@ $^

# the schema's checks and its description (tests/plan/schema.t)
TEST_BINS += $(BUILD)/test-plan-units
$(BUILD)/test-plan-units: tests/plan/units.c $(BUILD)/libkpplan.a $(BUILD)/libkpcommon.a
	$(CC) $(CFLAGS) $(KPPLAN_CFLAGS) -Itools/common -o $@ tests/plan/units.c $(KPPLAN_LIBS) $(KPCOMMON_LIBS)
