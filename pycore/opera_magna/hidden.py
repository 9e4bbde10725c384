"""What one seat cannot see in Opera Magna, dealt afresh (see `pycore.engine.hidden`).

Hidden: others' hands, the order of the Trade Card piles and of the Building decks, and the Trade
Cards left out of the game at setup. Trade Cards have the back of their deck (A, B or C), so a seat
knows which deck each hidden card came from: a hidden spot is dealt a card of the same deck. The
pool of a deck is every card of it that the seat cannot see (in the other hands, in the piles or
out of the game).
"""

from __future__ import annotations

from ..engine.copying import fast_copy
from ..engine.hidden import Place, redeal, reseed, whole
from ..engine.rng import Rng
from .state import State


def determinize(state: State, seat: int, rng: Rng) -> State:
    """A copy of `state` that `seat` cannot tell from it, its hidden parts drawn from `rng`."""
    s = fast_copy(state)
    hidden: list[Place] = whole(*s.decks, *[p.hand for i, p in enumerate(s.players) if i != seat])
    present = set(s.discard).union(s.market, *s.decks, *[p.hand for p in s.players],
                                   *[c.cost for c in s.cities], *[c.profit for c in s.cities])
    for deck in sorted({c.deck for c in state.k.TRADE_CARDS.values()}):
        places = [(spot, i) for spot, i in hidden if state.k.TRADE_CARDS[spot[i]].deck == deck]
        out_of_game = [c for c, card in state.k.TRADE_CARDS.items() if card.deck == deck and c not in present]
        redeal(rng, places, out_of_game)
    for pile in s.building_decks:
        redeal(rng, whole(pile))
    reseed(s, rng)
    return s
