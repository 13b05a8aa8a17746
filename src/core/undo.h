/* undo.h: the journal that makes every command all-or-nothing.
 *
 * Handlers mutate state only through journaled writes. If a command fails
 * half-way, or the batch it was in cannot be made durable, the engine rolls
 * the journal back to a mark and the state is exactly as it was. Objects that
 * are journaled by address must not move: state keeps them behind pointers. */
#ifndef NOMIC_UNDO_H
#define NOMIC_UNDO_H

#include <stddef.h>
#include <stdint.h>

struct nomic;
typedef struct undo_entry undo_entry;
typedef void (*undo_fn)(undo_entry *e);

struct undo_entry {
	undo_fn undo;     /* restores the old value */
	undo_fn release;  /* frees what the old value owned once committed */
	void *ptr;
	size_t size;
	void *obj;
	int64_t a, b;
	unsigned char inline_old[16];
	void *heap_old;
	void (*destroy)(void *); /* for custom steps that own an object */
	void (*part_free)(struct nomic *n); /* mut_part_made's */
};

typedef struct undo_journal {
	undo_entry *e;
	size_t n, cap;
} undo_journal;

/* Saves size bytes at ptr before the caller overwrites them. */
void undo_bytes(undo_journal *j, void *ptr, size_t size);
/* Saves the owned string pointer *field; the caller stores a new one. */
void undo_string(undo_journal *j, char **field);
/* A custom step: undo(e) on rollback, release(e) on commit (either may be NULL). */
undo_entry *undo_push(undo_journal *j, undo_fn undo, undo_fn release);

size_t undo_mark(const undo_journal *j);
void undo_rollback(undo_journal *j, size_t mark);
void undo_commit(undo_journal *j); /* forget everything, release old values */
void undo_free(undo_journal *j);

/* Journaled assignment of a plain field: SET(j, p->state, PS_ONICE). */
#define UNDO_SET(j, lvalue, value) \
	do { undo_bytes((j), &(lvalue), sizeof(lvalue)); (lvalue) = (value); } while (0)

#endif
