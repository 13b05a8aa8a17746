/* contracts_cmd.c: the players' acts on Contracts (Ackanomic R560) and the
 * General Contractor's (R433): create, acknowledge, sign, agree, forward,
 * destroy, breach; and the views `contracts`, `contract show`. Readings:
 * docs/RULINGS.md "Economy: contracts". */
#include "core/params.h"
#include "core/visibility.h"
#include "econ/contracts/contracts.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

#define DAY 86400

static void add_id(ctx *c, int *v, int *n, int pid)
{
	UNDO_SET(c->j, v[*n], pid);
	UNDO_SET(c->j, *n, *n + 1);
}

static contract *live(ctx *c, const char *name)
{
	contract *k = contract_find(c->n, name);
	if (!k)
		ctx_fail(c, "no Contract named \"%s\" (R560)", name);
	return k;
}

/* "A$10", "2 Chartreuse Goose Eggs". */
static void describe_entities(const contract *k, sbuf *out)
{
	const entity_kind *ek = entity_kind_find(k->pen_kind);
	if (!ek)
		sbuf_printf(out, "A$%lld", (long long)k->pen_count);
	else
		sbuf_printf(out, "%lld %s", (long long)k->pen_count,
			    k->pen_count == 1 ? ek->name : ek->plural);
}

static void describe_penalty(const contract *k, sbuf *out)
{
	if (k->pen_points)
		sbuf_printf(out, "%lld point%s", (long long)k->pen_points,
			    k->pen_points == 1 ? "" : "s");
	if (k->pen_kind) {
		sbuf_add(out, k->pen_points ? " and " : "");
		describe_entities(k, out);
	}
}

/* A whole number >= 0 written in digits, or -1. */
static int64_t count_of(const char *w)
{
	if (!*w || strspn(w, "0123456789") != strlen(w) || strlen(w) > 9)
		return -1;
	return strtoll(w, NULL, 10);
}

/* "penalty P [N KIND]" from argv[*i]: R560 "the loss of a positive number
 * of points, tradeable entities or some combination thereof". */
static int parse_penalty(ctx *c, int argc, char **argv, int *i, contract *k)
{
	int64_t pts = *i + 1 < argc ? count_of(argv[*i + 1]) : -1, cnt;
	if (pts < 0)
		return ctx_fail(c, "usage: penalty POINTS [COUNT KIND] (R560)");
	*i += 2;
	k->pen_points = pts;
	if (*i + 1 < argc && (cnt = count_of(argv[*i])) >= 0) {
		const char *kind = argv[*i + 1];
		const entity_kind *ek = entity_kind_find(kind);
		if (!strcaseeq(kind, "A$") && (!ek || !(ek->flags & EK_TRADEABLE)))
			return ctx_fail(c, "a penalty's entities are tradeable (R560): '%s' is not",
					kind);
		k->pen_count = cnt;
		k->pen_kind = xstrdup(ek ? ek->word : "A$");
		*i += 2;
	}
	if (k->pen_points <= 0 && k->pen_count <= 0)
		return ctx_fail(c, "a penalty is a positive number of points or entities (R560)");
	return 0;
}

