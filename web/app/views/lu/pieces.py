"""Tappable pieces and tokens: a piece is a <button> when a legal action goes through it, else a
plain element; chips carry their seat's shape as well as its colour (never colour alone)."""

from __future__ import annotations

from functools import lru_cache

from app.markup import esc, tag

from .faces import face
from .taps import Taps

# seat -> (css class, shape, word for screen readers); -1 the 2-player rival, -2 the solo automa
SHAPES = ("circle", "square", "diamond", "triangle")
RIVAL, AUTOMA = -1, -2


def seat_class(seat: int) -> str:
    return {RIVAL: "seat-rival", AUTOMA: "seat-automa"}.get(seat, f"seat{seat}")


def seat_shape(seat: int) -> str:
    return "hexagon" if seat < 0 else SHAPES[seat % len(SHAPES)]


def shape_svg(shape: str, cx: float, cy: float, r: float, cls: str) -> str:
    """A token outline of this shape centred on (cx, cy)."""
    if shape == "circle":
        return f'<circle class="{cls}" cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}"/>'
    if shape == "square":
        s = r * 0.9
        return f'<rect class="{cls}" x="{cx - s:.1f}" y="{cy - s:.1f}" width="{2 * s:.1f}" height="{2 * s:.1f}" rx="2"/>'
    if shape == "diamond":
        pts = [(cx, cy - r * 1.15), (cx + r * 1.15, cy), (cx, cy + r * 1.15), (cx - r * 1.15, cy)]
    elif shape == "triangle":
        pts = [(cx, cy - r * 1.2), (cx + r * 1.15, cy + r * 0.85), (cx - r * 1.15, cy + r * 0.85)]
    else:  # hexagon
        pts = [(cx + r * dx, cy + r * dy) for dx, dy in ((1.1, 0), (0.55, 0.95), (-0.55, 0.95), (-1.1, 0), (-0.55, -0.95), (0.55, -0.95))]
    return f'<polygon class="{cls}" points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in pts)}"/>'


@lru_cache(maxsize=2048)
def chip_token(seat: int, text: str, label: str, size: int = 30, extra: str = "") -> str:
    """A chip as a small inline SVG: the seat's shape and colour, its number (or "?" face down)."""
    c = size / 2
    body = shape_svg(seat_shape(seat), c, c, c * 0.78, "chip-body")
    body += f'<text class="chip-text" x="{c}" y="{c}" dy="0.35em" text-anchor="middle">{esc(text)}</text>'
    return tag("svg", body, class_=f"chip {seat_class(seat)} {extra}".strip(), viewBox=f"0 0 {size} {size}",
               width=size, height=size, role="img", aria_label=label)


def piece(taps: Taps, key: str, content: str, label: str, cls: str, element: str = "div") -> str:
    """A board piece: a button with `act:`/`sel:` when a legal action goes through its key."""
    action = taps.target(key) if key else None
    selected = key and key in taps.selection
    classes = cls + (" tappable" if action else "") + (" selected" if selected else "")
    if action:
        return tag("button", content, type="button", class_=classes, data_action=action, data_key=key,
                   aria_label=label, aria_pressed="true" if selected else None)
    return tag(element, content, class_=classes, data_key=key or None, title=label if element != "li" else None)


def card_piece(taps: Taps, key: str, card_id: str | None, badge: str = "", note: str = "") -> str:
    """A card face: its name and printed text; a dashed gap when the slot is empty."""
    if card_id is None:
        return tag("div", tag("span", esc(badge), class_="tier-badge") + "empty", class_="lu-card empty")
    if not (key and taps.live(key)) and key not in taps.selection:
        return still_card(card_id, badge, note, key)
    body, label, kind = card_face(card_id, badge, note)
    return piece(taps, key, body, label, f"lu-card kind-{kind}")


@lru_cache(maxsize=4096)
def still_card(card_id: str, badge: str, note: str, key: str) -> str:
    """A card nothing can be done with now: the same markup every time, so it is built once."""
    body, label, kind = card_face(card_id, badge, note)
    return tag("div", body, class_=f"lu-card kind-{kind}", data_key=key or None, title=label)


@lru_cache(maxsize=4096)
def card_face(card_id: str, badge: str, note: str) -> tuple[str, str, str]:
    """(inner markup, accessible label, kind) of a card; printed text never changes, so it is cached."""
    title, kind, lines = face(card_id)
    text = "".join(tag("li", esc(line)) for line in lines)
    body = (tag("span", esc(badge), class_="tier-badge") if badge else "") + tag("strong", esc(title), class_="card-title")
    body += tag("ul", text, class_="card-text") + (tag("span", esc(note), class_="card-note") if note else "")
    label = ((badge + " · ") if badge else "") + title + ": " + "; ".join(lines) + (f" ({note})" if note else "")
    return body, label, kind


def action_button(action_id: str, label: str, cls: str = "lu-choice") -> str:
    return tag("button", esc(label), type="button", class_=cls, data_action=f"act:{action_id}")


@lru_cache(maxsize=256)
def pips(value: int, top: int, label: str) -> str:
    """A track as a row of steps: filled up to `value` (numbers too, not only colour)."""
    cells = "".join(tag("span", str(i), class_="pip" + (" on" if i <= value else "")) for i in range(1, top + 1))
    return tag("span", cells, class_="pips", role="img", aria_label=f"{label} {value} of {top}")
