"""Building Luthier positions by hand for the rule tests."""

from __future__ import annotations

from pycore.engine import get_game
from pycore.luthier import GAME, rules
from pycore.luthier.components import DECK_OF
from pycore.luthier.state import Chip, State, PatronSlot, Placement

NAMES = ["Ada", "Bo", "Cy", "Di"]


# The reference's numbers are rules lu-2's; lu-3 and lu-4 changed a few designed ones (docs/rules/luthier.md,
# "Rules lu-3" and "Rules lu-4").
VERSIONS = ("lu-2", "lu-3", "lu-4")


def under(version: str, *states: State) -> None:
    """Put positions built by hand under Luthier rules `version`: each state carries its version's components
    (`state.k`), by which the rules play it."""
    for s in states:
        s.play_under(get_game("luthier", version).components)


def new(players: int = 2, seed: int = 3, **options) -> State:
    return GAME.new_game(NAMES[:players], seed, options)


def ids(s: State) -> list[str]:
    GAME.forget(s)  # positions edited by hand: the kernel's legal list of this step may be stale
    return [a.id for a in GAME.legal_actions(s)]


def act(s: State, *action_ids: str) -> State:
    for action_id in action_ids:
        GAME.forget(s)
        GAME.apply(s, action_id)
    return s


def first(s: State) -> State:
    return act(s, ids(s)[0])


def to_planning(s: State) -> State:
    """Keep the first card of each setup deal, take no bench step, until Planning begins."""
    while s.phase != "planning":
        options = ids(s)
        act(s, "bench:done" if "bench:done" in options else options[0])
    return s


def planning(players: int = 2, seed: int = 3, **options) -> State:
    return to_planning(new(players, seed, **options))


def seat_to_move(s: State) -> int:
    return GAME.to_move(s)


def blank_player(s: State, seat: int, money: int = 0) -> None:
    """Clear a player's holdings (so that a test sets exactly what it needs)."""
    p = s.players[seat]
    p.money, p.inspiration, p.apprentices = money, 0, 0
    p.materials = {"animal": 0, "wood": 0, "metal": 0}
    for card in p.hand + p.rough_bench + p.finish_bench:
        s.discards["instrument"].append(card)
    p.hand, p.rough_bench, p.finish_bench = [], [], []
    for slot in p.patrons:
        s.discards["patron"].append(slot.card)
    p.patrons = []


def give_patron(s: State, seat: int, card: str, cube: int = 0) -> None:
    """Move a patron card from wherever it is into the player's slots."""
    take_out(s, card)
    s.players[seat].patrons.append(PatronSlot(card=card, cube=cube))


def take_out(s: State, card: str) -> None:
    """Remove a card from decks, discards and displays (to place it by hand)."""
    for pile in list(s.decks.values()) + list(s.discards.values()):
        if card in pile:
            pile.remove(card)
    for line in s.displays.values():
        if card in line:
            line[line.index(card)] = None


def put_in_display(s: State, location: str, slot: int, card: str) -> None:
    old = s.displays[location][slot]
    take_out(s, card)
    if old is not None:
        s.discards[DECK_OF[location]].append(old)
    s.displays[location][slot] = card


def _planned(s: State, chips: list[tuple]) -> list[dict]:
    """The placements of `chips` (seat, chip number, location[, apprentices]) as if planned in this order."""
    placed = []
    for seq, entry in enumerate(chips, start=1):
        seat, number, location = entry[:3]
        owned = next((c for c in s.players[seat].chips if c.number == number), None) if seat >= 0 else None
        placed.append({"seat": seat, "chip": number, "specialist": owned.specialist if owned else None,
                       "location": location, "apprentices": entry[3] if len(entry) > 3 else 0, "seq": seq})
    return placed


def resolution(chips: list[tuple], order: list[int], players: int = 2, seed: int = 1) -> State:
    """A position built as data (docs/positions.md): a game at its first Planning phase with these chips
    placed (seat, chip number, location[, apprentices]; seat -1 = the 2p rival chip; chips the players
    own), then the Resolution phase in this turn order. `from_position` checks it and runs its first steps."""
    start = planning(players, seed)
    data = GAME.position(start)
    data["placements"] = _planned(start, chips)
    data["seq"] = len(chips)
    data["pool"] = start.pool - sum(p["apprentices"] for p in data["placements"])
    data.update(turn_order=order, phase="resolution", cursor=0, decisions=[])
    data.pop("activation", None)
    for player in data["players"]:
        player.pop("passed", None)
    return GAME.from_position(data)


def resolution_with(s: State, chips: list[tuple], order: list[int] | None = None) -> State:
    """Put chips on the board as if planned in this order, then start the Resolution phase (in place).

    chips: (seat, chip number, location[, apprentices]); seat -1 = the 2p rival chip. A chip a player
    does not own is given to them. `resolution` builds the same as a checked position."""
    for entry in chips:
        seat, number = entry[:2]
        if seat >= 0 and all(c.number != number for c in s.players[seat].chips):
            s.players[seat].chips.append(Chip(number=number))
    s.placements = [Placement(**fields) for fields in _planned(s, chips)]
    s.decisions = []
    s.seq = len(chips)
    s.pool -= sum(pl.apprentices for pl in s.placements)
    if order is not None:
        s.turn_order = order
    s.phase = "resolution"
    s.cursor = 0
    s.activation = None
    for p in s.players:
        p.passed = False
    rules.advance(s)
    return s