/* contract create "NAME" public|private [expires DATE] [penalty P [N KIND]] "TEXT" */
static int cmd_create(ctx *c, int argc, char **argv)
{
	const char *name = argv[0], *text = argv[argc - 1];
	int priv;
	if (strcaseeq(argv[1], "public"))
		priv = 0;
	else if (strcaseeq(argv[1], "private"))
		priv = 1;
	else
		return ctx_fail(c, "a Contract is public or private (R560)");
	if (contract_find(c->n, name))
		return ctx_fail(c, "a Contract named \"%s\" exists already (R560: a unique name)",
				name);
	const char *why = entity_name_problem(c->n, name);
	if (why)
		return ctx_fail(c, "%s", why);
	if (!*text)
		return ctx_fail(c, "a Contract has a text (R560)");
	contract tmp = {0};
	int rc = 0;
	for (int i = 2; rc == 0 && i < argc - 1;) {
		if (strcaseeq(argv[i], "expires") && i + 1 < argc - 1) {
			if (parse_time(argv[i + 1], &tmp.expires))
				rc = ctx_fail(c, "'%s' is not a date (like 2001-03-01)", argv[i + 1]);
			i += 2;
		} else if (strcaseeq(argv[i], "penalty")) {
			rc = parse_penalty(c, argc - 1, argv, &i, &tmp);
		} else {
			rc = ctx_fail(c, "usage: contract create \"NAME\" public|private [expires DATE] "
				      "[penalty POINTS [COUNT KIND]] \"TEXT\"");
		}
	}
	if (rc == 0 && tmp.expires &&
	    tmp.expires < c->now + param_int(c->n, "contracts.min_expiry"))
		rc = ctx_fail(c, "an expiry date is at least 1 month after the creation (R560)");
	if (rc) {
		free(tmp.pen_kind);
		return -1;
	}
	if (!tmp.pen_points && !tmp.pen_kind)
		tmp.pen_points = param_int(c->n, "contracts.penalty"); /* R560: 5 points */
	/* R560 ¶2, R505 IV: the Standard Harfer Fee, to the Treasury. */
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t fee = param_int(c->n, "fee.harfer");
	if (ad && fee > 0 && ledger_move(c, c->actor->id, 0, ad, fee)) {
		free(tmp.pen_kind);
		return -1;
	}
	contracts *s = contracts_of(c);
	contract *k = xcalloc(1, sizeof *k);
	*k = tmp;
	k->id = s->n + 1;
	k->name = xstrdup(name);
	k->text = xstrdup(text);
	k->is_private = priv;
	k->creator = c->actor->id;
	k->created = c->now;
	k->signers[k->nsigners++] = c->actor->id; /* R560 ¶5 */
	k->status = priv ? K_PENDING : K_LIVE;
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, k, contract_free_one);
	if (!priv && contract_exists(c, k)) /* R560 ¶2: a public one exists now */
		return -1;
	sbuf pen = {0};
	describe_penalty(k, &pen);
	if (priv) {
		/* R560 ¶3, R433 c: the text is the General Contractor's: the
		 * event is hidden (core/visibility.h); its public text names the
		 * Contract only. */
		c->hidden = 1;
		UNDO_SET(c->j, k->ack_dl, deadline_add(c, c->now + param_int(c->n,
					"contracts.ack_time"), &dl_contract_ack, k->id, 0));
		ctx_reply(c, "you create the private Contract \"%s\" (penalty: %s), paying A$%lld; "
			  "its text goes to the General Contractor, who must acknowledge it within "
			  "three days (R560)", name, pen.s, (long long)fee);
		ctx_announce(c, "%s creates the private Contract \"%s\"; its text goes to the "
			     "General Contractor (R560)", c->actor->name, name);
	} else {
		ctx_say(c, "%s creates the public Contract \"%s\" (penalty: %s), paying A$%lld "
			"(R560): %s", c->actor->name, name, pen.s, (long long)fee, text);
	}
	free(pen.s);
	if (k->expires)
		UNDO_SET(c->j, k->expiry_dl, deadline_add(c, k->expires, &dl_contract_expiry,
							  k->id, 0));
	return 0;
}

/* R560 ¶3: "The contract does not actually exist until the General
 * Contractor publically acknowledges reciept of the text". */
static int cmd_acknowledge(ctx *c, int argc, char **argv)
{
	(void)argc;
	contract *k = live(c, argv[0]);
	if (!k)
		return -1;
	if (k->status != K_PENDING)
		return ctx_fail(c, "the Contract \"%s\" is not awaiting acknowledgement", k->name);
	UNDO_SET(c->j, k->status, K_LIVE);
	if (k->ack_dl) {
		deadline_cancel(c, k->ack_dl);
		UNDO_SET(c->j, k->ack_dl, 0);
	}
	if (contract_exists(c, k))
		return -1;
	ctx_say(c, "the General Contractor acknowledges the private Contract \"%s\" by %s: it "
		"exists (R560)", k->name, holder_name(c->n, k->creator));
	return 0;
}

/* R560: "Any player may sign a public Contract as a public action"; a
 * private one is signed once its creator agrees (`contract agree`). */
