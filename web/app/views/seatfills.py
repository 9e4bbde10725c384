"""Seat colours for the game views: the shell's `ctx.extra["seat_fills"]` (one SVG fill per seat),
taken only when every one is a plain hex colour (a fill goes into an attribute), and the text
colour that stays readable on each fill."""

from __future__ import annotations

import re
from functools import lru_cache

from . import TableContext

HEX = re.compile(r"#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")
LIGHT_TEXT, DARK_TEXT = "#ffffff", "#2b211b"  # white, or the page's ink (style.css --ink)


def given_fills(ctx: TableContext, default: tuple[str, ...]) -> tuple[str, ...]:
    """The shell's fills if it gave some and all are plain colours; else the view's `default`."""
    given = tuple((ctx.extra or {}).get("seat_fills") or ())
    return given if given and all(plain(f) for f in given) else default


def plain(fill: object) -> bool:
    return isinstance(fill, str) and HEX.fullmatch(fill) is not None


def _channels(fill: str) -> tuple[float, float, float]:
    digits = fill[1:]
    if len(digits) in (3, 4):
        digits = "".join(d * 2 for d in digits)
    red, green, blue = (int(digits[i:i + 2], 16) / 255 for i in (0, 2, 4))  # an alpha byte is ignored
    return red, green, blue


def luminance(fill: str) -> float:
    """WCAG relative luminance of a plain hex colour: 0 black, 1 white."""
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in _channels(fill)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours, 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@lru_cache(maxsize=64)
def text_on(fill: str) -> str:
    """White or dark ink, whichever contrasts more with `fill` (white on black, ink on yellow)."""
    return LIGHT_TEXT if contrast(fill, LIGHT_TEXT) >= contrast(fill, DARK_TEXT) else DARK_TEXT
