/* orgs_module.c: the organisations as a subsystem of the engine
 * (core/module.h): their parameters (each bound to its rule), commands,
 * deadlines' descriptions, mechanics, and what they hear: a player who
 * becomes a Non-Player is no longer eligible to be a member (R1001 4 "If
 * an Organization ever has a member that is inelligible ... that member
 * ceases to be a member"; R250 VII). Emits no events. */
#include "core/module.h"
#include "society/orgs/orgs.h"

#include <stdio.h>
#include <string.h>

static void orgs_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("Institutions: pseudo-Founders, forming, disbanding", "R1000", arg);
	fn("Organisations: members, admissions policies, leaving", "R1001", arg);
	fn("Organisational Action: suggestions, approvals, denunciations", "R1003", arg);
	fn("Political Parties: their forming fee, their extra YES votes", "R1021", arg);
	fn("Corporations: shares, the Chairman, motions, disbanding", "R1023", arg);
	fn("Institutional Powers: bought from the Treasury", "R1005", arg);
	fn("the Excavation Permit: its price", "R1011", arg);
	fn("Trust Funds: founded with a charter", "R1027", arg);
	fn("the Mad Hatters: a Unique Organization the rules make", "R675", arg);
	fn("Churches and Cults: Founder, Dogma, hidden Policy, Priests", "R1301", arg);
}

static void forget_error(ctx *c, size_t had)
{
	if (c->err.len > had) {
		c->err.s[had] = '\0';
		c->err.len = had;
	}
}

static void orgs_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind != CHANGE_STATE || ch->to != PS_NONPLAYER || !c->n->orgs)
		return;
	orgs *s = c->n->orgs;
	size_t had = c->err.len;
	for (int i = 0; i < s->n; i++)
		/* R1001 4 is an Organization's rule: not a Corporation's or a
		 * Trust Fund's (Institutions only, R1023 1, R1027 ¶1). */
		if (!s->v[i]->gone && org_member_index(s->v[i], ch->player) >= 0 &&
		    strcmp(s->v[i]->type->word, "corp") != 0 &&
		    strcmp(s->v[i]->type->word, "trust") != 0)
			org_remove_member(c, s->v[i], ch->player, "R1001 4: no longer eligible");
	forget_error(c, had);
}

/* R1023 1, 4: what a command did to shares (orgs_corp.c). */
static int orgs_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	/* A reading appends no event, so it changes nothing (and there is
	 * nothing to settle: every change was settled by its own command). */
	if (cmd && (cmd->flags & CMD_READONLY))
		return 0;
	if (corp_settle(c))
		return -1;
	return church_settle(c); /* R1301 8 a, i */
}

static int orgs_describe(const nomic *n, const deadline *d, char *buf, size_t len)
{
	if (d->kind == &dl_org_founder) {
		snprintf(buf, len, "%s stops being a pseudo-Founder (R1000)",
			 holder_name(n, d->subject));
		return 1;
	}
	if (d->kind == &dl_org_action) {
		snprintf(buf, len, "suggestion %d's seven days end (R1003)", d->subject);
		return 1;
	}
	if (d->kind == &dl_corp_motion) {
		snprintf(buf, len, "motion %d's week ends (R1023 5)", d->subject);
		return 1;
	}
	if (d->kind == &dl_org_quasi) {
		const org *o = org_by_id(n, d->subject);
		snprintf(buf, len, "%s joins %s unless refused (R1001 4 d)",
			 holder_name(n, (int)d->aux), o ? o->name : "?");
		return 1;
	}
	return 0;
}