static int cmd_sign(ctx *c, int argc, char **argv)
{
	(void)argc;
	contract *k = live(c, argv[0]);
	int me = c->actor->id;
	if (!k)
		return -1;
	if (k->status != K_LIVE)
		return ctx_fail(c, "the Contract \"%s\" does not exist until the General Contractor "
				"acknowledges it (R560)", k->name);
	if (contract_has(k->signers, k->nsigners, me))
		return ctx_fail(c, "you have signed \"%s\" already", k->name);
	if (k->nsigners >= CONTRACT_MAX_PEOPLE || k->npending >= CONTRACT_MAX_PEOPLE)
		return ctx_fail(c, "\"%s\" has as many signers as the server keeps", k->name);
	if (k->is_private) {
		if (contract_has(k->pending, k->npending, me))
			return ctx_fail(c, "you have asked to sign \"%s\" already", k->name);
		add_id(c, k->pending, &k->npending, me);
		ctx_say(c, "%s asks to sign the private Contract \"%s\"; %s may agree (R560)",
			c->actor->name, k->name, holder_name(c->n, k->creator));
		return 0;
	}
	add_id(c, k->signers, &k->nsigners, me);
	ctx_say(c, "%s signs the Contract \"%s\" (R560)", c->actor->name, k->name);
	return 0;
}

/* contract agree NAME PLAYER: the creator agrees to a private signing. */
static int cmd_agree(ctx *c, int argc, char **argv)
{
	(void)argc;
	contract *k = live(c, argv[0]);
	player *p;
	if (!k || !(p = arg_player(c, argv[1])))
		return -1;
	if (k->creator != c->actor->id)
		return ctx_fail(c, "only the creator of \"%s\" agrees to its signing (R560)",
				k->name);
	int at = -1;
	for (int i = 0; i < k->npending; i++)
		if (k->pending[i] == p->id)
			at = i;
	if (at < 0)
		return ctx_fail(c, "%s has not asked to sign \"%s\"", p->name, k->name);
	/* Out of the pending list: the last takes its place. */
	UNDO_SET(c->j, k->pending[at], k->pending[k->npending - 1]);
	UNDO_SET(c->j, k->npending, k->npending - 1);
	add_id(c, k->signers, &k->nsigners, p->id);
	ctx_say(c, "%s agrees: %s signs the private Contract \"%s\" (R560)", c->actor->name,
		p->name, k->name);
	return 0;
}

/* R560: "Any signer of a private contract may request the General
 * Contract to forward that contract to another player and the General
 * Contractor must do so": the server does it at once. */
static int cmd_forward(ctx *c, int argc, char **argv)
{
	(void)argc;
	contract *k = live(c, argv[0]);
	player *p;
	if (!k || !(p = arg_player(c, argv[1])))
		return -1;
	if (!k->is_private)
		return ctx_fail(c, "\"%s\" is public: everyone may read it", k->name);
	if (!contract_has(k->signers, k->nsigners, c->actor->id))
		return ctx_fail(c, "only a signer of \"%s\" asks for it to be forwarded (R560)",
				k->name);
	if (contract_may_read(c->n, k, p->id, 0))
		return ctx_fail(c, "%s may read \"%s\" already", p->name, k->name);
	if (k->nreaders >= CONTRACT_MAX_PEOPLE)
		return ctx_fail(c, "\"%s\" was forwarded to as many as the server keeps", k->name);
	add_id(c, k->readers, &k->nreaders, p->id);
	ctx_say(c, "the General Contractor forwards the private Contract \"%s\" to %s at %s's "
		"request (R560)", k->name, p->name, c->actor->name);
	return 0;
}

/* R560: "an action of the entire set of signers ... as if that set were
 * an Organization": each signer approves; the last approval destroys it. */
