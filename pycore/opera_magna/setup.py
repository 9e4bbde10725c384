"""Setting up a game (reference 4.1 and R17).

Chance is drawn in this fixed order: Shop Boards, first player, Worksites (row a, b, c), Building
decks (Small, Medium, Large), City Power tokens, deck A, deck B, deck C.
"""

from __future__ import annotations

from ..engine.components import Components
from ..engine.errors import IllegalAction
from ..engine.rng import Rng
from .components import DISPLAY_SLOTS, SIZES
from .state import City, Pending, Player, State


def _deal(deck: list[str], n: int) -> list[str]:
    """Take `n` cards from the top (the end) of a deck."""
    cards = deck[len(deck) - n:]
    del deck[len(deck) - n:]
    return cards[::-1]


def new_state(k: Components, players: list[str], seed: int, board: str) -> State:
    """A new game of rules version `k`, its state carrying `k`."""
    n = len(players)
    if not k.SETUP["players"]["min"] <= n <= k.SETUP["players"]["max"]:
        raise IllegalAction(f"Opera Magna is for 1 to 4 players, not {n}.")
    names = [str(name).strip() for name in players]
    if any(not name for name in names):
        raise IllegalAction("Every player needs a name.")
    sizes = k.SETUP["by_players"][str(n)]
    rng = Rng.from_seed(seed)

    boards = list(k.SHOP_BOARDS)
    rng.shuffle(boards)
    first = rng.below(n)
    order = [(first + i) % n for i in range(n)]

    sites: list[str] = []
    for lvl in (1, 2, 3):
        row = [w for w in k.WORKSITES if k.WORKSITES[w].level == lvl]
        rng.shuffle(row)
        sites += row

    building_decks = []
    for size in SIZES:
        deck = [b for b in k.BUILDINGS if k.BUILDINGS[b].size == size]
        rng.shuffle(deck)
        building_decks.append(deck)

    powers = list(k.CITY_POWERS)
    rng.shuffle(powers)

    by_deck = {d: [c for c in k.TRADE_CARDS if k.TRADE_CARDS[c].deck == d] for d in "ABC"}
    for deck in by_deck.values():
        rng.shuffle(deck)
    a = by_deck["A"]

    per_area = k.SETUP["cards_per_city_area"]
    cities = [
        City(name=k.SETUP["city_names"][i], power=powers[i], cost=_deal(a, per_area), profit=_deal(a, per_area))
        for i in range(sizes["cities"])
    ]
    market = _deal(a, len(k.SETUP["market_spaces"]))

    seats = []
    for seat, name in enumerate(names):
        seats.append(Player(
            name=name, board=boards[seat],
            raw=[k.SETUP["starting_raw_each"]] * 4, cert=[k.SETUP["starting_certificate_space"]] * 4,
            vp=k.SETUP["starting_vp"], refined=[0] * 4, stored=[0] * 4,
            hand=_deal(a, k.SETUP["starting_hand"]), merchants=[""] * k.SETUP["merchants_per_player"],
            works=[], placed=[], left=[[], [], []], right=[[], [], []],
        ))
    for seat in order:  # starting Buildings under construction, dealt in turn order
        for size in k.SETUP["starting_buildings"]:
            seats[seat].works.append(building_decks[SIZES.index(size)].pop())
            seats[seat].placed.append(0)
    display = [building_decks[SIZES.index(size)].pop() for size in DISPLAY_SLOTS]

    # decks: the top card is the last one; pile 0 is deck A on top of deck B
    c = by_deck["C"]
    decks = [_deal(by_deck["B"], sizes["deck_B"]) + _deal(a, sizes["deck_A"])]
    decks += [_deal(c, pile) for pile in sizes["deck_C_piles"]]

    state = State(
        board=board, players=seats, order=order, cities=cities, market=market, decks=decks,
        discard=[], building_decks=building_decks, display=display,
        sites=sites, tokens=[[] for _ in sites], rng=rng,
    ).play_under(k)
    for position, seat in enumerate(order):  # turn-order compensation, chosen one Good at a time (R10, R17)
        units = k.SETUP["seat_compensation_raw"][position]
        if units:
            state.pending.append(Pending(kind="raw", seat=seat, units=units, data="setup"))
    return state
