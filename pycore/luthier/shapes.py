"""What each mapping and pile of a Luthier state may hold: its keys, and only its kind of card.

    shape_problems(state) -> [] when every mapping has the keys the rules read and every pile holds its kind

`invariants.problems` runs these first and stops at them: the relations between fields (`relations.py`)
and the rules index the components' tables by these keys and ids, so a misspelt pile (`discards.markett`),
a deck missing where a card is drawn, an instrument in the patron deck, a Performance card among the
awards or a decision whose data lacks what its moves read would otherwise fail later with a KeyError.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable

from .components import (
    CARD_LOCATIONS, DECK_OF, ERAS, LOCATIONS, MATERIALS, SECTIONS, TRACKS,
)
from ..engine.components import Components
from .info import INFO
from .scoring import PLAY_CATEGORIES
from .state import AUTOMA as AUTOMA_SEAT
from .state import RIVAL, Decision, Player, State


class CardKinds:
    """Each kind of card of one rules version (a version may add or remove cards), and what each pile may
    hold; built once per version's components (`kinds_of`)."""

    def __init__(self, k: Components):
        def ids(table: dict[str, dict], keep: Callable[[dict], bool] = lambda card: True) -> frozenset[str]:
            return frozenset(card for card, data in table.items() if keep(data))

        self.patrons, self.instruments, self.performances, self.repairs = map(
            ids, (k.PATRONS, k.INSTRUMENTS, k.PERFORMANCES, k.REPAIRS))
        self.specialists, self.awards, self.objectives, self.market = map(
            ids, (k.SPECIALISTS, k.AWARDS, k.OBJECTIVES, k.MARKET))
        self.automa = ids(k.AUTOMA)
        starters = frozenset(k.STARTERS)
        # Each draw pile and the cards it may hold (the solo automa's deck is the automa's own).
        self.deck_cards: dict[str, frozenset[str]] = {
            "patron": self.patrons, "patron_b": ids(k.PATRONS, lambda patron: patron["deck"] == "B"),
            "instrument": self.instruments, "performance": self.performances, "repair": self.repairs,
            "market": self.market, "specialist": self.specialists, "award": self.awards, "objective": self.objectives,
            "setaside": starters,
        }
        self.discard_cards: dict[str, frozenset[str]] = {pile: self.deck_cards[pile] for pile in DISCARD_PILES}
        self.cards_of_display = {location: self.discard_cards[DECK_OF[location]] for location in CARD_LOCATIONS}
        self.deal_cards = {"patron": self.patrons, "instrument": starters, "objective": self.objectives}
        # A player's piles and the one kind of card each holds.
        self.player_piles = (
            ("hand", self.instruments, "instrument"), ("rough_bench", self.instruments, "instrument"),
            ("finish_bench", self.instruments, "instrument"), ("showcase", self.instruments, "instrument"),
            ("performed", self.instruments, "instrument"), ("finished", self.instruments, "instrument"),
            ("perf_cards", self.performances, "Performance"), ("repair_cards", self.repairs, "Repair"),
            ("repairs", self.repairs, "Repair"), ("satisfied", self.patrons, "patron"),
            ("specialists", self.specialists, "specialist"), ("specialists_new", self.specialists, "specialist"),
            ("awards", self.awards, "award"),
        )
        self.known_choices = _known_choices(k._DATA)


_KINDS: dict[int, tuple[Components, CardKinds]] = {}


def kinds_of(k: Components) -> CardKinds:
    """The card kinds of `k`'s rules version (built once, kept beside the components they were built from)."""
    found = _KINDS.get(id(k))
    if found is None or found[0] is not k:
        found = _KINDS[id(k)] = (k, CardKinds(k))
    return found[1]


DECK_PILES = ("patron", "patron_b", "instrument", "performance", "repair", "market", "specialist", "award",
              "objective", "setaside")
DISCARD_PILES = ("patron", "instrument", "performance", "repair", "market", "specialist", "objective")
_DEALT = frozenset({"patron", "instrument", "objective"})
_MATERIALS, _TRACKS, _SECTIONS = frozenset(MATERIALS), frozenset(TRACKS), frozenset(SECTIONS)
_CATEGORIES, _LOCATIONS = frozenset(PLAY_CATEGORIES), frozenset(CARD_LOCATIONS)
_NOTHING: frozenset[str] = frozenset()
_ERAS = frozenset(ERAS)
KIND_WORDS = {"patron": "patron", "patron_b": "Patron B", "instrument": "instrument", "performance": "Performance",
              "repair": "Repair", "market": "Market", "specialist": "specialist", "award": "award", "objective": "objective",
              "setaside": "starter instrument"}
