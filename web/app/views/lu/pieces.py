"""Tappable pieces and tokens: a piece is a <button> when a legal action goes through it, else a
plain element; chips carry their seat's shape as well as its colour (never colour alone)."""

from __future__ import annotations

from functools import lru_cache

from app.i18n import cleared_on_language_change
from app.markup import esc, tag

from pycore.engine.components import Components
from pycore.luthier.observation_types import Observation

from .. import TableContext
from ..seatfills import given_fills, text_on
from .faces import face
from .taps import Taps
from .texts import PIECES

# seat -> (css class, shape, fill, word for screen readers); -1 the 2-player rival, -2 the solo automa
SHAPES = ("circle", "square", "diamond", "triangle")
RIVAL, AUTOMA = -1, -2
DEFAULT_FILLS = ("#b3261e", "#1f5fa8", "#2e7d32", "#c98a00")  # when the shell passes no colours
NEUTRAL_FILL = "#555555"  # the rival and the automa, whatever colours the players chose


def seat_fills(ctx: TableContext[Observation]) -> tuple[str, ...]:
    """One fill per seat: the colours the players chose (`ctx.extra["seat_fills"]`), else the defaults."""
    return given_fills(ctx, DEFAULT_FILLS)


def seat_fill(seat: int, fills: tuple[str, ...] = DEFAULT_FILLS) -> str:
    if seat < 0:
        return NEUTRAL_FILL
    return fills[seat] if seat < len(fills) else DEFAULT_FILLS[seat % len(DEFAULT_FILLS)]


def seat_class(seat: int) -> str:
    return {RIVAL: "seat-rival", AUTOMA: "seat-automa"}.get(seat, f"seat{seat}")


def seat_shape(seat: int) -> str:
    return "hexagon" if seat < 0 else SHAPES[seat % len(SHAPES)]


def shape_svg(shape: str, cx: float, cy: float, r: float, cls: str, fill: str) -> str:
    """A token outline of this shape centred on (cx, cy), filled with a plain colour."""
    paint = f'class="{cls}" fill="{fill}"'
    if shape == "circle":
        return f'<circle {paint} cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}"/>'
    if shape == "square":
        s = r * 0.9
        return f'<rect {paint} x="{cx - s:.1f}" y="{cy - s:.1f}" width="{2 * s:.1f}" height="{2 * s:.1f}" rx="2"/>'
    if shape == "diamond":
        pts = [(cx, cy - r * 1.15), (cx + r * 1.15, cy), (cx, cy + r * 1.15), (cx - r * 1.15, cy)]
    elif shape == "triangle":
        pts = [(cx, cy - r * 1.2), (cx + r * 1.15, cy + r * 0.85), (cx - r * 1.15, cy + r * 0.85)]
    else:  # hexagon
        pts = [(cx + r * dx, cy + r * dy) for dx, dy in ((1.1, 0), (0.55, 0.95), (-0.55, 0.95), (-1.1, 0), (-0.55, -0.95), (0.55, -0.95))]
    return f'<polygon {paint} points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in pts)}"/>'


def chip_svg(seat: int, fill: str, cx: float, cy: float, r: float, text: str) -> str:
    """A chip's shape in its seat's fill, and its number (or "?") in a colour readable on that fill."""
    return (shape_svg(seat_shape(seat), cx, cy, r, "chip-body", fill)
            + f'<text class="chip-text" x="{cx:.1f}" y="{cy:.1f}" dy="0.35em" text-anchor="middle" fill="{text_on(fill)}">'
            f"{esc(text)}</text>")


@lru_cache(maxsize=2048)
def chip_token(seat: int, fill: str, text: str, label: str, size: int = 30, extra: str = "") -> str:
    """A chip as a small inline SVG: the seat's shape and colour (`fill`), its number (or "?" face down)."""
    c = size / 2
    body = chip_svg(seat, fill, c, c, c * 0.78, text)
    return tag("svg", body, class_=f"chip {seat_class(seat)} {extra}".strip(), viewBox=f"0 0 {size} {size}",
               width=size, height=size, role="img", aria_label=label)


def outline(changed: frozenset[str], *keys: str) -> str:
    """" chg" (outlined) when an event since the player's last turn touched one of the piece `keys`: the
    narration's keys (`pycore.luthier.narration`), given by the table as `ctx.extra["changed"]`."""
    return " chg" if any(key in changed for key in keys) else ""


