"""The table of any game without a board view: its legal actions as buttons, and what the seat sees as text.

Works for every game of the kernel contract, so a new game is playable before its board is drawn.
"""

from __future__ import annotations

import json

from pycore.engine.labels import said_label

from ..i18n import Texts
from ..markup import esc, tag
from . import TableContext

# Player-facing words of the plain list, in one place.
TEXT = Texts("fallback", {
    "nothing": "Nothing to do on this screen now.",
    "actions": "Your possible actions",
    "observation": "What you see (as text)",
})


def action_buttons(ctx: TableContext) -> str:
    if not ctx.legal:
        return tag("p", TEXT["nothing"], class_="muted")
    buttons = "".join(
        tag("li", tag("button", esc(said_label(action.label)), type="button", class_="action", data_action=f"act:{action.id}"))
        for action in ctx.legal
    )
    return tag("ol", buttons, class_="actions", aria_label=TEXT["actions"])


def observation_text(ctx: TableContext) -> str:
    """Everything this screen may see, as indented text (a plain, complete view until the board exists)."""
    text = json.dumps(ctx.observation, indent=1, ensure_ascii=False)
    return tag("details", tag("summary", TEXT["observation"]) + tag("pre", esc(text), class_="observation"),
               class_="observation-box")


def render(ctx: TableContext) -> str:
    return tag("div", action_buttons(ctx) + observation_text(ctx), class_="fallback-table", data_view="fallback")


def select(ctx: TableContext, token: str) -> tuple[str, ...]:
    """The fallback has no multi-tap choices: every action is one button."""
    return ()
