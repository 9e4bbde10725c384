"""What one seat cannot see in Luthier, dealt afresh (see `pycore.engine.hidden`).

Hidden (R4, as `observation.observation` shows): the order of every deck (and the automa's), others'
objectives and setup deals, the number and specialist under others' face-down chips (a seat knows
which chips another family owns, from the chips revealed in earlier rounds, but not which one
lies where). Cards drawn for another seat's specialist choice are not dealt afresh: they exist only
while that seat decides, never while the bot does.
"""

from __future__ import annotations

from ..engine.copying import fast_copy
from ..engine.hidden import redeal, reseed, whole
from ..engine.rng import Rng
from .state import State

# the setup deals (R2) and the pile their unkept cards go back to
_DEALT_FROM = {"instrument": "setaside", "patron": "patron", "objective": "objective"}


def determinize(state: State, seat: int, rng: Rng) -> State:
    """A copy of `state` that `seat` cannot tell from it, its hidden parts drawn from `rng`."""
    s = fast_copy(state)
    others = [p for i, p in enumerate(s.players) if i != seat]
    for name in sorted(s.decks):
        places = whole(s.decks[name], *[p.deal[what] for p in others for what, pile in _DEALT_FROM.items()
                                        if pile == name and what in p.deal])
        if name == "objective":
            places += whole(s.discards.get("objective", []))
        kept = [p.objective for p in others if p.objective is not None] if name == "objective" else []
        redeal(rng, places + whole(kept))
        if kept:
            for p, objective in zip([p for p in others if p.objective is not None], kept):
                p.objective = objective
    for i in range(len(s.players)):
        if i != seat:
            _redeal_chips(s, i, rng)
    if s.automa is not None:
        redeal(rng, whole(s.automa.deck))
    reseed(s, rng)
    return s


def _redeal_chips(s: State, seat: int, rng: Rng) -> None:
    """Which of `seat`'s chips lies under each of its face-down placements."""
    hidden = [pl for pl in s.placements if pl.seat == seat and not pl.revealed]
    if not hidden:
        return
    placed = {pl.chip for pl in s.placements if pl.seat == seat}
    free = [(c.number, c.specialist or "") for c in s.players[seat].chips if c.number not in placed]
    under = [(pl.chip, pl.specialist or "") for pl in hidden]
    redeal(rng, whole(under), free)
    for pl, (number, specialist) in zip(hidden, under):
        pl.chip, pl.specialist = number, specialist or None
