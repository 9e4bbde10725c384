"""How to play: a few short illustrated screens per game (the goal, a round's phases one screen each,
scoring), offline, drawn with the game's own pieces.

Each game's screens are data in its view package (`app.views.om.howto`, `app.views.lu.howto`:
`SCREENS`, the texts in one place, their rule facts filled in from the game's data by `with_facts`); this
module only lays them out. Every screen lists the rule
tests that show what it says (`HowtoScreen.tests`, for developers: `web/tests/test_learn.py` checks they exist;
players never see them), and the phases it explains, so the table's "?" opens at the screen of the current phase.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from importlib import import_module

from pycore.engine.registry import LUTHIER, OPERA_MAGNA

from .i18n import Texts
from .markup import esc, tag

# Player-facing words around every game's screens, in one place (a game's own words: its SCREENS).
TEXT = Texts("howto", {
    "dot": "Screen {n}: {title}",
    "back": "Back",
    "screens": "Screens",
    "next": "Next",
    "title": "How to play {game}",
    "close": "Close",
})

# game id -> module holding its SCREENS
_MODULES = {OPERA_MAGNA: "app.views.om.howto", LUTHIER: "app.views.lu.howto"}


@dataclass(frozen=True)
class HowtoScreen:
    key: str
    title: str
    paragraphs: tuple[str, ...]  # plain text, escaped when drawn
    art: Callable[[], str]  # the illustration: markup built from the game's pieces
    tests: tuple[str, ...]  # "file.py::test_name" of the rule tests that show what the screen says (never shown)
    phases: tuple[str, ...] = ()  # the game's phases (observation "phase") this screen explains


def with_facts(screens: tuple[HowtoScreen, ...], facts: dict) -> tuple[HowtoScreen, ...]:
    """The screens with the rule facts their words name (`{rounds}` in a paragraph) filled in: each game's
    module reads them from its rules' data, so a number on these screens is never typed twice."""
    return tuple(replace(screen, paragraphs=tuple(text.format_map(facts) for text in screen.paragraphs))
                 for screen in screens)


def screen_words(table: str, screens: tuple[HowtoScreen, ...]) -> Texts:
    """A game's screens' titles and paragraphs as a catalog table: "<screen>.title", "<screen>.<paragraph>"."""
    return Texts(table, {key: text for screen in screens for key, text in
                         [(f"{screen.key}.title", screen.title), *((f"{screen.key}.{i}", p) for i, p in enumerate(screen.paragraphs))]})


def in_language(screens: tuple[HowtoScreen, ...], words: Texts) -> tuple[HowtoScreen, ...]:
    """The screens with their words in the language in use."""
    return tuple(replace(screen, title=words[f"{screen.key}.title"],
                         paragraphs=tuple(words[f"{screen.key}.{i}"] for i in range(len(screen.paragraphs))))
                 for screen in screens)


def screens(game_id: str) -> tuple[HowtoScreen, ...]:
    """A game's screens in the language in use, with their rule facts filled in."""
    module = import_module(_MODULES[game_id])
    return with_facts(in_language(module.SCREENS, module.SCREEN_WORDS), module.facts())


def has_howto(game_id: str) -> bool:
    return game_id in _MODULES


def screen_for_phase(game_id: str, phase: str) -> int:
    """The screen explaining this phase (the first one if none does)."""
    for index, screen in enumerate(screens(game_id)):
        if phase in screen.phases:
            return index
    return 0


def render_howto(game_id: str, game_name: str, index: int) -> str:
    """One screen: title, picture, text, and Back / Next / Close with a dot per screen."""
    all_screens = screens(game_id)
    index = max(0, min(index, len(all_screens) - 1))
    screen = all_screens[index]
    dots = "".join(
        tag("li", tag("button", str(number + 1), type="button", class_="howto-dot" + (" on" if number == index else ""),
                      data_action=f"howto:{game_id}:{number}", aria_label=TEXT["dot"].format(n=number + 1, title=other.title),
                      aria_current="step" if number == index else None))
        for number, other in enumerate(all_screens))
    nav = (
        tag("button", TEXT["back"], type="button", class_="secondary", data_action=f"howto:{game_id}:{index - 1}",
            disabled=index == 0)
        + tag("ol", dots, class_="howto-dots", aria_label=TEXT["screens"])
        + tag("button", TEXT["next"], type="button", class_="primary", data_action=f"howto:{game_id}:{index + 1}",
              disabled=index == len(all_screens) - 1)
    )
    head = tag("header", tag("h1", esc(TEXT["title"].format(game=game_name))) + tag(
        "button", TEXT["close"], type="button", class_="tool howto-close", data_action="howto-close:"), class_="howto-top")
    body = (tag("h3", esc(screen.title)) + tag("div", screen.art(), class_="howto-art")
            + "".join(tag("p", esc(text)) for text in screen.paragraphs))
    return tag("section", head + tag("article", body, class_="howto-screen") + tag("nav", nav, class_="howto-nav"),
               id="howto", class_="howto", data_game=game_id, data_screen=screen.key)
