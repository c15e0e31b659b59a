cmd_fs/own/c.o := gcc -Wp,-MD,fs/own/.c.o.d -nostdinc -I/FARM/fs/own/hdr -c -o fs/own/c.o /FARM/fs/own/c.c

source_fs/own/c.o := /FARM/fs/own/c.c
