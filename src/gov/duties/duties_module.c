/* duties_module.c: officers' duties as a subsystem of the engine
 * (core/module.h): its state's life, its parameter (duties.days, R401
 * (x)), its commands, its mechanics, how `deadlines` describes an
 * office-duty deadline, and the hooks that make duties due and discharge
 * them (obligation.c). */
#include "gov/duties/duties.h"

static void duties_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("an officer's duty made due, and its deadline", dl_office_duty.rule, arg);
	fn("the Crime of Non-Performance of a duty not done in time", "R701", arg);
}

const nomic_module duties_module = {
	.name = "duties",
	.free_state = duties_free,
	.save_state = duties_save_state,
	.load_state = duties_load_state,
	.state_version = 1,
	.params = duties_params,
	.commands = duties_commands,
	.each_mechanic = duties_mechanics,
	.after_command = duties_after_command,
	.on_change = duties_on_change,
	.describe_deadline = duties_describe_deadline,
};
