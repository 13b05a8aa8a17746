/* bind.c: built-in mechanics bound to the rules that authorise them (see
 * bind.h): reading a citation, finding its rule in the nomic's ruleset
 * (following renumberings), and saying why a mechanic has stopped. */
#include "core/bind.h"
#include "core/players.h"
#include "rules/rules.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

enum family { FAM_NONE, FAM_ACKANOMIC, FAM_ANOMIC, FAM_AOS };

static enum family family_of_ruleset(const nomic *n)
{
	if (!n->rules)
		return FAM_NONE;
	switch (rules_ruleset_format(n->rules)) {
	case RULES_FORMAT_ACKANOMIC: return FAM_ACKANOMIC;
	case RULES_FORMAT_ANOMIC: return FAM_ANOMIC;
	case RULES_FORMAT_REGULATIONS: return FAM_AOS;
	}
	return FAM_NONE;
}

static int starts(const char **s, const char *prefix)
{
	size_t k = strlen(prefix);
	if (strncasecmp(*s, prefix, k))
		return 0;
	*s += k;
	return 1;
}

/* The family and the first rule number of a citation; FAM_NONE if it
 * names no rule. */
static enum family parse_citation(const char *cite, rules_number *num)
{
	if (!cite)
		return FAM_NONE;
	const char *s = cite;
	while (*s == ' ')
		s++;
	enum family f = FAM_ACKANOMIC;
	if (starts(&s, "Ackanomic "))
		f = FAM_ACKANOMIC;
	else if (starts(&s, "A Nomic "))
		f = FAM_ANOMIC;
	else if (starts(&s, "Ace of Spades "))
		f = FAM_AOS;
	if (starts(&s, "reg "))
		f = FAM_AOS;
	else if (!(s[0] == 'R' && s[1] >= '1' && s[1] <= '9'))
		return FAM_NONE;
	else
		s++;
	size_t len = strspn(s, "0123456789.");
	while (len && s[len - 1] == '.') /* "R207." ends a sentence */
		len--;
	if (!rules_number_parse(s, len, num))
		return FAM_NONE;
	return f;
}

int citation_rule(const char *citation, char *num, size_t len)
{
	rules_number r;
	if (parse_citation(citation, &r) == FAM_NONE)
		return 0;
	rules_number_format(r, num, len);
	return 1;
}

static int bind_foreign_slow(const nomic *n, const char *citation)
{
	rules_number r;
	enum family f = parse_citation(citation, &r);
	enum family mine = family_of_ruleset(n);
	return f != FAM_NONE && mine != FAM_NONE && f != mine;
}

int bind_rule_of(const nomic *n, const char *citation, char *num, size_t len)
{
	rules_number r;
	enum family f = parse_citation(citation, &r);
	if (f == FAM_NONE || f != family_of_ruleset(n))
		return 0;
	rules_number_format(r, num, len);
	return 1;
}

/* The rule in force that was once numbered `was` (R303: rules may be
 * renumbered; the mechanic follows its rule), or NULL. */
static const rules_rule *renumbered_from(const rules_ruleset *rs, rules_number was)
{
	for (size_t i = 0; i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed)
			continue;
		for (size_t h = 0; h < r->n_history; h++)
			if (r->history[h].kind == RULES_CHANGE_RENUMBERED &&
			    rules_number_eq(r->history[h].number, was))
				return r;
	}
	return NULL;
}

/* The last rule repealed while it had that number, or NULL. */
static const rules_rule *repealed_as(const rules_ruleset *rs, rules_number num)
{
	const rules_rule *found = NULL;
	for (size_t i = 0; i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed && rules_number_eq(r->number, num))
			found = r;
	}
	return found;
}

/* bind_stopped's "may run" and bind_foreign's answers, remembered. The
 * offices, duties and the Treasury ask them of a few rules after every
 * command (issue 17 item 3: a fifth of replay went to parsing the same
 * citations). The answers depend only on the citation's text and the
 * ruleset, and rules_ruleset_serial changes with every structural change
 * of a ruleset and is never reused, so an answer kept under (serial,
 * citation) stays true. Per thread, so readers asking at once share
 * nothing; direct-mapped by the citation's address, with its text kept
 * and compared, so a citation freed and its address reused for another
 * text is never mistaken for it. Only "may run" is kept of bind_stopped:
 * a stopped mechanic's why is built each time (rare). */
enum { BIND_MEMO = 64, BIND_MEMO_TEXT = 40 };
static _Thread_local struct bind_memo {
	uint64_t serial; /* 0: empty (serials start at 1) */
	const char *cite;
	char text[BIND_MEMO_TEXT];
	signed char may_run, foreign; /* 1 or 0; -1 not asked yet */
} bind_memo[BIND_MEMO];

/* The citation's entry under n's ruleset, emptied if it held another; NULL
 * if there is no ruleset or the citation is too long to keep. */