def piece(taps: Taps, key: str, content: str, label: str, cls: str, element: str = "div") -> str:
    """A board piece: a button with `act:`/`sel:` when a legal action goes through its key."""
    action = taps.target(key) if key else None
    selected = key and key in taps.selection
    classes = cls + (" tappable" if action else "") + (" selected" if selected else "")
    if action:
        return tag("button", content, type="button", class_=classes, data_action=action, data_key=key,
                   aria_label=label, aria_pressed="true" if selected else None)
    return tag(element, content, class_=classes, data_key=key or None, title=label if element != "li" else None)


def card_piece(k: Components, taps: Taps, key: str, card_id: str | None, badge: str = "", note: str = "") -> str:
    """A card face: its name and printed text; a dashed gap when the slot is empty."""
    if card_id is None:
        return tag("div", tag("span", esc(badge), class_="tier-badge") + PIECES["empty"], class_="lu-card empty")
    if not (key and taps.live(key)) and key not in taps.selection:
        return still_card(k, card_id, badge, note, key)
    body, label, kind = card_face(k, card_id, badge, note)
    return piece(taps, key, body, label, f"lu-card kind-{kind}")


@cleared_on_language_change
@lru_cache(maxsize=4096)
def still_card(k: Components, card_id: str, badge: str, note: str, key: str) -> str:
    """A card nothing can be done with now: the same markup every time, so it is built once."""
    body, label, kind = card_face(k, card_id, badge, note)
    return tag("div", body, class_=f"lu-card kind-{kind}", data_key=key or None, title=label)


@cleared_on_language_change
@lru_cache(maxsize=4096)
def card_face(k: Components, card_id: str, badge: str, note: str) -> tuple[str, str, str]:
    """(inner markup, accessible label, kind) of a card; printed text never changes, so it is cached."""
    title, kind, lines = face(k, card_id)
    text = "".join(tag("li", esc(line)) for line in lines)
    body = (tag("span", esc(badge), class_="tier-badge") if badge else "") + tag("strong", esc(title), class_="card-title")
    body += tag("ul", text, class_="card-text") + (tag("span", esc(note), class_="card-note") if note else "")
    label = PIECES["card_label"].format(badge=PIECES["badge"].format(badge=badge) if badge else "", title=title, lines="; ".join(lines))
    label += PIECES["note"].format(note=note) if note else ""
    return body, label, kind


def action_button(action_id: str, label: str, cls: str = "lu-choice") -> str:
    return tag("button", esc(label), type="button", class_=cls, data_action=f"act:{action_id}")


PIP, PIP_GAP = 20, 2  # a track step's side and the space between steps, in px


@cleared_on_language_change
@lru_cache(maxsize=256)
def pips(value: int, top: int, label: str, fill: str) -> str:
    """A track as a row of numbered steps: filled in the seat's colour up to `value` (numbers too, not only colour)."""
    cells = []
    for i in range(1, top + 1):
        x, on = (i - 1) * (PIP + PIP_GAP) + 0.5, i <= value
        paint = f' fill="{fill}"' if on else ""
        cells.append(f'<rect class="pip{" on" if on else ""}" x="{x}" y="0.5" width="{PIP}" height="{PIP}" rx="4"{paint}/>')
        ink = f' fill="{text_on(fill)}"' if on else ""
        cells.append(f'<text class="pip-n{" on" if on else ""}" x="{x + PIP / 2}" y="{0.5 + PIP / 2}" dy="0.35em" '
                     f'text-anchor="middle"{ink}>{i}</text>')
    width = top * (PIP + PIP_GAP) - PIP_GAP + 1
    return tag("svg", "".join(cells), class_="pips", viewBox=f"0 0 {width} {PIP + 1}", width=width, height=PIP + 1,
               role="img", aria_label=PIECES["track"].format(track=label, value=value, top=top))


def seat_band(fill: str) -> str:
    """A strip of the seat's colour across the top of a workbench (an attribute, not a style: the CSP)."""
    return tag("svg", f'<rect width="10" height="1" fill="{fill}"/>', class_="seat-band", viewBox="0 0 10 1",
               preserveAspectRatio="none", aria_hidden="true", focusable="false")