static int cmd_destroy(ctx *c, int argc, char **argv)
{
	(void)argc;
	contract *k = live(c, argv[0]);
	if (!k)
		return -1;
	if (!contract_has(k->signers, k->nsigners, c->actor->id))
		return ctx_fail(c, "only the signers of \"%s\" destroy it (R560)", k->name);
	if (contract_has(k->destroy, k->ndestroy, c->actor->id))
		return ctx_fail(c, "you have approved destroying \"%s\" already", k->name);
	add_id(c, k->destroy, &k->ndestroy, c->actor->id);
	int all = 1;
	for (int i = 0; i < k->nsigners; i++)
		all &= contract_has(k->destroy, k->ndestroy, k->signers[i]);
	if (!all) {
		ctx_say(c, "%s approves destroying the Contract \"%s\": %d of its %d signers "
			"(R560)", c->actor->name, k->name, k->ndestroy, k->nsigners);
		return 0;
	}
	contract_end(c, k, "destroyed by all its signers (R560)");
	ctx_say(c, "every signer approves: the Contract \"%s\" is destroyed (R560)", k->name);
	return 0;
}

/* R560: the penalty clause "will take effect": points lost; the entities
 * go to the Treasury (R506 ¶2 for A$; R505 I, R500.2 for the rest); a
 * breaker who lacks them loses 5 points more. */
static int apply_penalty(ctx *c, contract *k, player *p, sbuf *said)
{
	const currency *pts = currency_by_name(c->n, "points");
	int64_t points = k->pen_points;
	if (k->pen_kind) {
		const currency *ad = currency_by_name(c->n, "A$");
		int is_ad = strcaseeq(k->pen_kind, "A$");
		const entity_kind *ek = is_ad ? NULL : entity_kind_find(k->pen_kind);
		int64_t have = is_ad ? (ad ? balance(c->n, p->id, ad->id) : 0)
				     : entity_count(c->n, ek, OWNER_PLAYER(p->id));
		if (have < k->pen_count) {
			points += param_int(c->n, "contracts.missing");
			sbuf_printf(said, "%s lacks ", p->name);
			describe_entities(k, said);
			sbuf_printf(said, ": %lld points more; ",
				    (long long)param_int(c->n, "contracts.missing"));
		} else if (is_ad) {
			if (ledger_move(c, p->id, 0, ad, k->pen_count))
				return -1;
			sbuf_printf(said, "%s gives A$%lld to the Treasury; ", p->name,
				    (long long)k->pen_count);
		} else {
			for (int64_t i = 0; i < k->pen_count; i++) {
				entity *e = entity_first(c->n, ek, OWNER_PLAYER(p->id));
				if (!e || entity_transfer(c, e, OWNER_TREASURY, MOVE_RULES,
							  "R560: a Contract's penalty"))
					return -1;
			}
			sbuf_printf(said, "%s gives ", p->name);
			describe_entities(k, said);
			sbuf_add(said, " to the Treasury; ");
		}
	}
	if (points && pts) {
		if (ledger_add(c, p->id, pts, -points))
			return -1;
		sbuf_printf(said, "%s loses %lld point%s", p->name, (long long)points,
			    points == 1 ? "" : "s");
	}
	return 0;
}

/* A breach record undone with its event: its text too, not only itself. */
static void breach_destroy(void *p)
{
	contract_breach *b = p;
	free(b->what);
	free(b);
}

/* contract breach NAME PLAYER "WHAT": R560 ¶11, pointed out publicly. */
static int cmd_breach(ctx *c, int argc, char **argv)
{
	(void)argc;
	contract *k = live(c, argv[0]);
	player *p;
	if (!k || !(p = arg_player(c, argv[1])))
		return -1;
	const char *what = argv[2];
	if (k->status != K_LIVE)
		return ctx_fail(c, "the Contract \"%s\" does not exist yet (R560)", k->name);
	if (!contract_has(k->signers, k->nsigners, p->id))
		return ctx_fail(c, "%s has not signed \"%s\": it binds only its signers (R560)",
				p->name, k->name);
	if (k->nsigners < 2)
		return ctx_fail(c, "\"%s\" has no game effect until two players have signed it "
				"(R560)", k->name);
	if (k->is_private && (!contract_has(k->signers, k->nsigners, c->actor->id) ||
			      c->actor->id == p->id))
		return ctx_fail(c, "only another signer points out a breach of a private Contract "
				"(R560)");
	if (!*what)
		return ctx_fail(c, "say what broke the Contract");
	/* "at most once in a calendar week for the same action or inaction":
	 * weeks from Monday (1970-01-05 was one), the same words. */
	int64_t week = (c->now / DAY - 4) / 7;
	for (int i = 0; i < k->nbreaches; i++) {
		const contract_breach *b = k->breaches[i];
		if (b->player == p->id && b->week == week && strcaseeq(b->what, what))
			return ctx_fail(c, "the penalty of \"%s\" was applied to %s for that this "
					"week already (R560)", k->name, p->name);
	}
	sbuf said = {0};
	if (apply_penalty(c, k, p, &said)) {
		free(said.s);
		return -1;
	}
	while (said.len && (said.s[said.len - 1] == ' ' || said.s[said.len - 1] == ';'))
		said.s[--said.len] = '\0';
	contract_breach *b = xcalloc(1, sizeof *b);
	b->player = p->id;
	b->week = week;
	b->what = xstrdup(what);
	mut_append(c, (void ***)&k->breaches, &k->nbreaches, &k->bcap, b, breach_destroy);
	ctx_say(c, "%s points out that %s broke the Contract \"%s\" (%s): %s (R560)",
		c->actor->name, p->name, k->name, what, said.s ? said.s : "no penalty");
	free(said.s);
	return 0;
}

