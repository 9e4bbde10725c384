"""The 2-player rival chip and the solo automa (§2.14, C9, C10, R23, R24): placing and resolving."""

from __future__ import annotations

from math import ceil

from ..engine.narration import note, say

from .components import DECK_OF
from .state import AUTOMA as AUTOMA_SEAT
from .state import RIVAL, Automa, State, Placement


def solo_automa(s: State) -> Automa:
    """The solo game's rival family: setup gives one to a 1-player game, and to no other."""
    if s.automa is None:
        raise ValueError("Only a solo game has an automa.")
    return s.automa


def automa_free_chips(s: State) -> list[int]:
    placed = {pl.chip for pl in s.placements if pl.seat == AUTOMA_SEAT}
    return [c for c in solo_automa(s).chips if c not in placed]


def automa_place(s: State) -> None:
    """The bot draws its top card: the shown chip, else the nearest higher, else the nearest lower."""
    a = solo_automa(s)
    cid = a.deck.pop(0)
    a.drawn.append(cid)
    shown = s.k.AUTOMA[cid]
    free = automa_free_chips(s)
    higher = sorted(c for c in free if c >= shown["chip"])
    chip = higher[0] if higher else max(free)
    s.seq += 1
    s.placements.append(Placement(seat=AUTOMA_SEAT, chip=chip, location=shown["location"], seq=s.seq, automa_card=cid))
    say(AUTOMA_SEAT, "automa_places", (f"place:{shown['location']}",), location=shown["location"])


def display_pick(line: list, preference: str) -> int | None:
    """Slot index chosen by a rival/automa preference (vocabulary.solo_preferences)."""
    per_tier = len(line) // 3
    tiers = [[i for i in range(t * per_tier, (t + 1) * per_tier) if line[i] is not None] for t in range(3)]
    if preference == "highest":
        for t in (2, 1, 0):
            if tiers[t]:
                return tiers[t][0]
        return None
    for t in range(3):
        if tiers[t]:
            return tiers[t][-1] if preference == "tier1_right" else tiers[t][0]
    return None


def rival_resolve(s: State, pl: Placement) -> None:
    """2p rival chip: discard the leftmost tier I card, else the lowest tier available (§2.14)."""
    line = s.displays.get(pl.location)
    if line is None:
        return
    i = display_pick(line, "tier1_left")
    if i is not None:
        cid = line[i]
        assert cid is not None  # display_pick names a slot that holds a card
        s.discards[DECK_OF[pl.location]].append(cid)
        say(RIVAL, "rival_discards", (f"display:{pl.location}",), card=cid)
        line[i] = None


def automa_resolve(s: State, pl: Placement) -> None:
    """Solo bot: takes the card its preference names, free, and scores it (C10, R23)."""
    k = s.k
    a = solo_automa(s)
    line = s.displays.get(pl.location)
    if line is None:  # Balcony: turn order only, scores 0
        return
    assert pl.automa_card is not None  # automa_place records the card behind each of the automa's chips
    i = display_pick(line, k.AUTOMA[pl.automa_card]["preference"])
    if i is None:
        return
    cid = line[i]
    assert cid is not None  # display_pick names a slot that holds a card
    line[i] = None
    deck = DECK_OF[pl.location]
    s.discards[deck].append(cid)
    scoring = k.SOLO["bot_scoring"]
    if deck == "patron":
        gained, cat = scoring["patron"], "patrons"
    elif deck == "instrument":
        gained, cat = ceil(k.INSTRUMENTS[cid]["prestige"] / 2), "instruments"
    elif deck == "performance":
        gained, cat = k.PERFORMANCES[cid]["reward"]["prestige"], "performances"
        a.seats[k.PERFORMANCES[cid]["section"]] += 1
        note(AUTOMA_SEAT, f"seats:{k.PERFORMANCES[cid]['section']}", 1)
    else:
        gained, cat = k.REPAIRS[cid]["reward"]["prestige"], "repairs"
    a.prestige += gained
    a.ledger[cat] = a.ledger.get(cat, 0) + gained
    note(AUTOMA_SEAT, "prestige", gained)
    say(AUTOMA_SEAT, "automa_takes", (f"display:{pl.location}",), card=cid)
