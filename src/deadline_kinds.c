/* deadline_kinds.c: every kind of deadline the server knows, core's and
 * the modules', so that a checkpoint (issue 17 item 3) can write a pending
 * deadline's kind by its name and find the kind again by that name when it
 * loads (core/state_ckpt.c). Like modules.c, the one file that sees them
 * all. A kind missing here is never silently lost: saving a nomic with a
 * pending deadline of it fails (no checkpoint is written, opening
 * replays), and NOMIC_TEST_CHECKPOINT=1 aborts on the first such deadline,
 * so the transcripts find it. Add a new kind here when you add it. */
#include "core/state.h"

#include <stddef.h>

extern const deadline_kind
	dl_agenda_award, dl_agenda_hats, dl_agenda_release, dl_apology_due, dl_auction_close,
	dl_caste_newbie, dl_cfcj_grace, dl_cfj_appeal, dl_cfj_judge, dl_commission_hearing,
	dl_commission_session, dl_commission_suggestion, dl_contempt_lapse, dl_contract_ack,
	dl_contract_expiry, dl_contract_stale, dl_corp_motion, dl_court_week, dl_csr,
	dl_departures, dl_dividends, dl_election_end, dl_fatlady_song, dl_fip_end, dl_fire_week,
	dl_game, dl_gaol_release, dl_hearing, dl_ip_end, dl_judge_reminder, dl_machine_quack,
	dl_mentor_accept, dl_moribund, dl_move_reminder, dl_nomination_end, dl_office_duty,
	dl_onice_end, dl_org_action, dl_org_founder, dl_org_quasi, dl_otzma_day_end,
	dl_otzma_day_start, dl_otzma_effect, dl_paradigm_inflation, dl_paradigm_revolution,
	dl_pardon_lapse, dl_payday, dl_pchess_ffa, dl_rename, dl_report_due, dl_script_timer,
	dl_swinger_points, dl_term_end, dl_trade_expiry, dl_vacation_end, dl_vote_reminder,
	dl_voting_check, dl_voting_end, dl_win_announced, dl_aos_report, dl_aos_reckoning;
/* Arcadia (seed 003; src/agora/arcadia). */
extern const deadline_kind dl_arcadia_midnight, dl_arcadia_iteration;

const deadline_kind *const deadline_kinds[] = {
	&dl_agenda_award,
	&dl_agenda_hats,
	&dl_agenda_release,
	&dl_apology_due,
	&dl_auction_close,
	&dl_caste_newbie,
	&dl_cfcj_grace,
	&dl_cfj_appeal,
	&dl_cfj_judge,
	&dl_commission_hearing,
	&dl_commission_session,
	&dl_commission_suggestion,
	&dl_contempt_lapse,
	&dl_contract_ack,
	&dl_contract_expiry,
	&dl_contract_stale,
	&dl_corp_motion,
	&dl_court_week,
	&dl_csr,
	&dl_departures,
	&dl_dividends,
	&dl_election_end,
	&dl_fatlady_song,
	&dl_fip_end,
	&dl_fire_week,
	&dl_game,
	&dl_gaol_release,
	&dl_hearing,
	&dl_ip_end,
	&dl_judge_reminder,
	&dl_machine_quack,
	&dl_mentor_accept,
	&dl_moribund,
	&dl_move_reminder,
	&dl_nomination_end,
	&dl_office_duty,
	&dl_onice_end,
	&dl_org_action,
	&dl_org_founder,
	&dl_org_quasi,
	&dl_otzma_day_end,
	&dl_otzma_day_start,
	&dl_otzma_effect,
	&dl_paradigm_inflation,
	&dl_paradigm_revolution,
	&dl_pardon_lapse,
	&dl_payday,
	&dl_pchess_ffa,
	&dl_rename,
	&dl_report_due,
	&dl_script_timer,
	&dl_swinger_points,
	&dl_term_end,
	&dl_trade_expiry,
	&dl_vacation_end,
	&dl_vote_reminder,
	&dl_voting_check,
	&dl_voting_end,
	&dl_win_announced,
	&dl_aos_report,
	&dl_aos_reckoning,
	&dl_arcadia_midnight,
	&dl_arcadia_iteration,
	NULL,
};