/* R433 a: the General Contractor may "Declare any Contract invalid if it
 * doesn't meet the rules for Contracts"; R560: "If a Contract is deemed
 * Invalid by the General Contractor then it is destroyed". Whether it
 * meets them is eir judgement (a CFJ may dispute it); e says why. A
 * private one not yet acknowledged may be declared invalid too: it then
 * never exists (docs/RULINGS.md). */
static int cmd_invalid(ctx *c, int argc, char **argv)
{
	(void)argc;
	contract *k = live(c, argv[0]);
	if (!k)
		return -1;
	if (!*argv[1])
		return ctx_fail(c, "say which rule for Contracts \"%s\" does not meet (R433 a)",
				k->name);
	contract_end(c, k, "declared Invalid by the General Contractor (R560, R433 a)");
	ctx_say(c, "the General Contractor declares the Contract \"%s\" Invalid: %s; it is "
		"destroyed (R560, R433 a)", k->name, argv[1]);
	return 0;
}

/* R433 b: the General Contractor "May designate a Contract to be Stale";
 * R560 ¶18: "Any Contract which is Stale for 1 week is destroyed." */
static int cmd_stale(ctx *c, int argc, char **argv)
{
	(void)argc;
	contract *k = live(c, argv[0]);
	if (!k)
		return -1;
	if (k->status != K_LIVE)
		return ctx_fail(c, "the Contract \"%s\" does not exist yet (R560 ¶3)", k->name);
	if (k->stale_dl)
		return ctx_fail(c, "the Contract \"%s\" is Stale already (R560)", k->name);
	gtime due = c->now + param_int(c->n, "contracts.stale_time");
	UNDO_SET(c->j, k->stale_dl, deadline_add(c, due, &dl_contract_stale, k->id, 0));
	char when[40];
	format_time(due, when, sizeof when);
	ctx_say(c, "the General Contractor designates the Contract \"%s\" Stale: it is destroyed "
		"%s unless a signer objects (`contract object %s`; R560, R433 b)", k->name, when,
		k->name);
	return 0;
}

/* R560 ¶18: "Any signer of the Contract may object to it being made Stale,
 * at which time it ceases to be Stale." */
static int cmd_object(ctx *c, int argc, char **argv)
{
	(void)argc;
	contract *k = live(c, argv[0]);
	if (!k)
		return -1;
	if (!contract_has(k->signers, k->nsigners, c->actor->id))
		return ctx_fail(c, "only a signer of \"%s\" may object to its being Stale (R560)",
				k->name);
	if (!k->stale_dl)
		return ctx_fail(c, "the Contract \"%s\" is not Stale (R560)", k->name);
	deadline_cancel(c, k->stale_dl);
	UNDO_SET(c->j, k->stale_dl, 0);
	ctx_say(c, "%s objects to the Contract \"%s\" being Stale: it ceases to be Stale (R560)",
		c->actor->name, k->name);
	return 0;
}