static struct bind_memo *memo_of(const nomic *n, const char *citation)
{
	if (!n->rules || !citation || strlen(citation) >= BIND_MEMO_TEXT)
		return NULL;
	uintptr_t a = (uintptr_t)citation;
	struct bind_memo *m = &bind_memo[(a >> 3 ^ a >> 9) % BIND_MEMO];
	uint64_t serial = rules_ruleset_serial(n->rules);
	if (m->serial != serial || m->cite != citation || strcmp(m->text, citation)) {
		m->serial = serial;
		m->cite = citation;
		strcpy(m->text, citation);
		m->may_run = m->foreign = -1;
	}
	return m;
}

static const char *bind_stopped_slow(const nomic *n, const char *citation, char *why,
				     size_t len);
static int bind_foreign_slow(const nomic *n, const char *citation);

const char *bind_stopped(const nomic *n, const char *citation, char *why, size_t len)
{
	if (!n->rules)
		return NULL; /* no ruleset binds nothing (family_of_ruleset) */
	struct bind_memo *m = memo_of(n, citation);
	if (m && m->may_run == 1)
		return NULL;
	const char *r = bind_stopped_slow(n, citation, why, len);
	if (m)
		m->may_run = !r;
	return r;
}

int bind_foreign(const nomic *n, const char *citation)
{
	if (!n->rules)
		return 0; /* no ruleset: no family to be foreign to */
	struct bind_memo *m = memo_of(n, citation);
	if (m && m->foreign >= 0)
		return m->foreign;
	int f = bind_foreign_slow(n, citation);
	if (m)
		m->foreign = (signed char)f;
	return f;
}

static const char *bind_stopped_slow(const nomic *n, const char *citation, char *why,
				     size_t len)
{
	rules_number num;
	enum family f = parse_citation(citation, &num);
	if (f == FAM_NONE || f != family_of_ruleset(n))
		return NULL;
	const rules_ruleset *rs = n->rules;
	if (rules_find(rs, num) || renumbered_from(rs, num))
		return NULL;
	char buf[RULES_NUMBER_BUFSZ];
	rules_number_format(num, buf, sizeof buf);
	const char *noun = f == FAM_AOS ? "Regulation" : "Rule";
	const rules_rule *gone = repealed_as(rs, num);
	if (!gone) {
		snprintf(why, len, "%s %s is not in force", noun, buf);
		return why;
	}
	const char *cause = NULL;
	for (size_t h = gone->n_history; h-- > 0;)
		if (gone->history[h].kind == RULES_CHANGE_REPEALED) {
			cause = gone->history[h].cause;
			break;
		}
	if (gone->title && *gone->title && strcmp(gone->title, " "))
		snprintf(why, len, "%s %s (%s) was repealed by %s", noun, buf, gone->title,
			 cause ? cause : "?");
	else
		snprintf(why, len, "%s %s was repealed by %s", noun, buf, cause ? cause : "?");
	return why;
}

int command_is_bound(const command *cmd)
{
	if (cmd->flags & CMD_READONLY)
		return 0;
	return cmd->perm != P_ADMIN && cmd->perm != P_GENESIS && cmd->perm != P_CLOCK;
}

/* ---- the list of mechanics ---- */

struct each_cmd {
	mechanic_fn fn;
	void *arg;
};

static void visit_command(const command *cmd, void *arg)
{
	struct each_cmd *ec = arg;
	if (command_is_bound(cmd) && cmd->rule) {
		char what[96];
		snprintf(what, sizeof what, "'%s'", cmd->name);
		ec->fn(what, cmd->rule, ec->arg);
	}
}

void bind_each_mechanic(const nomic *n, mechanic_fn fn, void *arg)
{
	struct each_cmd ec = {fn, arg};
	command_each_builtin(visit_command, &ec);
	static const deadline_kind *const core_deadlines[] = {
		&dl_vacation_end, &dl_onice_end, &dl_rename,
	};
	for (size_t i = 0; i < sizeof core_deadlines / sizeof *core_deadlines; i++) {
		char what[96];
		snprintf(what, sizeof what, "the %s deadline", core_deadlines[i]->name);
		fn(what, core_deadlines[i]->rule, arg);
	}
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->each_mechanic)
			nomic_modules[i]->each_mechanic(n, fn, arg);
}

struct of_rule {
	const nomic *n;
	const char *number;
	sbuf *out;
	int found;
};

static void collect(const char *what, const char *citation, void *arg)
{
	struct of_rule *o = arg;
	char num[RULES_NUMBER_BUFSZ];
	if (!citation_rule(citation, num, sizeof num) || strcmp(num, o->number))
		return;
	sbuf_printf(o->out, "%s%s", o->found ? ", " : "", what);
	o->found++;
}

int bind_mechanics_of(const nomic *n, const char *number, sbuf *out)
{
	struct of_rule o = {n, number, out, 0};
	bind_each_mechanic(n, collect, &o);
	return o.found;
}
