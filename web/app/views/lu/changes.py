"""What the last action did, in the rules' own words: its narration (`ctx.extra["last_lines"]`, the
events as this screen's seat may read them, from `app.story`), not a difference of observations."""

from __future__ import annotations

from app.markup import esc, tag


def changes(lines: list[str]) -> str:
    if not lines:
        return ""
    return tag("ul", "".join(tag("li", esc(line)) for line in lines), class_="lu-changes", aria_label="What just changed")
