"""Invariants of any Luthier position, checked after every action of the random games."""

from __future__ import annotations

from collections import Counter

from pycore.luthier import effects as fx
from pycore.luthier import scoring
from pycore.luthier.components import (
    AWARDS,
    C,
    INSTRUMENTS,
    MARKET,
    OBJECTIVES,
    PATRONS,
    PERFORMANCES,
    REPAIRS,
    SOLO,
    SPECIALISTS,
)
from pycore.luthier.state import State


def card_places(s: State) -> Counter:
    """Every card id wherever it is: decks, discards, displays, players, pending choices."""
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
        cards += [x[0] for x in p.performances] + [slot.card for slot in p.patrons] + [p.objective]
        for dealt in p.deal.values():
            cards += dealt
    for d in s.decisions:
        if d.kind == "specialist":
            cards += d.data["cards"]
        if d.kind == "retire":
            cards.append(d.data["card"])
    where = Counter(cards)
    where.pop(None, None)
    return where


ALL_CARDS = set(INSTRUMENTS) | set(PATRONS) | set(PERFORMANCES) | set(REPAIRS) | set(MARKET) | set(SPECIALISTS) | set(
    OBJECTIVES
) | set(AWARDS)


def expected_chips(round_number: int) -> int:
    return 3 + (round_number >= 3) + (round_number >= 5)


def check(s: State) -> None:
    n = len(s.players)
    # cards conserved: every card exactly once
    where = card_places(s)
    if where.keys() != ALL_CARDS or sum(where.values()) != len(ALL_CARDS):
        twice = {c: k for c, k in where.items() if k != 1}
        raise AssertionError(f"cards held twice: {twice}; lost: {sorted(ALL_CARDS - set(where))}")
    # the apprentice supply: pool + supplies + on chips never exceeds the starting pool
    start_pool = C["apprentices"]["pool_solo"] if n == 1 else C["apprentices"]["pool_per_player"] * n
    on_chips = sum(pl.apprentices for pl in s.placements if pl.seat >= 0)
    assert 0 <= s.pool and s.pool + on_chips + sum(p.apprentices for p in s.players) <= start_pool
    for seat, p in enumerate(s.players):
        assert p.money >= 0 and p.inspiration >= 0, (p.money, p.inspiration)
        cap = fx.storage_cap(p)
        assert all(0 <= p.materials[m] <= cap for m in p.materials), p.materials
        assert 0 <= p.apprentices and p.apprentices + fx.apprentices_on_chips(s, seat) <= fx.apprentice_cap(p)
        assert 0 <= p.tracks["reputation"] <= 8 and 0 <= p.tracks["performance"] <= 5 and 0 <= p.tracks["craft"] <= 5
        assert len(p.patrons) <= C["patron_slots"]
        assert len(p.rough_bench) <= C["roughing_bench_cap"] and len(p.finish_bench) <= C["finishing_bench_cap"]
        # chips accounted for: owned chips by round, each placed at most once
        if s.round >= 1 and s.phase != "over":
            assert len(p.chips) == expected_chips(s.round), (s.round, p.chips)
        numbers = [c.number for c in p.chips]
        assert len(set(numbers)) == len(numbers)
        placed = [pl.chip for pl in s.placements if pl.seat == seat]
        assert len(set(placed)) == len(placed) and set(placed) <= set(numbers)
        assert all(pl.apprentices <= fx.chip_carry(pl.specialist) for pl in s.placements if pl.seat == seat)
        # the running prestige equals its recomputed parts
        assert sum(p.ledger.values()) == p.prestige
    if s.automa is not None:
        assert sum(s.automa.ledger.values()) == s.automa.prestige
        assert len(s.automa.chips) == (expected_chips(s.round) if s.round else 3)
    if s.phase == "over":
        check_scores(s)
    # displays keep their size; 2p rival and solo sizes
    slots = sum(SOLO["display_slots"]) if n == 1 else sum(C["display_slots"][str(n)])
    assert all(len(line) == slots for line in s.displays.values())
    # a waiting game always has a decision with legal moves
    assert s.phase == "over" or s.decisions


def check_scores(s: State) -> None:
    """Each total is the sum of its breakdown, whose play categories are the running prestige."""
    for sc, b in zip(scoring.scores(s), scoring.breakdowns(s)):
        assert sc.total == sum(b.values()) == sc.total
        assert sum(b[c] for c in scoring.PLAY_CATEGORIES) == s.players[sc.seat].prestige
