"""What every Luthier position must satisfy, in words that say what is wrong.

    problems(state)                 -> [] for a possible position, else one sentence per problem
    problems(state, settled=False)  -> the same, without asking for a decision to be waiting

Every random game checks these after each action (tests/engine/test_conformance.py); a save
(`from_json`) and a position (`from_position`) are refused when they break one. They follow the
components (`components.json`, constants) and the rules text: every card exactly once, the apprentice
pool, storage, benches, patron slots and tracks within their limits, the chips owned by round, the
running prestige equal to its parts, the displays at their size; then every mapping's keys and every pile's
kind of card (`shapes.py`), and the relations between fields that the rules text implies (`relations.py`).
"""

from __future__ import annotations

from collections import Counter

from ..engine.components import Components
from . import effects as fx
from . import scoring
from .moves import legal_moves
from .relations import relation_problems
from .shapes import shape_problems
from .components import (
    MATERIALS, TRACKS,
)
from .state import Placement, State


def all_cards(k: Components) -> frozenset[str]:
    """Every card of the game, read from the tables when asked: a rules version may add or remove cards."""
    return frozenset(k.INSTRUMENTS) | set(k.PATRONS) | set(k.PERFORMANCES) | set(k.REPAIRS) | set(k.MARKET) | set(k.SPECIALISTS) | set(
        k.OBJECTIVES) | set(k.AWARDS)


# compared with a player's materials' keys (the materials are a tuple of the module: the same in every version)
MATERIAL_KEYS = dict.fromkeys(MATERIALS).keys()


def card_places(s: State) -> Counter:
    """Every card id wherever it is (decks, discards, displays, players, pending choices), with its count."""
    cards: list = []
    for pile in s.decks.values():
        cards += pile
    for pile in s.discards.values():
        cards += pile
    for line in s.displays.values():
        cards += line
    cards.append(s.market_card)
    cards += s.awards
    for p in s.players:
        cards += p.hand + p.rough_bench + p.finish_bench + p.finished + p.perf_cards + p.repair_cards
        cards += p.repairs + p.satisfied + p.specialists + p.specialists_new
        cards += [x[0] for x in p.performances if x] + [slot.card for slot in p.patrons] + [p.objective]
        for dealt in p.deal.values():
            cards += dealt
    for d in s.decisions:
        if d.kind == "specialist":
            cards += d.data.get("cards", [])
        if d.kind == "retire":
            cards.append(d.data.get("card"))
    where = Counter(cards)
    where.pop(None, None)
    return where


def expected_chips(k: Components, round_number: int) -> int:
    """Chips a player owns in a round: the 3 starting ones, one more from rounds 3 and 5."""
    return len(k.C["chips"]["start"]) + sum(round_number >= int(r) for r in k.C["chips"]["gain_at_round_start"])


class _Who:
    """A player as a problem names them, written out only when a problem is (most checks find none)."""

    def __init__(self, name: str, seat: int):
        self.name, self.seat = name, seat

    def __str__(self) -> str:
        return f"{self.name or f'seat {self.seat}'} (seat {self.seat})"

    __format__ = lambda self, spec: str(self)  # noqa: E731  (f-strings call __format__)


def _card_problems(s: State) -> list[str]:
    where, known = card_places(s), all_cards(s.k)
    if len(where) == len(known) and where.keys() == known and where.total() == len(known):
        return []  # every card once: the usual case, checked first
    out = []
    unknown = sorted(c for c in where if c not in known)
    if unknown:
        out.append(f"unknown card id(s): {', '.join(map(str, unknown))}")
    twice = sorted(c for c, k in where.items() if k > 1)
    if twice:
        out.append(f"card(s) in two places at once: {', '.join(twice)}")
    lost = sorted(known - set(where))
    if lost:
        out.append(f"card(s) missing from the game (every card is somewhere: a deck, a discard pile, a display, a player): {', '.join(lost)}")
    return out


