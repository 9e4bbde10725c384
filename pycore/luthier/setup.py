"""Setting up a Luthier game, in the order of the reference's R1 (one RNG, fixed order)."""

from __future__ import annotations

from ..engine.components import Components
from ..engine.rng import Rng
from ..engine.narration import say
from . import effects as fx
from .components import (
    CARD_LOCATIONS,
    DECK_OF,
)
from .automa import solo_automa
from .state import Automa, Chip, Decision, State, Player


def _shuffled(s: State, ids) -> list[str]:
    cards = list(ids)
    s.rng.shuffle(cards)
    return cards


def display_slots(k: Components, n_players: int) -> list[int]:
    return k.SOLO["display_slots"] if n_players == 1 else k.C["display_slots"][str(n_players)]


def new_state(k: Components, names: list[str], seed: int, options: dict[str, str]) -> State:
    """A new game of rules version `k`, its state carrying `k`."""
    n = len(names)
    s = State(seed=seed, options=options, players=[], rng=Rng.from_seed(seed)).play_under(k)
    # 1. first player
    first = s.rng.below(n)
    s.turn_order = [(first + i) % n for i in range(n)]
    # 2. families, dealt at random (R2), in turn order
    families = _shuffled(s, k.FAMILIES)
    s.players = [Player(name="", family="") for _ in names]
    for pos, seat in enumerate(s.turn_order):
        s.players[seat] = Player(name=names[seat], family=families[pos], chips=[Chip(number=c) for c in k.C["chips"]["start"]])
    # 3. decks
    s.decks = {
        "patron": _shuffled(s, [c for c in k.PATRONS if k.PATRONS[c]["deck"] == "A"]),
        "patron_b": _shuffled(s, [c for c in k.PATRONS if k.PATRONS[c]["deck"] == "B"]),
        "instrument": _shuffled(s, [c for c in k.INSTRUMENTS if c not in k.STARTERS]),
        "performance": _shuffled(s, k.PERFORMANCES),
        "repair": _shuffled(s, k.REPAIRS),
        "market": _shuffled(s, k.MARKET),
        "specialist": _shuffled(s, k.SPECIALISTS),
        "award": _shuffled(s, k.AWARDS),
        "objective": _shuffled(s, k.OBJECTIVES),
        "setaside": [],
    }
    s.discards = {pile: [] for pile in ("patron", "instrument", "performance", "repair", "market", "specialist", "objective")}
    # 4. awards
    count = k.SOLO["awards_drawn"] if n == 1 else k.C["awards"]["drawn"][str(n)]
    s.awards = sorted(s.decks["award"][:count])
    del s.decks["award"][:count]
    # 5. starters
    starters = _shuffled(s, k.STARTERS)
    for seat in s.turn_order:
        s.players[seat].deal["instrument"] = [starters.pop(0), starters.pop(0)]
    s.decks["setaside"].extend(starters)
    # 6. two non-royal Patron A cards each (a royal is set aside and replaced)
    royals_aside: list[str] = []
    for seat in s.turn_order:
        dealt: list[str] = []
        while len(dealt) < k.C["setup"]["patrons_dealt"]:
            c = s.decks["patron"].pop(0)
            (royals_aside if k.PATRONS[c]["type"] == "royal" else dealt).append(c)
        s.players[seat].deal["patron"] = dealt
    s.decks["patron"].extend(royals_aside)
    # 7. objectives
    for seat in s.turn_order:
        s.players[seat].deal["objective"] = [s.decks["objective"].pop(0), s.decks["objective"].pop(0)]
    # 8. keeps, in turn order
    for seat in s.turn_order:
        for what in ("patron", "instrument", "objective"):
            s.decisions.append(Decision(kind="keep", seat=seat, data={"what": what}))
    s.pool = k.C["apprentices"]["pool_solo"] if n == 1 else k.C["apprentices"]["pool_per_player"] * n
    if n == 1:
        s.automa = Automa(level=options.get("automa", "journeyman"), chips=list(k.SOLO["bot_chips"]["start"]))
    s.phase = "setup"
    return s


def finish_setup(s: State) -> None:
    """Steps 9-11 once everyone has kept their cards, then the opening actions begin."""
    # 9. unkept cards shuffled back
    for p in s.players:
        s.decks["setaside"].extend(p.deal.pop("instrument", []))
        s.decks["patron"].extend(p.deal.pop("patron", []))
        s.discards["objective"].extend(p.deal.pop("objective", []))
    s.decks["instrument"].extend(s.decks["setaside"])
    s.decks["setaside"] = []
    s.rng.shuffle(s.decks["instrument"])
    s.rng.shuffle(s.decks["patron"])
    # 10. displays and the market card
    slots = sum(display_slots(s.k, len(s.players)))
    for loc in CARD_LOCATIONS:
        s.displays[loc] = [None] * slots
    refill_displays(s)
    s.market_card = fx.draw(s, "market")
    say(None, "market_card", ("market",), card=s.market_card)
    # 11. kits and the seat money bonus
    for pos, seat in enumerate(s.turn_order):
        p = s.players[seat]
        fam = s.k.FAMILIES[p.family]
        for res, amount in fam["start"].items():
            fx.gain(s, seat, {res: amount})
        for track, steps in fam["start_tracks"].items():
            fx.move_track(s, seat, track, steps)
        if len(s.players) > 1:
            fx.add(s, seat, "money", s.k.C["setup"]["seat_money_bonus"][pos])
        say(seat, "kit", player=seat, family=p.family)
    s.phase = "opening"
    s.cursor = 0


def refill_displays(s: State) -> None:
    """R22: cards move toward the start of the line keeping their order; the end is filled from the deck."""
    for loc in CARD_LOCATIONS:
        line = s.displays[loc]
        cards = [c for c in line if c is not None]
        moved = line[:len(cards)] != cards
        line[:] = cards + [None] * (len(line) - len(cards))
        for i in range(len(cards), len(line)):
            line[i] = fx.draw(s, DECK_OF[loc])
        new = [c for c in line[len(cards):] if c is not None]
        if new:
            say(None, "display_refill", (f"display:{loc}",), location=loc, cards=new)
        elif moved:
            say(None, "display_slide", (f"display:{loc}",), location=loc)


def automa_deck(s: State) -> None:
    """Solo: all 15 automa cards shuffled at every start of round (R5, R24)."""
    a = solo_automa(s)
    a.deck = _shuffled(s, s.k.AUTOMA)
    a.drawn = []
    say(None, "automa_shuffle")