AUTOMA_CATEGORIES = frozenset({"patrons", "instruments", "performances", "repairs", "difficulty"})
_DECKS, _DISCARDS = frozenset(DECK_PILES), frozenset(DISCARD_PILES)
_DECKS_SWITCHED = _DECKS - {"patron_b"}
OPTION_CHOICES = {option.name: option.choices for option in INFO.options}
_OPTIONS = frozenset(OPTION_CHOICES)
STAGES = frozenset({"bonus", "action", "done"})
CONTEXT_KEYS = frozenset({"category", "why", "section"})


def _known_choices(data: dict[str, Any]) -> frozenset[str]:
    """Every option of a `choose` some card, tile or location offers, as canonical JSON."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            options = value.get("choose")
            if isinstance(options, list):
                found.update(json.dumps(option, sort_keys=True) for option in options if isinstance(option, dict))
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(data)
    return frozenset(found)



def _strays(cards: Iterable[Any], kind: frozenset[str]) -> list[str]:
    try:
        if kind.issuperset(cards):
            return []  # the usual case, checked first
    except TypeError:  # an unhashable id (a decision's data may hold anything)
        pass
    return sorted({str(c) for c in cards if not isinstance(c, str) or c not in kind})


def _ids(value: Any) -> bool:
    """A non-empty list of ids (a decision's data may hold anything)."""
    return isinstance(value, list) and bool(value) and all(isinstance(c, str) for c in value)


def _keys(where: str, mapping: dict, required: frozenset[str], allowed: frozenset[str]) -> list[str]:
    """Missing and unknown keys of one mapping, in words."""
    if required <= mapping.keys() <= allowed:
        return []  # the usual case, checked first
    missing = sorted(k for k in required if k not in mapping)
    unknown = sorted(map(str, (k for k in mapping if k not in allowed)))
    wrong = ([f"{', '.join(missing)} missing"] if missing else []) + (
        [f"unknown {', '.join(unknown)} (known: {', '.join(sorted(allowed))})"] if unknown else [])
    return [f"{where}: {' and '.join(wrong)}"] if wrong else []


def _pile_problems(s: State, kinds: CardKinds) -> list[str]:
    out = []
    set_up = s.phase != "setup"
    decks_needed = _DECKS_SWITCHED if set_up and s.patron_b_switched else _DECKS
    out += _keys("the decks", s.decks, decks_needed, _DECKS)
    out += _keys("the discard piles", s.discards, _DISCARDS, _DISCARDS)
    if s.patron_b_switched and "patron_b" in s.decks:
        out.append("the Patron B deck is still set aside although deck B has replaced deck A (after round 3)")
    for piles, held, what in ((s.decks, kinds.deck_cards, "deck"), (s.discards, kinds.discard_cards, "discard pile")):
        for key, pile in piles.items():
            if key in held:
                strays = _strays(pile, held[key])
                if strays:
                    out.append(f"the {KIND_WORDS[key]} {what} holds card(s) of another kind: {', '.join(strays)}")
    if set_up:
        out += _keys("the displays", s.displays, _LOCATIONS, _LOCATIONS)
    elif s.displays:
        out.append("the displays are filled only once the setup's cards are kept")
    for location, line in s.displays.items():
        if location in kinds.cards_of_display:
            strays = _strays([c for c in line if c is not None], kinds.cards_of_display[location])
            if strays:
                out.append(f"the {location} display holds card(s) of another kind: {', '.join(strays)}")
    if s.market_card is not None and s.market_card not in kinds.market:
        out.append(f"the face-up Market card '{s.market_card}' is not a Market card")
    elif s.market_card is None and s.phase not in ("setup", "opening"):
        out.append("no Market card is face up: setup turns the first and each end of round the next")
    strays = _strays(s.awards, kinds.awards)
    if strays:
        out.append(f"the awards in play hold card(s) that are not awards: {', '.join(strays)}")
    holders = sorted(a for a in s.award_holders if a not in s.awards)
    if holders:
        out.append(f"award_holders names award(s) not in play: {', '.join(holders)}")
    if any(not 0 <= seat < len(s.players) for seat in s.award_holders.values()):
        out.append(f"award_holders names a seat not at the table: {s.award_holders}")
    return out


def _player_fits(p: Player, kinds: CardKinds) -> bool:
    """Every key and pile of a player right, in one expression: the usual case, checked first."""
    return (p.materials.keys() == _MATERIALS and p.tracks.keys() == _TRACKS and p.seats.keys() == _SECTIONS
            and p.ledger.keys() <= _CATEGORIES and not p.deal
            and kinds.instruments.issuperset(p.hand + p.rough_bench + p.finish_bench + p.showcase + p.performed + p.finished)
            and kinds.performances.issuperset(p.perf_cards) and kinds.repairs.issuperset(p.repair_cards + p.repairs)
            and kinds.patrons.issuperset(p.satisfied) and kinds.patrons.issuperset(slot.card for slot in p.patrons)
            and kinds.specialists.issuperset(p.specialists + p.specialists_new) and kinds.awards.issuperset(p.awards)
            and (p.objective is None or p.objective in kinds.objectives) and _MATERIALS.issuperset(p.bought + p.sold)
            and all(len(e) == 3 and e[0] in kinds.performances and e[1] in _SECTIONS and e[2] in _ERAS for e in p.performances)
            and all(1 <= c.number <= 5 and (c.specialist is None or c.specialist in kinds.specialists) for c in p.chips))


def _player_shape(s: State, seat: int, p: Player, kinds: CardKinds) -> list[str]:
    try:
        if _player_fits(p, kinds):
            return []
    except TypeError:  # an unhashable value where an id belongs: the checks below name it
        pass
    who = f"{p.name or f'seat {seat}'} (seat {seat})"
    out = _keys(f"{who}'s materials", p.materials, _MATERIALS, _MATERIALS)
    out += _keys(f"{who}'s tracks", p.tracks, _TRACKS, _TRACKS)
    out += _keys(f"{who}'s Orchestra seats", p.seats, _SECTIONS, _SECTIONS)
    out += _keys(f"{who}'s prestige ledger", p.ledger, _NOTHING, _CATEGORIES)
    out += _keys(f"{who}'s setup deal", p.deal, _NOTHING, _DEALT)
    for field, kind, words in kinds.player_piles:
        strays = _strays(getattr(p, field), kind)
        if strays:
            out.append(f"{who}'s {field} holds card(s) that are not {words} cards: {', '.join(strays)}")
    strays = _strays([slot.card for slot in p.patrons], kinds.patrons)
    if strays:
        out.append(f"{who}'s patron slots hold card(s) that are not patrons: {', '.join(strays)}")
    if p.objective is not None and p.objective not in kinds.objectives:
        out.append(f"{who}'s objective '{p.objective}' is not an objective card")
    for what, cards in p.deal.items():
        if what in kinds.deal_cards and _strays(cards, kinds.deal_cards[what]):
            out.append(f"{who}'s {what} deal holds card(s) of another kind: {', '.join(_strays(cards, kinds.deal_cards[what]))}")
    traded = _strays(p.bought + p.sold, _MATERIALS)
    if traded:
        out.append(f"{who} bought or sold {', '.join(traded)} this round, which are not materials ({', '.join(MATERIALS)})")
    for entry in p.performances:
        if (len(entry) != 3 or entry[0] not in s.k.PERFORMANCES or entry[1] not in SECTIONS or entry[2] not in ERAS):
            out.append(f"{who} has a performance {entry}: each is [Performance card, section, era]")
    chips = [c.number for c in p.chips]
    if any(not 1 <= n <= 5 for n in chips):
        out.append(f"{who} owns chips {chips}: chips are numbered 1 to 5")
    strays = _strays([c.specialist for c in p.chips if c.specialist is not None], kinds.specialists)
    if strays:
        out.append(f"{who}'s chips carry unknown specialist(s): {', '.join(strays)}")
    return out


def _automa_shape(s: State) -> list[str]:
    a = s.automa
    if a is None:
        return []
    out = []
    if a.level not in OPTION_CHOICES["automa"]:
        out.append(f"the automa's level '{a.level}' is none of {', '.join(OPTION_CHOICES['automa'])}")
    strays = _strays(a.deck + a.drawn, kinds_of(s.k).automa)
    if strays:
        out.append(f"the automa's deck holds card(s) that are not automa cards: {', '.join(strays)}")
    out += _keys("the automa's prestige ledger", a.ledger, _NOTHING, AUTOMA_CATEGORIES)
    out += _keys("the automa's Orchestra seats", a.seats, _SECTIONS, _SECTIONS)
    if any(not 1 <= n <= 5 for n in a.chips):
        out.append(f"the automa owns chips {a.chips}: chips are numbered 1 to 5")
    return out


def _placement_shape(s: State) -> list[str]:
    out = []
    n = len(s.players)
    for pl in s.placements:
        if pl.location not in LOCATIONS:
            out.append(f"a chip is placed on '{pl.location}', which is no location (known: {', '.join(LOCATIONS)})")
        if not (0 <= pl.seat < n or pl.seat in (RIVAL, AUTOMA_SEAT)):
            out.append(f"a chip on the {pl.location} belongs to seat {pl.seat}, who is not at the table")
        if pl.specialist is not None and pl.specialist not in s.k.SPECIALISTS:
            out.append(f"a chip on the {pl.location} carries the unknown specialist '{pl.specialist}'")
        if pl.automa_card is not None and pl.automa_card not in s.k.AUTOMA:
            out.append(f"a chip on the {pl.location} was placed by the unknown automa card '{pl.automa_card}'")
    a = s.activation
    if a is not None:
        if a.location not in LOCATIONS:
            out.append(f"the location being resolved, '{a.location}', is no location")
        if a.stage not in STAGES:
            out.append(f"the worker being resolved is at the unknown stage '{a.stage}' (known: bonus, action, done)")
    return out


# What each kind of decision's moves and handlers read in its data (the others read none).
DATA_NEEDS = {kind: frozenset(keys) for kind, keys in (
    ("keep", ("what",)), ("take_card", ("location", "cards")), ("choose", ("options",)), ("specialist", ("cards",)),
    ("retire", ("card",)), ("satisfy", ("patrons",)), ("work", ("seq",)), ("now", ("seq", "card")))}
DATA_ALLOWED = {"choose": frozenset({"options", "ctx"})}


def _placement(s: State, seq: Any, seat: int):
    return next((pl for pl in s.placements if pl.seq == seq and pl.seat == seat), None)


def _decision_shape(s: State, d: Decision) -> list[str]:
    """The data a decision's moves and handlers read: its keys and what they name."""
    data, kind = d.data, d.kind
    what = f"a '{kind}' decision"
    if not 0 <= d.seat < len(s.players):
        return [f"{what} waits for seat {d.seat}, who is not a player at the table"]
    p = s.players[d.seat]
    needs = DATA_NEEDS.get(kind, _NOTHING)
    out = _keys(f"{what}'s data", data, needs, DATA_ALLOWED.get(kind, needs))
    if out:
        return out
    if kind == "keep" and (not isinstance(data["what"], str) or data["what"] not in p.deal):
        out.append(f"{what} asks {p.name} to keep a {data['what']} card, but nothing of that kind is dealt to them")
    elif kind == "take_card":
        line = s.displays.get(data["location"]) if isinstance(data["location"], str) else None
        if line is None or not _ids(data["cards"]) or any(c not in line for c in data["cards"]):
            out.append(f"{what} offers {data['cards']} from the {data['location']} display, which does not show them")
    elif kind == "choose":
        options, ctx = data["options"], data.get("ctx", {})
        if not isinstance(options, list) or not options or any(
                json.dumps(o, sort_keys=True) not in kinds_of(s.k).known_choices for o in options):
            out.append(f"{what} offers {options}: options no card, tile or location gives")
        if not isinstance(ctx, dict) or not set(ctx) <= CONTEXT_KEYS or ctx.get("category", "powers") not in PLAY_CATEGORIES \
                or ctx.get("section") not in (None, *SECTIONS):
            out.append(f"{what} has the unknown context {ctx}")
    elif kind == "specialist":
        if not _ids(data["cards"]) or _strays(data["cards"], kinds_of(s.k).specialists):
            out.append(f"{what} offers {data['cards']}: specialist cards drawn from their deck")
    elif kind == "retire":
        if not isinstance(data["card"], str) or data["card"] not in s.k.SPECIALISTS:
            out.append(f"{what} retires a chip onto '{data['card']}', which is not a specialist card")
    elif kind == "satisfy":
        slots = {slot.card for slot in p.patrons}
        if not _ids(data["patrons"]) or any(c not in slots for c in data["patrons"]):
            out.append(f"{what} offers patrons {data['patrons']} that are not in {p.name}'s slots")
    elif kind in ("work", "now"):
        pl = _placement(s, data["seq"], d.seat)
        if pl is None:
            out.append(f"{what} is for the chip placed {data['seq']}th, which is not {p.name}'s chip on the board")
        elif kind == "now" and data["card"] not in (p.perf_cards if pl.location == "perform" else p.repair_cards):
            out.append(f"{what} offers to complete '{data['card']}', which {p.name} does not hold")
    return out


def shape_problems(s: State) -> list[str]:
    """Every mapping's keys and every pile's kind of card (empty when all are right)."""
    out = _keys("the options", s.options, _NOTHING, _OPTIONS)
    out += [f"option '{k}' is '{v}', not one of {', '.join(OPTION_CHOICES[k])}" for k, v in s.options.items()
            if k in OPTION_CHOICES and v not in OPTION_CHOICES[k]]
    kinds = kinds_of(s.k)
    out += _pile_problems(s, kinds)
    for seat, p in enumerate(s.players):
        out += _player_shape(s, seat, p, kinds)
    out += _automa_shape(s)
    out += _placement_shape(s)
    for d in s.decisions:
        out += _decision_shape(s, d)
    return out