def _player_problems(s: State, seat: int, mine: list[Placement]) -> list[str]:
    """A player's problems; `mine` are their chips on the board."""
    k = s.k
    p = s.players[seat]
    out: list[str] = []
    who = _Who(p.name, seat)
    if p.family not in k.FAMILIES:
        out.append(f"{who} has an unknown family '{p.family}'")
    if p.money < 0 or p.inspiration < 0:
        out.append(f"{who} has {p.money} money and {p.inspiration} inspiration: neither can be negative")
    stored = p.materials
    if stored.keys() != MATERIAL_KEYS or min(stored.values()) < 0 or max(stored.values()) > fx.storage_cap(k, p):
        out.append(f"{who} stores {stored}: each of {', '.join(MATERIALS)} from 0 to the storage cap {fx.storage_cap(k, p)}")
    if p.tracks.keys() != dict.fromkeys(TRACKS).keys():
        out.append(f"{who}'s tracks must be {', '.join(TRACKS)}, not {', '.join(p.tracks)}")
    else:
        for track in TRACKS:
            top = k.C["tracks"][track]["max"]
            if not 0 <= p.tracks[track] <= top:
                out.append(f"{who} is on space {p.tracks[track]} of the {track} track, which runs from 0 to {top}")
    on_chips = sum(pl.apprentices for pl in mine if not pl.resolved)
    if p.apprentices < 0 or p.apprentices + on_chips > fx.apprentice_cap(k, p):
        out.append(f"{who} has {p.apprentices} apprentices in supply and {on_chips} on chips: at most {fx.apprentice_cap(k, p)} in all")
    slots, rough_cap, finish_cap = k.C["patron_slots"], k.C["roughing_bench_cap"], k.C["finishing_bench_cap"]
    if len(p.patrons) > slots:
        out.append(f"{who} has {len(p.patrons)} patrons: there are {slots} patron slots")
    if len(p.rough_bench) > rough_cap or len(p.finish_bench) > finish_cap:
        out.append(f"{who}'s benches hold {len(p.rough_bench)} and {len(p.finish_bench)} instruments: at most "
                   f"{rough_cap} on the roughing bench and {finish_cap} on the finishing bench")
    if s.round >= 1 and s.phase != "over" and len(p.chips) != expected_chips(k, s.round):
        out.append(f"{who} owns {len(p.chips)} chips in round {s.round}: a player owns {expected_chips(k, s.round)} then")
    numbers = {c.number for c in p.chips}
    if len(numbers) != len(p.chips):
        out.append(f"{who} owns two chips with the same number: {[c.number for c in p.chips]}")
    placed = {pl.chip for pl in mine}
    if len(placed) != len(mine) or not placed <= numbers:
        out.append(f"{who}'s chips {[pl.chip for pl in mine]} on the board must be chips they own ({sorted(numbers)}), each placed once")
    if any(pl.apprentices > fx.chip_carry(k, pl.specialist) for pl in mine if pl.apprentices):
        out.append(f"a chip of {who} carries more apprentices than it may")
    if sum(p.ledger.values()) != p.prestige:
        out.append(f"{who} has {p.prestige} prestige but its parts ({p.ledger}) add up to {sum(p.ledger.values())}")
    return out


def problems(s: State, settled: bool = True) -> list[str]:
    """What is impossible in this position (empty when nothing is). `settled`: also ask that a game not
    over waits for a decision (a position between actions)."""
    k = s.k
    n = len(s.players)
    if n not in k.C["players"]:
        return [f"Luthier is for {min(k.C['players'])} to {max(k.C['players'])} players, not {n}"]
    out = _card_problems(s) + shape_problems(s)
    if out:
        return out  # the checks below index the components' tables by these ids and keys
    if sorted(s.turn_order) != list(range(n)):
        out.append(f"the turn order {s.turn_order} must name every seat 0 to {n - 1} once")
    if not 0 <= s.round <= k.C["rounds"]:
        out.append(f"round {s.round}: a game has rounds 1 to {k.C['rounds']} (0 while setting up)")
    start_pool = k.C["apprentices"]["pool_solo"] if n == 1 else k.C["apprentices"]["pool_per_player"] * n
    on_chips = sum(pl.apprentices for pl in s.placements if pl.seat >= 0)
    in_supply = sum(p.apprentices for p in s.players)
    if s.pool < 0 or s.pool + on_chips + in_supply > start_pool:
        out.append(f"{s.pool} apprentices in the Market, {in_supply} in supplies and {on_chips} on chips: "
                   f"the game has {start_pool} in all")
    for d in s.decisions:
        if not -2 <= d.seat < n:
            out.append(f"a '{d.kind}' decision waits for seat {d.seat}, who is not at the table")
    chips_of: dict[int, list[Placement]] = {seat: [] for seat in range(n)}
    for pl in s.placements:
        if pl.seat >= 0:
            chips_of.setdefault(pl.seat, []).append(pl)
    for seat in range(n):
        out += _player_problems(s, seat, chips_of[seat])
    if s.automa is not None:
        if sum(s.automa.ledger.values()) != s.automa.prestige:
            out.append(f"the automa has {s.automa.prestige} prestige but its parts add up to {sum(s.automa.ledger.values())}")
        if len(s.automa.chips) != (expected_chips(k, s.round) if s.round else len(k.C["chips"]["start"])):
            out.append(f"the automa owns {len(s.automa.chips)} chips in round {s.round}")
    slots = sum(k.SOLO["display_slots"]) if n == 1 else sum(k.C["display_slots"][str(n)])
    for location, line in s.displays.items():
        if len(line) != slots:
            out.append(f"the {location} display has {len(line)} slots: a {n}-player game has {slots}")
    if not out:
        out += relation_problems(s)
    if not out and s.phase == "over":
        out += _score_problems(s)
    if settled and s.phase != "over" and not s.decisions:
        out.append(f"the game is in its {s.phase} phase but nobody has a decision to make")
    elif settled and not out and s.phase != "over" and not legal_moves(s):
        out.append(f"{s.players[s.decisions[0].seat].name} must make a '{s.decisions[0].kind}' decision with nothing to choose")
    return out


def _score_problems(s: State) -> list[str]:
    """Each total is the sum of its breakdown, whose play categories are the running prestige."""
    out = []
    for sc, b in zip(scoring.scores(s), scoring.breakdowns(s)):
        if sc.total != sum(b.values()) or sum(b[c] for c in scoring.PLAY_CATEGORIES) != s.players[sc.seat].prestige:
            out.append(f"{sc.name}'s final score {sc.total} does not add up from its parts {b}")
    return out
