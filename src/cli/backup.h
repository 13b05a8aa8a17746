/* backup.h: `nomic backup [--force] DEST` (backup.c). */
#ifndef NOMIC_CLI_BACKUP_H
#define NOMIC_CLI_BACKUP_H

/* argv[0] is "backup". Returns the program's exit status. */
int backup_cli(const char *path, int argc, char **argv);

#endif
