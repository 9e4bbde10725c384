"""Player colours: a name (stored in the seat, safe in a link) with its CSS class and SVG fill."""

from __future__ import annotations

from .i18n import Texts

COLOURS = {
    "red": ("Red", "#b3261e"),
    "blue": ("Blue", "#1f5fa8"),
    "green": ("Green", "#2e7d32"),
    "yellow": ("Yellow", "#d4a017"),
    "purple": ("Purple", "#6a3d9a"),
    "black": ("Black", "#333333"),
}
UNKNOWN = "#8a7f76"  # a colour from a link that this app does not know
NAMES = Texts("colour", {name: label for name, (label, _) in COLOURS.items()})
NEUTRAL = "neutral"  # a scored rival that is no seat (Luthier's solo automa): grey, whatever the players chose


def colour_label(name: str) -> str:
    return NAMES[name] if name in COLOURS else name


def colour_fill(name: str | None) -> str:
    return COLOURS[name][1] if name in COLOURS else UNKNOWN


def seat_colours(colours: list[str | None]) -> list[str]:
    """A known colour name per seat: the chosen one, else the first free one (for the CSS class)."""
    known = [c if c in COLOURS else None for c in colours]
    free = [c for c in COLOURS if c not in known]
    return [c if c else free.pop(0) for c in known]


def scorer_colours(colours: list[str | None], count: int) -> list[str]:
    """A colour name per scorer: the seats' colours, then NEUTRAL for each rival scored beyond the seats
    (its CSS class `colour-neutral`, its fill the grey of UNKNOWN)."""
    return seat_colours(colours) + [NEUTRAL] * max(0, count - len(colours))
