/* errors.c — the one-line messages for cards_err, shown to players as is. */
#include "games/cards/cards.h"

const char *cards_strerror(cards_err e)
{
	switch (e) {
	case CARDS_OK: return "ok";
	case CARDS_E_ARG: return "invalid arguments";
	case CARDS_E_PARSE: return "not a card name";
	case CARDS_E_NO_CARD: return "no such card in the packs in play";
	case CARDS_E_DECK_EMPTY: return "the Deck is empty, so no card can be dealt";
	case CARDS_E_RANDOM: return "the random source failed";
	case CARDS_E_NOT_HELD: return "that card is not in that hand";
	case CARDS_E_DUPLICATE: return "the same card is named twice";
	case CARDS_E_NOT_PCARD: return "only Red and Blue cards are PCards";
	case CARDS_E_HAND_SIZE: return "a Poker Hand has one to five PCards";
	case CARDS_E_TOO_MANY: return "too many cards";
	case CARDS_E_TOO_FEW_SHOWN: return "the player who declared the Showdown must show at least two PCards";
	case CARDS_E_TRADE_UNEQUAL: return "both players must trade an equal number of PCards";
	case CARDS_E_TRADE_MISMATCH: return "the two players did not notify the same trade";
	case CARDS_E_TRADE_EMPTY: return "a trade exchanges at least one PCard each way";
	case CARDS_E_NOMEM: return "out of memory";
	case CARDS_E_PHASE: return "that is not possible at this point of the game";
	case CARDS_E_TURN: return "it is not your turn";
	case CARDS_E_BID: return "the valid bids are 0, 2, 3, ..., 13";
	case CARDS_E_BLIND_NIL: return "only a player whose team is behind by 200 or more may bid Blind Nil, before seeing eir cards";
	case CARDS_E_CHOOSE_BLIND: return "bid Blind Nil or ask to be shown your cards first";
	case CARDS_E_REVOKE: return "you must follow the suit led";
	case CARDS_E_SPADES_UNBROKEN: return "a spade may not be led until a spade has been played to an earlier trick";
	case CARDS_E_NO_CLAIM: return "the winners of the remaining tricks are not certain";
	case CARDS_E_GAME_OVER: return "the game is over";
	}
	return "unknown error";
}
