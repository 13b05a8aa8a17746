/* date.c: the timestamps of A Nomic's history lines, e.g.
 * "20 Jan 2001 00:00:00" (UTC).  Parsing is strict so that formatting the
 * parsed time gives the same bytes back (lossless export). */
#include "rules/rules_internal.h"

#include <stdio.h>
#include <string.h>

static const char months[12][4] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                    "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };

/* Days from 1970-01-01 to y-m-d in the proleptic Gregorian calendar
 * (Howard Hinnant's algorithm); avoids timegm and the TZ environment. */
static int64_t days_from_civil(int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    unsigned yoe = (unsigned)(y - era * 400);
    unsigned doy = (153 * (m + (m > 2 ? (unsigned)-3 : 9)) + 2) / 5 + d - 1;
    unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (int64_t)doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, unsigned *m, unsigned *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    unsigned doe = (unsigned)(z - era * 146097);
    unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    unsigned mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = (int64_t)yoe + era * 400 + (*m <= 2);
}

static int days_in_month(int64_t y, unsigned m)
{
    static const int dm[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : dm[m - 1];
}

char *rules_date_format(int64_t t, char *buf, size_t cap)
{
    int64_t days = t / 86400, secs = t % 86400;
    if (secs < 0) {
        secs += 86400;
        days--;
    }
    int64_t y;
    unsigned m, d;
    civil_from_days(days, &y, &m, &d);
    snprintf(buf, cap, "%u %s %lld %02d:%02d:%02d", d, months[m - 1],
             (long long)y, (int)(secs / 3600), (int)(secs / 60 % 60),
             (int)(secs % 60));
    return buf;
}

bool rules_date_parse(const char *s, size_t len, int64_t *out)
{
    char tmp[48];
    if (len == 0 || len >= sizeof tmp)
        return false;
    memcpy(tmp, s, len);
    tmp[len] = '\0';
    unsigned d, hh, mm, ss;
    int y, used = 0;
    char mon[4];
    if (sscanf(tmp, "%2u %3s %4d %2u:%2u:%2u%n", &d, mon, &y, &hh, &mm, &ss,
               &used) != 6 || (size_t)used != len)
        return false;
    unsigned m = 0;
    for (unsigned i = 0; i < 12; i++)
        if (strcmp(mon, months[i]) == 0)
            m = i + 1;
    if (!m || y < 1900 || d < 1 || (int)d > days_in_month(y, m) || hh > 23 ||
        mm > 59 || ss > 59)
        return false;
    int64_t t = days_from_civil(y, m, d) * 86400 + hh * 3600 + mm * 60 + ss;
    /* Only the canonical spelling is accepted, so export gives it back. */
    char again[48];
    rules_date_format(t, again, sizeof again);
    if (strcmp(again, tmp) != 0)
        return false;
    *out = t;
    return true;
}