static void show_one(ctx *c, const contract *k, int full)
{
	vis_viewer v = vis_viewer_ctx(c);
	sbuf b = {0}, pen = {0};
	describe_penalty(k, &pen);
	for (int i = 0; i < k->nsigners; i++)
		sbuf_printf(&b, "%s%s", i ? ", " : "", holder_name(c->n, k->signers[i]));
	const char *state = "in force";
	if (k->status == K_PENDING)
		state = "awaiting the General Contractor";
	else if (k->stale_dl)
		state = "in force, Stale (R560)";
	char exp[32] = "none";
	if (k->expires)
		format_time(k->expires, exp, sizeof exp);
	ctx_reply(c, "%s\"%s\": %s, %s; by %s; signed by %s; penalty %s; expires %s",
		  c->out.len ? "\n" : "", k->name, k->is_private ? "private" : "public",
		  state,
		  holder_name(c->n, k->creator), b.s, pen.s, exp);
	if (full && contract_may_read(c->n, k, v.pid, v.admin))
		ctx_reply(c, "\ntext: %s", k->text);
	else if (full)
		ctx_reply(c, "\ntext: private (R433 c)");
	free(b.s);
	free(pen.s);
}

static int cmd_list(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const contracts *s = c->n->contracts;
	int any = 0;
	for (int i = 0; s && i < s->n; i++)
		if (s->v[i]->status != K_DESTROYED) {
			show_one(c, s->v[i], 0);
			any = 1;
		}
	if (!any)
		ctx_reply(c, "no Contracts (R560)");
	return 0;
}

static int cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	const contract *k = contract_find(c->n, argv[0]);
	if (!k)
		return ctx_fail(c, "no Contract named \"%s\" (R560)", argv[0]);
	show_one(c, k, 1);
	return 0;
}

const command contracts_commands[] = {
	{"contract create", 3, 10, P_ACTIVE, NULL, 0, cmd_create, NULL,
	 "contract create \"NAME\" public|private [expires DATE] [penalty POINTS [COUNT KIND]] "
	 "\"TEXT\"", "create a Contract, paying the Harfer Fee; you sign it", "R560"},
	{"contract acknowledge", 1, 1, P_OFFICER, "General Contractor", 0, cmd_acknowledge, NULL,
	 "contract acknowledge NAME", "acknowledge a private Contract's text: it exists", "R560"},
	{"contract sign", 1, 1, P_ACTIVE, NULL, 0, cmd_sign, NULL, "contract sign NAME",
	 "sign a public Contract, or ask to sign a private one", "R560"},
	{"contract agree", 2, 2, P_ACTIVE, NULL, 0, cmd_agree, NULL, "contract agree NAME PLAYER",
	 "the creator agrees to a player's signing eir private Contract", "R560"},
	{"contract forward", 2, 2, P_ACTIVE, NULL, 0, cmd_forward, NULL,
	 "contract forward NAME PLAYER", "have a private Contract you signed forwarded", "R560"},
	{"contract destroy", 1, 1, P_ACTIVE, NULL, 0, cmd_destroy, NULL, "contract destroy NAME",
	 "approve destroying a Contract you signed; all the signers' destroy it", "R560"},
	{"contract invalid", 2, 2, P_OFFICER, "General Contractor", 0, cmd_invalid, NULL,
	 "contract invalid NAME \"WHY\"", "declare a Contract Invalid: it is destroyed", "R433"},
	{"contract stale", 1, 1, P_OFFICER, "General Contractor", 0, cmd_stale, NULL,
	 "contract stale NAME", "designate a Contract Stale: destroyed in a week", "R433"},
	{"contract object", 1, 1, P_ACTIVE, NULL, 0, cmd_object, NULL, "contract object NAME",
	 "a signer objects to a Contract being Stale: it ceases to be", "R560"},
	{"contract breach", 3, 3, P_ACTIVE, NULL, 0, cmd_breach, NULL,
	 "contract breach NAME PLAYER \"WHAT\"", "point out a breach: the penalty applies", "R560"},
	{"contracts", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_list, NULL, "contracts",
	 "the Contracts, their signers and penalties", "R433"},
	{"contract show", 1, 1, P_ANYONE, NULL, CMD_READONLY, cmd_show, NULL, "contract show NAME",
	 "one Contract, with its text if you may read it", "R433"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
