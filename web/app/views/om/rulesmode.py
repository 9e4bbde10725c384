"""Reading the rules of any piece without hover: tap "Rules", then a piece.

It is a selection like any other (`?` alone, or `?` and the key of the piece shown), so it needs nothing
from the app shell; it plays no action, and any action taken closes it. On a touch screen a long-press
on a piece shows the same text at once (`web/longpress.js`); this mode stays for the keyboard, for screen
readers (whose gestures make long-presses awkward), and because a button can be found where a gesture
cannot.
"""

from __future__ import annotations

from .taps import Taps, Target
from .texts import TAPS

MODE = "?"


class RulesTargets:
    """Every piece answers a tap with its rules (the one shown answers by going back to the list)."""

    def __init__(self, shown: str) -> None:
        self.shown = shown

    def get(self, key: str, default=None) -> Target:
        if key == self.shown:
            return Target(f"sel:{MODE}", "", "selected")
        return Target(f"sel:{MODE}{key}", "", "info")


def is_rules_mode(selection: tuple[str, ...]) -> bool:
    return bool(selection) and selection[0] == MODE


def rules_taps(selection: tuple[str, ...]) -> Taps:
    shown = selection[1] if len(selection) > 1 else ""
    return Taps(RulesTargets(shown), [], tuple(selection), TAPS["rules_mode"], notes={})  # type: ignore[arg-type]


def rules_selection(token: str) -> tuple[str, ...] | None:
    """The selection for a `?...` token, or None when the token is not about the rules."""
    if not token.startswith(MODE):
        return None
    key = token[len(MODE):]
    return (MODE, key) if key else (MODE,)