static const param_decl orgs_params[] = {
	{"org.founder_days", PT_INT, 7, 1, 365, "days", "R1000",
	 "how long one stays a pseudo-Founder", 0, NULL},
	{"org.min_joiners", PT_INT, 2, 0, 64, "", "R1000",
	 "players besides the pseudo-Founder who announced a wish to join, needed to form", 0,
	 NULL},
	{"org.fee.party", PT_INT, 300, 0, 100000, "A$", "R1021",
	 "the additional fee for forming a Political Party", 0, NULL},
	{"org.request_days", PT_INT, 14, 1, 365, "days", "R1001 4",
	 "how long a request for membership stays valid (\"within the past two weeks\")", 0, NULL},
	{"org.quasi_days", PT_INT, 3, 1, 365, "days", "R1001 4 d",
	 "Quasi-open: a request is granted after this long unless a member refuses", 0, NULL},
	{"org.action_days", PT_INT, 7, 1, 365, "days", "R1003",
	 "a suggestion's period for approvals", 0, NULL},
	{"org.party_per_vote", PT_INT, 3, 1, 1000, "", "R1021",
	 "a united Political Party casts one extra YES vote per this many voting members", 0,
	 NULL},
	{"hatters.auto", PT_INT, 0, 0, 1, "", "R675",
	 "1 (nomics begun at level 6): the Mad Hatters are an organisation the rules make when "
	 "they first need it, which owns its hats and A$; 0: its hats are Somewhere Else, as "
	 "before", 0, NULL},
	{"grey.org", PT_INT, 0, 0, 1, "", "R1031 ¶1",
	 "1 (nomics begun at level 6): the Grey Council is also an organisation, whose members "
	 "are the holders of its seats, made when a seat is first filled; 0: the office alone",
	 0, NULL},
	{"corp.initial_shares", PT_INT, 40, 1, 1000, "", "R1023 3",
	 "the shares each initial member of a Corporation receives at its formation", 0, NULL},
	{"corp.motion_days", PT_INT, 7, 1, 365, "days", "R1023 5",
	 "how long a Corporation's stockholders have to vote on a motion (\"one week\")", 0, NULL},
	{"corp.min_stockholders", PT_INT, 3, 1, 64, "", "R1023 6",
	 "with fewer stockholders (other than the Treasury), only motions to mint or to disband "
	 "are valid", 0, NULL},
	{"church.followers", PT_INT, 3, 0, 64, "", "R1301 2",
	 "Followers besides the Founder a Church is founded with", 0, NULL},
	{"church.per_month", PT_INT, 1, 0, 100, "", "R1301 2",
	 "Churches a player may found per calendar month", 0, NULL},
	{"church.max_member", PT_INT, 3, 1, 64, "", "R1301 6",
	 "Churches (and Cults) a player may be a member of at the same time", 0, NULL},
	{"church.min_members", PT_INT, 4, 1, 64, "", "R1301 8 a, g",
	 "with fewer members a Church is a Cult; a Cult with this many may become a Church", 0,
	 NULL},
	{"church.action_days", PT_INT, 3, 1, 365, "days", "R1301 ¶11 b",
	 "a Church with no Founder: a suggestion's period for approvals", 0, NULL},
	{"church.approve_thirds", PT_INT, 2, 0, 3, "thirds", "R1301 ¶11 b",
	 "a Church with no Founder: the thirds of its Active members who approve a suggestion "
	 "(\"at least 2/3\")", 0, NULL},
	{"church.orphan_active", PT_INT, 5, 1, 64, "", "R1301 8 i (1)",
	 "Active members an orphan Church needs", 0, NULL},
	{"church.orphan_priests", PT_INT, 3, 1, 64, "", "R1301 8 i (2)",
	 "Priests an orphan Church needs", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command orgs_commands[] = {
	{"orgs", 0, 0, P_ANYONE, NULL, CMD_READONLY, orgs_cmd_list, NULL, "orgs",
	 "every organisation, and the pseudo-Founders", "R1000"},
	{"org show", 1, 1, P_ANYONE, NULL, CMD_READONLY, orgs_cmd_show, NULL, "org show NAME",
	 "an organisation: type, members, policy, holdings, requests, pending suggestions",
	 "R1001"},
	{"org verbs", 0, 0, P_ANYONE, NULL, CMD_READONLY, orgs_cmd_verbs, NULL, "org verbs",
	 "the actions an organisation may take by Organisational Action", "R1001 6"},
	{"org found", 1, 1, P_ACTIVE, NULL, 0, orgs_cmd_found, NULL, "org found TYPE",
	 "announce your intent to form an Institution of a foundable type (party): you are a "
	 "pseudo-Founder for seven days", "R1000"},
	{"org join-intent", 1, 1, P_ACTIVE, NULL, 0, orgs_cmd_join_intent, NULL,
	 "org join-intent FOUNDER", "announce that you wish to join what a pseudo-Founder forms",
	 "R1000"},
	{"org form", 3, 40, P_ACTIVE, NULL, 0, orgs_cmd_form, NULL,
	 "org form NAME TYPE MEMBER... [policy POLICY [MEMBER]]",
	 "form your Institution with at least two who announced, paying the Standard Harfer Fee "
	 "and the type's fee", "R1000"},
	{"org join", 1, 1, P_ACTIVE, NULL, 0, orgs_cmd_join, NULL, "org join ORG",
	 "become a member of an Open organisation", "R1001 4 b"},
	{"org request", 1, 1, P_ACTIVE, NULL, 0, orgs_cmd_request, NULL, "org request ORG",
	 "request membership of an organisation (valid two weeks)", "R1001 4"},
	{"org grant", 2, 2, P_ACTIVE, NULL, 0, orgs_cmd_grant, NULL, "org grant ORG PLAYER",
	 "grant a request (Privileged Single Player: its member; Communist: any member)",
	 "R1001 4 c"},
	{"org refuse", 2, 2, P_ACTIVE, NULL, 0, orgs_cmd_refuse, NULL, "org refuse ORG PLAYER",
	 "refuse a Quasi-open request within its three days", "R1001 4 d"},
	{"org leave", 1, 1, P_PLAYER, NULL, 0, orgs_cmd_leave, NULL, "org leave ORG",
	 "leave an organisation", "R1001 5"},
	{"org suggest", 2, 12, P_ACTIVE, NULL, 0, orgs_cmd_suggest, NULL,
	 "org suggest ORG VERB [WORDS...]",
	 "suggest an Organisational Action (`org verbs`); it counts as your approval", "R1003"},
	{"org approve", 1, 1, P_ACTIVE, NULL, 0, orgs_cmd_approve, NULL, "org approve N",
	 "approve suggestion N", "R1003"},
	{"org denounce", 1, 1, P_ACTIVE, NULL, 0, orgs_cmd_denounce, NULL, "org denounce N",
	 "denounce suggestion N: it is voided", "R1003"},
	{"org proxy", 1, 1, P_ACTIVE, NULL, 0, orgs_cmd_proxy, NULL, "org proxy ORG",
	 "proxy your approval to an organisation: you approve all its suggestions", "R1003"},
	{"org renounce", 1, 1, P_ACTIVE, NULL, 0, orgs_cmd_renounce, NULL, "org renounce ORG",
	 "renounce your proxy", "R1003"},
	{"corp show", 1, 1, P_ANYONE, NULL, CMD_READONLY, corps_cmd_show, NULL, "corp show NAME",
	 "a Corporation: its shares, stockholders, Chairman and motions", "R1023"},
	{"corp return", 1, 2, P_ACTIVE, NULL, 0, corps_cmd_return, NULL, "corp return CORP [N]",
	 "give shares to their own Corporation: they are destroyed", "R1023 1"},
	{"corp motion", 2, 7, P_ACTIVE, NULL, 0, corps_cmd_motion, NULL,
	 "corp motion CORP TYPE [WORDS...]",
	 "make a motion (accept, rename, pay, give, mint, buy, disband, pchess buy, customs "
	 "accept|refuse) as a stockholder; you vote for it with all your shares", "R1023 5"},
	{"corp vote", 2, 3, P_ACTIVE, NULL, 0, corps_cmd_vote, NULL,
	 "corp vote N for|against [SHARES]", "vote on a motion with your shares (all unless given)",
	 "R1023 5"},
	{"trust show", 1, 1, P_ANYONE, NULL, CMD_READONLY, trusts_cmd_show, NULL, "trust show NAME",
	 "a Trust Fund's charter", "R1027"},
	{"trust disband", 2, 2, P_ADMIN, NULL, 0, trusts_cmd_disband, NULL,
	 "trust disband NAME REASON",
	 "disband a Trust Fund as its charter directs, or as it cannot be determined", "R1027 ¶2"},
	{"church show", 1, 1, P_ANYONE, NULL, CMD_READONLY, churches_cmd_show, NULL,
	 "church show NAME",
	 "a Church or Cult: Founder, members, Priests, Dogma (its Policy to its members)",
	 "R1301"},
	{"church policy", 2, 2, P_ACTIVE, NULL, 0, churches_cmd_policy, NULL,
	 "church policy NAME TEXT", "set your Church's Church Policy (hidden: members see it)",
	 "R1301 3"},
	{"church ordain", 2, 2, P_ACTIVE, NULL, 0, churches_cmd_ordain, NULL,
	 "church ordain NAME MEMBER", "ordain a member a Priest (the Founder)", "R1301 4 a"},
	{"church defrock", 2, 2, P_ACTIVE, NULL, 0, churches_cmd_defrock, NULL,
	 "church defrock NAME PRIEST", "strip a Priest of eir status", "R1301 4 a"},
	{"church excommunicate", 2, 2, P_ACTIVE, NULL, 0, churches_cmd_excommunicate, NULL,
	 "church excommunicate NAME MEMBER", "expel a member", "R1301 4 a"},
	{"church petition", 1, 1, P_ACTIVE, NULL, 0, churches_cmd_petition, NULL,
	 "church petition NAME", "petition the Founder for membership", "R1301 7 a"},
	{"church accept", 2, 2, P_ACTIVE, NULL, 0, churches_cmd_accept, NULL,
	 "church accept NAME PLAYER", "accept a petitioner as a member (the Founder)",
	 "R1301 7 b"},
	{"church restore", 1, 1, P_ADMIN, NULL, 0, churches_cmd_restore, NULL,
	 "church restore NAME",
	 "record that an orphan Church met R1301 8 i's conditions: its most senior Priest is "
	 "its Founder", "R1301 8 i"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

/* Nomics begun at level 6 or later (core/level.h). */
static const param_level orgs_level_defaults[] = {
	{"hatters.auto", 6, 1},
	{"grey.org", 6, 1},
	{NULL, 0, 0},
};

const nomic_module orgs_module = {
	.name = "orgs",
	.free_state = orgs_free,
	.save_state = orgs_save_state,
	.load_state = orgs_load_state,
	.state_version = 1,
	.params = orgs_params,
	.level_defaults = orgs_level_defaults,
	.commands = orgs_commands,
	.each_mechanic = orgs_mechanics,
	.on_change = orgs_on_change,
	.on_event = grey_on_event, /* the Grey Council's members follow its seats (R1031) */
	.after_command = orgs_after_command,
	.describe_deadline = orgs_describe,
};
