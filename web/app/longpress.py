"""Long-press on a touch screen: hold a piece still for half a second to read its rules text in a bubble.

Plain Python, tested in CPython: the bookkeeping of one press (`Press`), which text a pressed element
carries (`rules_text`) and where the bubble goes (`place`). `app.dom` wires them to the browser's
touch events, one timer and one bubble element; the views only emit the text (an SVG `<title>` child of
a piece, as for hover, or a `data-rules` attribute).
"""

from __future__ import annotations

from dataclasses import dataclass

HOLD_MS = 500  # how long a finger rests on a piece before its rules show
SLOP_PX = 10  # a finger that moves further is scrolling, not pressing
MARGIN_PX = 8  # the bubble keeps this far from the viewport's edges
GAP_PX = 8  # and this far from the piece
CLICK_AFTER_MS = 800  # a click this soon after a long-press's release, before any other touch, is its own


@dataclass
class Press:
    """At most one finger on a piece with rules text: held, moved away (cancelled), or shown (fired)."""

    x: float = 0.0
    y: float = 0.0
    held: bool = False  # a finger is down on the piece and has not moved away
    fired: bool = False  # the bubble was shown for this press
    released_at: float = -1e9  # when a fired press ended (ms), to drop the click that follows

    def start(self, x: float, y: float) -> None:
        self.x, self.y, self.held, self.fired, self.released_at = x, y, True, False, -1e9

    def move(self, x: float, y: float) -> None:
        """The finger moved: beyond the slop it is a scroll, and nothing shows."""
        if self.held and not self.fired and (x - self.x) ** 2 + (y - self.y) ** 2 > SLOP_PX ** 2:
            self.held = False

    def cancel(self) -> None:
        """A touch that is no press (elsewhere, two fingers) or a cancelled one: any click now is its own."""
        self.held, self.released_at = False, -1e9

    def fire(self) -> bool:
        """The hold time is up (or the browser says long-press): True when the bubble should show now."""
        if not self.held or self.fired:
            return False
        self.fired = True
        return True

    def end(self, now: float) -> bool:
        """The finger lifts: True when it was a long-press, so the tap it would make must not play."""
        was_long = self.held and self.fired
        self.held = False
        if was_long:
            self.released_at = now
        return was_long

    def swallows_click(self, now: float) -> bool:
        """A click right after a long-press's release, before any other touch, is that release (once)."""
        if now - self.released_at <= CLICK_AFTER_MS:
            self.released_at = -1e9
            return True
        return False


def rules_text(data_rules: str | None, title: str | None) -> str:
    """The text a pressed element carries: its `data-rules`, else its `<title>`'s text; "" for none."""
    for text in (data_rules, title):
        if text and text.strip():
            return " ".join(text.split())
    return ""


def place(piece: tuple[float, float, float, float], bubble: tuple[float, float],
          viewport: tuple[float, float]) -> tuple[float, float]:
    """Where the bubble's top-left corner goes, in viewport coordinates.

    `piece` is (left, top, width, height) in the viewport, `bubble` (width, height), `viewport` (width,
    height). Centred on the piece's middle, inside the margins; above the piece when there is room (the
    finger hides what is below it), else below; on a piece taller than the screen, at the top of the
    viewport."""
    left, top, width, height = piece
    bw, bh = bubble
    vw, vh = viewport
    x = min(max(left + width / 2 - bw / 2, MARGIN_PX), max(vw - MARGIN_PX - bw, MARGIN_PX))
    above = top - GAP_PX - bh
    if above >= MARGIN_PX:
        return x, above
    below = top + height + GAP_PX
    if below + bh <= vh - MARGIN_PX:
        return x, below
    return x, MARGIN_PX
