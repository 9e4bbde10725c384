"""SVG building blocks of the Opera Magna table: Goods as shapes, tappable pieces, text.

Goods are told apart by shape as well as colour: Lead a circle, Wood a square, Marble a triangle,
Sand a diamond; a Refined Good is its Raw Good's shape in white on a tile of its colour.
"""

from __future__ import annotations

from functools import lru_cache

from app.i18n import cleared_on_language_change
from app.markup import esc, tag

from .taps import RAW, REFINED, Taps
from .texts import PIECE

COLOURS = ("#d9a91a", "#3f8a3a", "#c0392b", "#2f6db5")  # lead yellow, wood green, marble red, sand blue
SHAPES = ("circle", "square", "triangle", "diamond")
CODE = {"l": ("raw", 0), "w": ("raw", 1), "m": ("raw", 2), "s": ("raw", 3),
        "B": ("refined", 0), "P": ("refined", 1), "C": ("refined", 2), "G": ("refined", 3)}

LABEL = 12.5  # words a player reads: at least 12 CSS px once a 360-unit panel is drawn on a 360 px phone


def shape(kind: int, cx: float, cy: float, r: float, fill: str, stroke: str = "#2b211b") -> str:
    """The shape of colour `kind` (0-3) centred on (cx, cy), radius about `r`."""
    common = f' fill="{fill}" stroke="{stroke}" stroke-width="1"'
    if SHAPES[kind] == "circle":
        return f'<circle cx="{cx:g}" cy="{cy:g}" r="{r * 0.92:g}"{common}/>'
    if SHAPES[kind] == "square":
        s = r * 1.6
        return f'<rect x="{cx - s / 2:g}" y="{cy - s / 2:g}" width="{s:g}" height="{s:g}" rx="1"{common}/>'
    if SHAPES[kind] == "triangle":
        return f'<polygon points="{cx:g},{cy - r:g} {cx + r:g},{cy + r * 0.8:g} {cx - r:g},{cy + r * 0.8:g}"{common}/>'
    return f'<polygon points="{cx:g},{cy - r * 1.1:g} {cx + r:g},{cy:g} {cx:g},{cy + r * 1.1:g} {cx - r:g},{cy:g}"{common}/>'


def raw_icon(c: int, cx: float, cy: float, r: float = 7) -> str:
    return shape(c, cx, cy, r, COLOURS[c])


def refined_icon(c: int, cx: float, cy: float, r: float = 7) -> str:
    tile = (f'<rect x="{cx - r * 1.25:g}" y="{cy - r * 1.25:g}" width="{r * 2.5:g}" height="{r * 2.5:g}" '
            f'rx="{r * 0.5:g}" fill="{COLOURS[c]}" stroke="#2b211b" stroke-width="1"/>')
    return tile + shape(c, cx, cy, r * 0.72, "#fff", "none")


def good_icon(code: str, cx: float, cy: float, r: float = 7) -> str:
    kind, c = CODE[code]
    return raw_icon(c, cx, cy, r) if kind == "raw" else refined_icon(c, cx, cy, r)


@cleared_on_language_change
@lru_cache(maxsize=4096)
def icon_row(codes: str, x: float, cy: float, step: float = 17, r: float = 7) -> str:
    """Goods codes (`lw`, `sC`...) as icons left to right from x; no Goods reads "free"."""
    if not codes:
        return text(x + step, cy + 4.5, PIECE["free"], "free", "middle", LABEL)
    return "".join(good_icon(code, x + step * i + r, cy, r) for i, code in enumerate(codes))


def goods_code(goods: dict[str, int], refined: dict[str, int] | None = None) -> str:
    raw_letters = "".join(name[0] * goods.get(name, 0) for name in RAW)
    refined_letters = "".join(name[0].upper() * (refined or {}).get(name, 0) for name in REFINED)
    return raw_letters + refined_letters


