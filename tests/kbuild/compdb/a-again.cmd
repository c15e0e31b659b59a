cmd_fs/own/a.o := gcc -DFROM_THE_CMD_FILE -c -o fs/own/a.o /FARM/fs/own/a.c
