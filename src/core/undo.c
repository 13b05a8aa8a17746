/* undo.c: the rollback journal (see undo.h). */
#include "core/undo.h"
#include "core/util.h"

#include <stdlib.h>
#include <string.h>

undo_entry *undo_push(undo_journal *j, undo_fn undo, undo_fn release)
{
	if (j->n == j->cap) {
		j->cap = j->cap ? j->cap * 2 : 64;
		j->e = xrealloc(j->e, j->cap * sizeof *j->e);
	}
	undo_entry *e = &j->e[j->n++];
	memset(e, 0, sizeof *e);
	e->undo = undo;
	e->release = release;
	return e;
}

static void restore_bytes(undo_entry *e)
{
	memcpy(e->ptr, e->heap_old ? e->heap_old : e->inline_old, e->size);
}

void undo_bytes(undo_journal *j, void *ptr, size_t size)
{
	undo_entry *e = undo_push(j, restore_bytes, NULL);
	e->ptr = ptr;
	e->size = size;
	if (size > sizeof e->inline_old)
		e->heap_old = memcpy(xmalloc(size), ptr, size);
	else
		memcpy(e->inline_old, ptr, size);
}

static void restore_string(undo_entry *e)
{
	char **field = e->ptr;
	free(*field);
	*field = e->obj;
}

static void release_string(undo_entry *e)
{
	free(e->obj);
}

void undo_string(undo_journal *j, char **field)
{
	undo_entry *e = undo_push(j, restore_string, release_string);
	e->ptr = field;
	e->obj = *field;
	*field = NULL;
}

size_t undo_mark(const undo_journal *j)
{
	return j->n;
}

void undo_rollback(undo_journal *j, size_t mark)
{
	while (j->n > mark) {
		undo_entry *e = &j->e[--j->n];
		if (e->undo)
			e->undo(e);
		free(e->heap_old);
	}
}

void undo_commit(undo_journal *j)
{
	for (size_t i = 0; i < j->n; i++) {
		if (j->e[i].release)
			j->e[i].release(&j->e[i]);
		free(j->e[i].heap_old);
	}
	j->n = 0;
}

void undo_free(undo_journal *j)
{
	undo_commit(j);
	free(j->e);
	memset(j, 0, sizeof *j);
}
