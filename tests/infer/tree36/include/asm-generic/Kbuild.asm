# tests/infer pre-3.7 fixture: the export list the architectures include
header-y += oldasm.h
