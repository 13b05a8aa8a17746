/* gaol.c: the Gaol (R709). (Scaffold: the crime part of issue 14 fills it.) */
#include "gov/crime/crime.h"

int crime_in_gaol(const nomic *n, int who)
{
	(void)n;
	(void)who;
	return 0;
}
