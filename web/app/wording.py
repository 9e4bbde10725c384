"""Filling in player-facing templates: the one helper that picks a template by number.

Every player-facing text of the web app is a template with named parameters kept in one place (a game's
table in `app.views.<game>.texts`, a shell screen in the `TEXT` at the top of its module; see
docs/architecture.md, "Player-facing text"). A text whose words change with a number has one template per
form, and `plural` picks it, so a translation can write its own forms instead of an "s" glued on.
"""

from __future__ import annotations


def plural(count: int, one: str, many: str, **values: object) -> str:
    """`one` when `count` is 1, else `many`, filled in with `n=count` and `values`."""
    return (one if count == 1 else many).format(n=count, **values)
