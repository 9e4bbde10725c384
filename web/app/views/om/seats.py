"""The players around the table as the view draws them: names (text, escaped where drawn) and colours."""

from __future__ import annotations

from dataclasses import dataclass

from pycore.opera_magna.observation_types import Observation

from .. import TableContext
from ..seatfills import given_fills
from .texts import OPERA

DEFAULT_FILLS = ("#8e44ad", "#e67e22", "#16a085", "#34495e")  # when the shell passes no colours
RIVAL_FILL = "#9a9a9a"


@dataclass(frozen=True)
class Seats:
    names: tuple[str, ...]
    fills: tuple[str, ...] = DEFAULT_FILLS

    @classmethod
    def of(cls, ctx: TableContext[Observation]) -> "Seats":
        """From a TableContext: `ctx.names`, and `ctx.extra["seat_fills"]` (one SVG fill per seat) if given."""
        names = tuple(ctx.names) or tuple(p["name"] for p in ctx.observation["players"])
        return cls(names, given_fills(ctx, DEFAULT_FILLS))

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        if seat < 0:
            return OPERA["the_rival"]
        return self.names[seat] if seat < len(self.names) else OPERA["player"].format(n=seat + 1)

    def fill(self, seat: int) -> str:
        return RIVAL_FILL if seat < 0 else self.fills[seat % len(self.fills)]