def text(x: float, y: float, content: str, cls: str = "", anchor: str = "start", size: float | None = None,
         room: float | None = None) -> str:
    """A line of text; `content` is escaped (class names and numbers are the view's own). Given its `room`
    (px), a line that may not fit is drawn narrower to fit it, at the same font size (a long word of another
    language, German's "Zimmermannszunft", kept whole and readable rather than cut by the board's edge)."""
    extra = (f' class="{cls}"' if cls else "") + (f' text-anchor="{anchor}"' if anchor != "start" else "") \
        + (f' font-size="{size:g}"' if size else "")
    if room is not None and size and text_width(content, size) > room:
        extra += f' textLength="{room:g}" lengthAdjust="spacingAndGlyphs"'
    return f'<text x="{x:g}" y="{y:g}"{extra}>{esc(content)}</text>'


# Glyph widths in em, on the generous side for a bold serif, so an estimate never falls short of the
# drawn text: SVG text neither wraps nor ellipsizes, and a long unbroken name would widen a phone page.
_NARROW, _WIDE = set("iIjlft.,:;'!|() "), set("MWmw@%")


def _em(char: str) -> float:
    if char in _NARROW:
        return 0.35
    if char in _WIDE or not char.isascii():  # CJK, emoji and the like are a full em or more
        return 1.05
    return 0.75 if char.isupper() or char.isdigit() else 0.62


def text_width(content: str, size: float) -> float:
    """The width of `content` at font `size`, an estimate never short of the drawn text."""
    return sum(map(_em, content)) * size


def wrap_to(content: str, room: float, size: float) -> list[str]:
    """`content`'s words on as few lines as fit `room` px each at `size` (a word wider than `room` alone)."""
    lines: list[str] = []
    for word in content.split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= room:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def fitted_text(x: float, y: float, content: str, room: float, cls: str = "", size: float = 16) -> str:
    """`text` shortened with an ellipsis to fit `room` px; when shortened, the whole text is its <title>
    (a tooltip; the SVG's own label keeps the whole name for screen readers)."""
    fits = content
    while fits and text_width(fits + ("\u2026" if fits != content else ""), size) > room:
        fits = fits[:-1]
    if fits == content:
        return text(x, y, content, cls, size=size)
    return text(x, y, fits.rstrip() + "\u2026", cls, size=size).replace(
        "</text>", f"<title>{esc(content)}</title></text>")


def rect(x: float, y: float, w: float, h: float, cls: str = "", rx: float = 4, fill: str | None = None) -> str:
    extra = (f' class="{cls}"' if cls else "") + (f' fill="{fill}"' if fill else "")
    return f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}"{extra}/>'


def piece(key: str, taps: Taps | None, body: str, box: tuple[float, float, float, float], name: str,
          info: str = "", cls: str = "", changed: bool = False) -> str:
    """A piece of the table. When tapping it does something now, it is a focusable button named after its
    action and drawn highlighted; otherwise it is only drawn. `info` (its rules text) shows on hover."""
    target = taps.targets.get(key) if taps else None
    x, y, w, h = box
    classes = "pc" + (f" {cls}" if cls else "") + (f" {target.kind}" if target else "") + (" chg" if changed else "")
    inside = f'<title>{esc(PIECE["title"].format(name=name, info=info) if info else name)}</title>{body}<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" class="hit"/>'
    if target is None:
        return f'<g class="{classes}" data-key="{esc(key)}">{inside}</g>'
    if target.kind == "info":
        label = PIECE["rules_of"].format(name=name)
    elif target.kind == "selected":
        # no gesture named: a screen reader's user presses Enter as often as they tap or click
        label = PIECE["selected"].format(name=name)
        assert taps is not None  # a piece is a target only through the taps
        if taps.notes is not None:
            label = PIECE["rules_shown"].format(name=name)
            taps.notes[key] = (name, info)
    else:
        label = target.label
    pressed = ' aria-pressed="true"' if target.kind == "selected" else ""
    return (f'<g class="{classes}" data-key="{esc(key)}" role="button" tabindex="0" aria-label="{esc(label)}" '
            f'data-action="{esc(target.action)}"{pressed}>{inside}</g>')


def svg(width: float, height: float, content: str, label: str, cls: str) -> str:
    return tag("svg", content, viewBox=f"0 0 {width:g} {height:g}", class_=f"om-svg {cls}", role="group",
               aria_label=label, xmlns="http://www.w3.org/2000/svg")
