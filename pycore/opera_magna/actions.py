"""Moves that depend on a colour only, built once at import, and the Areas of the board."""

from __future__ import annotations

from ..engine.moves import NO_ARGS, Move, NoArgs
from .arguments import ChosenGoodArgs, GoodArgs
from .components import AREAS, RAW, REFINED
from .labels import LABELS
from .state import State, area_name

_AREAS: dict[tuple[str, ...], tuple[str, ...]] = {}


def areas(state: State) -> tuple[str, ...]:
    """Every City Area name in board order (cached: the Cities never change during a game)."""
    names = tuple(city.name for city in state.cities)
    found = _AREAS.get(names)
    if found is None:
        found = _AREAS[names] = tuple(area_name(city, side) for city in state.cities for side in AREAS)
    return found



def _by_colour(verb: str, id_format: str, label: str, args: type[GoodArgs] | type[ChosenGoodArgs] = GoodArgs) -> tuple[Move, ...]:
    """One move per colour of Good (`good`: its colour, 0-3), built once at import (their labels depend on the colour only)."""
    return tuple(
        Move(
            id=id_format.format(raw=RAW[c], refined=REFINED[c]),
            label=LABELS(label, good=c),
            verb=verb,
            args=args(c),
        )
        for c in range(4)
    )


GAIN_RAW = _by_colour("raw", "raw:{raw}", "gain_raw")
GAIN_REFINED = _by_colour("refined", "refined:{refined}", "gain_refined")
CERT_STEP = _by_colour("cert", "cert:{raw}", "cert")
KEEP = _by_colour("keep", "keep:{refined}", "keep", ChosenGoodArgs)
PAY = _by_colour("pay", "pay:{raw}", "pay")
CONVERT = _by_colour("convert", "convert:{refined}", "convert")
REFINE = _by_colour("refine", "refine:{raw}", "refine")
KEEP_DONE: Move[ChosenGoodArgs] = Move(id="keep:done", label=LABELS("keep_done"), verb="keep", args=ChosenGoodArgs(None))
END: Move[NoArgs] = Move(id="end", label=LABELS("end"), verb="end", args=NO_ARGS)
