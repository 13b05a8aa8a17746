/* render.c: the short (current text) and full (with history) plain-text
 * rulesets, in the spirit of Agora's SLR and FLR. */
#include "rules/rules_render.h"
#include "rules/rules_internal.h"

#include <stdlib.h>

static void history_line(rules_buf *b, const rules_history_entry *h)
{
    char num[RULES_NUMBER_BUFSZ], date[48];
    rules_buf_printf(b, "revision %lu: %s", (unsigned long)h->revision,
                     rules_change_name(h->kind));
    switch (h->kind) {
    case RULES_CHANGE_RENUMBERED:
        rules_buf_printf(b, " from %s", rules_number_format(h->number, num, sizeof num));
        rules_buf_printf(b, " to %s", rules_number_format(h->new_number, num, sizeof num));
        break;
    case RULES_CHANGE_RETITLED:
        if (h->old_title)
            rules_buf_printf(b, " (was \"%s\")", h->old_title);
        break;
    case RULES_CHANGE_TRANSMUTED:
        rules_buf_printf(b, " from %s to %s", rules_mutability_name(h->old_mutability),
                         rules_mutability_name(h->new_mutability));
        break;
    default:
        break;
    }
    rules_buf_printf(b, " by %s", h->cause);
    if (h->has_time)
        rules_buf_printf(b, ", %s UTC", rules_date_format(h->time, date, sizeof date));
}

char *rules_render_history_entry(const rules_history_entry *h)
{
    rules_buf b;
    rules_buf_init(&b);
    history_line(&b, h);
    return rules_buf_take(&b, NULL);
}

static void render_rule(rules_buf *b, const rules_rule *r, bool full)
{
    char num[RULES_NUMBER_BUFSZ];
    rules_buf_printf(b, "Rule %s/%lu", rules_number_format(r->number, num, sizeof num),
                     (unsigned long)r->revision);
    if (r->title)
        rules_buf_printf(b, ": \"%s\"", r->title);
    if (r->mutability != RULES_MUT_UNSPECIFIED)
        rules_buf_printf(b, " [%s]", rules_mutability_name(r->mutability));
    if (r->visibility != RULES_VIS_PUBLIC)
        rules_buf_printf(b, " [%s]", rules_visibility_name(r->visibility));
    if (r->has_power)
        rules_buf_printf(b, " [power %g]", r->power);
    rules_buf_putc(b, '\n');
    if (full) {
        if (r->heading)
            rules_buf_printf(b, "Section: %s\n", r->heading);
        if (r->author)
            rules_buf_printf(b, "Author: %s\n", r->author);
        for (size_t i = 0; i < r->n_notes; i++)
            rules_buf_printf(b, "%s\n", r->notes[i]);
    }
    rules_buf_printf(b, "\n%s\n", rules_rule_text(r));
    if (rules_rule_script(r))
        rules_buf_printf(b, "\nScript (Lua):\n%s\n", rules_rule_script(r));
    if (full) {
        rules_buf_puts(b, "\nHistory:\n");
        if (!r->n_history)
            rules_buf_puts(b, "  (none recorded)\n");
        for (size_t i = 0; i < r->n_history; i++) {
            rules_buf_puts(b, "  ");
            history_line(b, &r->history[i]);
            rules_buf_putc(b, '\n');
        }
    }
}

char *rules_render_rule(const rules_rule *r, bool full, size_t *len)
{
    rules_buf b;
    rules_buf_init(&b);
    render_rule(&b, r, full);
    return rules_buf_take(&b, len);
}

static char *render_all(const rules_ruleset *rs, bool full, size_t *len)
{
    rules_buf b;
    rules_buf_init(&b);
    const char *kind = rs->format == RULES_FORMAT_REGULATIONS ? "regulations" : "rules";
    rules_buf_printf(&b, "%s ruleset, %zu %s in force\n",
                     full ? "Full" : "Short", rules_count_in_force(rs), kind);
    for (size_t i = 0; i < rs->n; i++) {
        if (rs->rules[i]->repealed)
            continue;
        rules_buf_puts(&b, "\n----------------------------------------"
                           "--------------------------------------\n");
        render_rule(&b, rs->rules[i], full);
    }
    return rules_buf_take(&b, len);
}

char *rules_render_short(const rules_ruleset *rs, size_t *len)
{
    return render_all(rs, false, len);
}

char *rules_render_full(const rules_ruleset *rs, size_t *len)
{
    return render_all(rs, true, len);
}
