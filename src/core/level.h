/* level.h: the behaviour level a nomic began at.
 *
 * A nomic's log is its state: replay runs every event again through today's
 * code and must reproduce each one exactly. When the server comes to do more
 * by itself (salaries paid at noon on the first Monday, a vacancy calling
 * its Nomination), a nomic begun before would replay differently: new
 * events would come between the old ones, and every later event's number,
 * deadline and seq-keyed random draw would shift. So `init` logs the level
 * of the code that began the nomic, and a default that changed applies only
 * to nomics begun at its level or later (params.h, param_since). A nomic
 * moves to the new behaviour when someone sets the parameter, like any
 * other change of the game.
 *
 * Level 0: nomics whose `init` logged no level.
 * Level 1: offices.mode is "rules" (Ackanomic R401: the offices run by
 *          themselves; src/gov/offices); commission.auto is 1 (R670 1:
 *          the end of a long cycle calls the Commission d'Arts).
 * Level 2: trinkets.sponsor is 1 (R252 II 4: a new player who names eir
 *          Sponsor and the Sponsor receive their Trinkets; src/econ);
 *          cheese.auto is 1 (R611: the server gives the cheeses it sees
 *          earned; src/gov/cheese).
 * Level 3: characteristics.auto is 1 (R550.1, R550.2, R540.3: Honour and
 *          the Elements change by themselves for the acts the server
 *          sees; src/society/character);
 *          treasury.bankrupt is 1 (R505 II: a Treasury short of A$ takes
 *          10% from On Ice players, then shares what it has in proportion;
 *          src/econ/treasury); dividends.auto is 1 (R508: Fortnightly
 *          Dividends every other Monday at noon).
 * Level 4: agenda.duty is 1 (R431 ¶3: the Illuminatus's Duty to call for
 *          Agenda Conditions once a cycle is an officer's duty with a
 *          deadline, src/gov/duties; src/gov/agenda); land.homes is 1
 *          (R252 II 1: a new player is granted a Kaa and a Small
 *          building upon it, eir Home; src/econ/land).
 * Level 5: castes.auto is 1 (R1030 ¶2: a player who ceases to be a
 *          Newbie or On Ice joins a Caste by random determination;
 *          src/society/castes).
 * Level 6: treasury.obligations is 1 (R505 II: R666 f's A$ for points,
 *          the Commission d'Arts' A$75 (R670 6) and a Mentor's fee
 *          (R252 II 3) are paid through the Treasury's obligations,
 *          src/econ/treasury); hatters.auto is 1 (R675: the Mad Hatters
 *          are an organisation the rules make, src/society/orgs);
 *          wins.entities is 1 (R600 ¶2, R620 ¶1, R901 ¶2: Winning
 *          Conditions, the Chartreuse Goose and the Great Tuba are
 *          entities of the model, owned by their holders; src/gov/wins.c,
 *          src/gov/cycle/lasting.c);
 *          offices.per_seat is 1 (R401 (i), R1031: offices run seat by
 *          seat: the holder of any seat may be impeached, Honour counts
 *          each seat taken, the Grey Council's seats are its Castes';
 *          src/gov/offices/grey.c); grey.org is 1 (R1031 ¶1: the Grey
 *          Council is also an organisation, src/society/orgs/orgs_grey.c);
 *          rng.keyed is 1 (R230 I: each random
 *          determination is drawn from a stream keyed by its purpose and
 *          object, not by the event's number, so that new automatic
 *          events shift no draw; core/rng.h); otzma.org_destroy is 1
 *          (R1023 8, R1027 ¶3: an Otzma Card a Corporation or a Trust
 *          Fund owns is destroyed; src/society/otzma).
 * Level 7: contracts.entities is 1 (R560 ¶1 "A class of named entities
 *          known as Contracts exists": a Contract is an entity of the
 *          model from the moment it exists; src/econ/contracts);
 *          swingers.points is 1 (R1044 2: every other Monday the
 *          Swingers receive points by their Party Chess Weights, while a
 *          game of Party Chess runs; src/games/pchess);
 *          otzma.day_auctions is 1 (R1240.1 C g: at an Otzma-Day's end
 *          the Otzma Cards in the Treasury are listed and auctioned, a
 *          set per type; src/society/otzma); otzma.lsap_duty is 1
 *          (R1240.1 C e: an Otzma-Day starting with an LSAP of 10 or
 *          more makes it the RuneMaker's Duty to create a card).
 * Level 8: Party Chess as the R1230.x suite runs it by itself
 *          (src/games/pchess): pchess.entities is 1 (R1230.1 7: each
 *          piece is an entity, held by its Swingership's Swinger);
 *          pchess.hands is 1 (R1230.30, R1230.40: Stabber's Knives given
 *          by themselves, a hand won); pchess.umpire is 1 (R1230.2 1: the
 *          Chess-Umpire is an office, the game suspended while it is
 *          vacant); pchess.auto is 1 (R1230.2 4 B: a Warm Swingership's
 *          automatic plays, three default plays sending a Party
 *          Swingership Somewhere Else); pchess.undefined_off is 1
 *          (R1230.1 3 E: a piece whose PartyChessPieceDef rule is not in
 *          force goes off-board).
 * Level 9: games.doublecrash.refuse_target is 1 (R1250.12 IV round 1: a
 *          Target Word outside the Official Dictionary is refused when
 *          it is chosen, not found out at the game's end;
 *          src/games/doublecrash).
 * Level 10: arcadia.entities is 1 (Agora seed 003, "Land Units are
 *          assets": a tournament's Land Units are entities of the kind
 *          landunit, created when it begins; src/agora/arcadia).
 */
#ifndef NOMIC_LEVEL_H
#define NOMIC_LEVEL_H

#define NOMIC_LEVEL 10

#endif
