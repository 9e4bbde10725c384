"""Words for the player's pointer: "click" with a mouse, "tap" on a touch screen.

The browser says which once, at start (`app.dom.POINTER`, from the media query `(hover: hover) and
(pointer: fine)`); the table passes it to the views as `ctx.extra["pointer"]`, and player-facing templates
write `{tap}` or `{Tap}` where the verb goes."""

from __future__ import annotations

import re

from . import i18n
from .i18n import Texts

TOUCH, MOUSE = "touch", "mouse"
# The verb as a template says it to the player (an imperative in Italian and German: "tocca", "tippe"), with
# its capital for the start of a sentence.
_WORDS = Texts("pointer", {"touch.tap": "tap", "touch.Tap": "Tap", "mouse.tap": "click", "mouse.Tap": "Click"})


def words(pointer: str | None) -> dict[str, str]:
    """The template parameters for this pointer (a touch screen's when unknown)."""
    kind = pointer if pointer in (TOUCH, MOUSE) else TOUCH
    return {"tap": _WORDS[f"{kind}.tap"], "Tap": _WORDS[f"{kind}.Tap"]}


def say(template: str, pointer: str | None, **values: str) -> str:
    """A template with `{tap}`/`{Tap}` (and any other named parameters) filled in."""
    return template.format(**words(pointer), **values)


_TOUCH_VERB = re.compile(r"\b([Tt])ap(s|ped|ping)?\b")
_MOUSE_ENDINGS = {"": "", "s": "s", "ped": "ed", "ping": "ing"}


def reword(text: str, pointer: str | None) -> str:
    """A text written in a touch screen's words ("Tap the Market.") as this pointer says it: pycore's tutorial
    scripts are such texts (pycore knows no pointer, and its command line prints them as written). In another
    language, its catalog's touch verb and the words built on it ("tocca", "toccalo", "Tippe", "Tippen") become
    its mouse verb ("clicca", "cliccalo", "Klicke", "Klicken")."""
    if (pointer or TOUCH) == TOUCH:
        return text
    if i18n.language() not in (i18n.SOURCE, i18n.PSEUDO):
        verbs = {_WORDS["touch.tap"]: _WORDS["mouse.tap"], _WORDS["touch.Tap"]: _WORDS["mouse.Tap"]}
        touch = re.compile(r"\b(" + "|".join(map(re.escape, verbs)) + r")(\w*)")
        return touch.sub(lambda m: verbs[m.group(1)] + m.group(2), text)
    return _TOUCH_VERB.sub(lambda m: str(_WORDS.messages["mouse.Tap" if m.group(1) == "T" else "mouse.tap"]) + _MOUSE_ENDINGS[m.group(2) or ""], text)
