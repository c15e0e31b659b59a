# tools/common/common.mk — build/libkpcommon.a, the core library every C tool
# links (component "common"): allocation and die(), buffers and string lists,
# files and the atomic writer, paths, hashing (libcrypto), JSON strings and
# the option-table parser.  A tool's .mk file names $(BUILD)/libkpcommon.a
# as a prerequisite, compiles with $(KPCOMMON_CFLAGS), links $(KPCOMMON_LIBS)
# and sets NAME_USES += common.
# kp-idvocab.c uses pthread_once (in libc since glibc 2.34)
KPCOMMON_SRCS := $(wildcard tools/common/*.c)
KPCOMMON_HDRS := $(wildcard tools/common/*.h)
KPCOMMON_OBJS := $(patsubst tools/common/%.c,$(BUILD)/common/%.o,$(KPCOMMON_SRCS))
KPCOMMON_CFLAGS := -Itools/common
# libcrypto (libssl-dev): SHA-256 (kp-hash.c)
KPCOMMON_LIBS := $(BUILD)/libkpcommon.a -lcrypto
BINS += $(BUILD)/libkpcommon.a
DEPS += libssl-dev

$(BUILD)/common/%.o: tools/common/%.c $(KPCOMMON_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(KPCOMMON_CFLAGS) -c -o $@ $<

$(BUILD)/libkpcommon.a: $(KPCOMMON_OBJS)
	rm -f $@
	$(AR) rcs $@ $^

# the tests' view of the library (tests/common/units.t)
TEST_BINS += $(BUILD)/test-common-units
$(BUILD)/test-common-units: tests/common/units.c $(BUILD)/libkpcommon.a
	$(CC) $(CFLAGS) $(KPCOMMON_CFLAGS) -o $@ tests/common/units.c $(KPCOMMON_LIBS)

# the one ID vocabulary's invariants and its readers' answers (tests/common/idvocab.t)
TEST_BINS += $(BUILD)/test-common-idvocab
$(BUILD)/test-common-idvocab: tests/common/idvocab.c $(BUILD)/libkpcommon.a
	$(CC) $(CFLAGS) $(KPCOMMON_CFLAGS) -o $@ tests/common/idvocab.c $(KPCOMMON_LIBS)
