"""Moves that depend on a colour only, built once at import, and the Areas of the board."""

from __future__ import annotations

from ..engine.moves import NO_ARGS, Move, NoArgs
from .arguments import ChosenGoodArgs, GoodArgs
from .components import AREAS, RAW, RAW_NAMES, REFINED, REFINED_NAMES
from .state import State, area_name

_AREAS: dict[tuple[str, ...], tuple[str, ...]] = {}


def areas(state: State) -> tuple[str, ...]:
    """Every City Area name in board order (cached: the Cities never change during a game)."""
    names = tuple(city.name for city in state.cities)
    found = _AREAS.get(names)
    if found is None:
        found = _AREAS[names] = tuple(area_name(city, side) for city in state.cities for side in AREAS)
    return found



def _by_colour(verb: str, id_format: str, label_format: str, args: type[GoodArgs] | type[ChosenGoodArgs] = GoodArgs) -> tuple[Move, ...]:
    """One move per colour of Good (`good`: its colour, 0-3), built once at import (their labels depend on the colour only)."""
    return tuple(
        Move(
            id=id_format.format(raw=RAW[c], refined=REFINED[c]),
            label=label_format.format(Raw=RAW_NAMES[c], Refined=REFINED_NAMES[c]),
            verb=verb,
            args=args(c),
        )
        for c in range(4)
    )


GAIN_RAW = _by_colour("raw", "raw:{raw}", "Gain 1 {Raw}")
GAIN_REFINED = _by_colour("refined", "refined:{refined}", "Gain 1 {Refined}")
CERT_STEP = _by_colour("cert", "cert:{raw}", "{Raw} Certificate 1 space right")
KEEP = _by_colour("keep", "keep:{refined}", "Keep 1 {Refined} for next turn", ChosenGoodArgs)
PAY = _by_colour("pay", "pay:{raw}", "Pay 1 {Raw}")
CONVERT = _by_colour("convert", "convert:{refined}", "Turn a {Refined} into a {Raw}")
REFINE = _by_colour("refine", "refine:{raw}", "Pay 1 {Raw} for a {Refined}")
KEEP_DONE: Move[ChosenGoodArgs] = Move(id="keep:done", label="Keep nothing more", verb="keep", args=ChosenGoodArgs(None))
END: Move[NoArgs] = Move(id="end", label="End the Refined Goods phase", verb="end", args=NO_ARGS)
