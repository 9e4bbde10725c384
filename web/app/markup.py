"""Building HTML and SVG as strings, safely: all text and attribute values are escaped here."""

from __future__ import annotations


def esc(text: object) -> str:
    """Text for the page: player names, anything from a link or a save is text, never markup.

    The same as `html.escape(text, quote=True)`, written out: importing `html` loads `html.entities`, a
    large table, which would cost the first screen about 0.1 s in the browser.
    """
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#x27;")


def attrs(**values: object) -> str:
    """` name="value"` pairs, escaped; `class_` gives `class`, `data_action` gives `data-action`;
    None and False are left out, True gives a bare attribute."""
    parts = []
    for name, value in values.items():
        name = name.rstrip("_").replace("_", "-")
        if value is None or value is False:
            continue
        parts.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(parts)


def tag(name: str, content: str = "", **values: object) -> str:
    """`<name attrs>content</name>`; `content` is markup already built (escape text with `esc`)."""
    return f"<{name}{attrs(**values)}>{content}</{name}>"
