"""The home screen: New game, Continue (the saved games), each game with its player counts, blurb and
options, and the version."""

from __future__ import annotations

from typing import AbstractSet

from pycore.engine import GameInfo

from .gamewords import blurb, choice_label, option_help, option_label
from .i18n import LANGUAGES, Texts, language
from .markup import esc, tag

# Player-facing words of the home screen, in one place.
TEXT = Texts("home", {
    "players": ("{n} player", "{n} players"),
    "range": "{low}\u2013{high} players",
    "no_options": "No options.",
    "option": ": {choices}",
    "option_help": " \u2014 {help}",
    "play": "Play {game}",
    "howto": "How to play",
    "learn": "Learn: a guided game",
    "dismiss": "Dismiss",
    "new_game": "New game",
    "brand": "Atelier",
    "games": "Games",
    "version": "Atelier {version}",
    "language": "Language",
})


def players_text(info: GameInfo) -> str:
    low, high = info.min_players, info.max_players
    if low == high:
        return TEXT.plural("players", low)
    return TEXT["range"].format(low=low, high=high)


def options_list(info: GameInfo, with_help: bool) -> str:
    if not info.options:
        return tag("p", TEXT["no_options"], class_="muted game-options")
    items = "".join(
        tag("li", tag("strong", esc(option_label(info, o)))
            + TEXT["option"].format(choices=esc(", ".join(choice_label(info, o, c) for c in o.choices)))
            + (tag("span", TEXT["option_help"].format(help=esc(option_help(info, o))), class_="option-help")
               if with_help and o.help else ""))
        for o in info.options
    )
    return tag("ul", items, class_="game-options")


def game_card(info: GameInfo, open_: bool) -> str:
    """A game's card; its title button (`toggle:<id>`) shows or hides the options' explanations."""
    head = tag(
        "button",
        tag("span", esc(info.name), class_="game-name") + tag("span", esc(players_text(info)), class_="game-players"),
        type="button", class_="game-head", data_action=f"toggle:{info.id}",
        aria_expanded="true" if open_ else "false",
    )
    play = tag("button", TEXT["play"].format(game=esc(info.name)), type="button", class_="secondary small game-play",
               data_action=f"new:{info.id}")
    learn = tag("div", tag("button", TEXT["howto"], type="button", class_="secondary small",
                           data_action=f"howto:{info.id}:0")
                + tag("button", TEXT["learn"], type="button", class_="secondary small",
                      data_action=f"learn:{info.id}"), class_="game-learn")
    body = tag("p", esc(blurb(info)), class_="game-blurb") + options_list(info, with_help=open_) + play + learn
    return tag("li", head + body, class_="game", data_game=info.id)


def message_bar(message: str) -> str:
    if not message:
        return ""
    return tag("div", tag("p", esc(message)) + tag("button", "\u2715", type="button", class_="close",
                                                    data_action="dismiss:", aria_label=TEXT["dismiss"]),
               class_="message", role="alert")


def language_picker() -> str:
    """The languages, each named in itself (`lang:<code>`), the one in use pressed; kept on this device (app.prefs)."""
    buttons = "".join(
        tag("button", esc(name), type="button", lang=code, class_="pick" + (" picked" if code == language() else ""),
            data_action=f"lang:{code}", aria_pressed="true" if code == language() else "false")
        for code, name in LANGUAGES.items())
    return tag("div", buttons, class_="picker languages", role="group", aria_label=TEXT["language"])


def render_home(infos: list[GameInfo], version: str, open_ids: AbstractSet[str] = frozenset(),
                saved: str = "", message: str = "") -> str:
    """`saved`: the Continue section (see `saved.render_saved`), markup already built."""
    cards = "".join(game_card(info, info.id in open_ids) for info in infos)
    new = tag("button", TEXT["new_game"], type="button", class_="primary big", data_action="new:")
    return (
        tag("header", tag("h1", TEXT["brand"], class_="brand") + new, class_="top")
        + message_bar(message) + saved
        + tag("section", tag("h2", TEXT["games"]) + tag("ul", cards, class_="games"), class_="home", id="home")
        + tag("footer", language_picker()
              + tag("p", TEXT["version"].format(version=tag("span", esc(version), class_="version"))), class_="bottom")
    )
