"""The games' own words that the shell shows (a game's blurb, its options, their explanations and choices),
in the player's language. Their English is the games' (`pycore.engine.GameInfo`, which the command line
prints too); the catalogs translate it here, keyed by game, option and choice. A game's name is a proper
name: never translated.
"""

from __future__ import annotations

from pycore.engine import GameInfo, OptionSpec
from pycore.engine.registry import all_infos

from .i18n import Texts


def _english() -> dict[str, str]:
    words = {}
    for info in all_infos():
        words[f"{info.id}.blurb"] = info.blurb
        for option in info.options:
            words[f"{info.id}.{option.name}"] = option.label
            if option.help:
                words[f"{info.id}.{option.name}.help"] = option.help
            for choice in option.choices:
                words[f"{info.id}.{option.name}={choice}"] = choice.capitalize()
    return words


TEXT = Texts("game", _english())


def blurb(info: GameInfo) -> str:
    return TEXT.get(f"{info.id}.blurb", info.blurb)  # a game not registered (tests' own) speaks its English


def option_label(info: GameInfo, option: OptionSpec) -> str:
    return TEXT.get(f"{info.id}.{option.name}", option.label)


def option_help(info: GameInfo, option: OptionSpec) -> str:
    return TEXT.get(f"{info.id}.{option.name}.help", option.help)


def choice_label(info: GameInfo, option: OptionSpec, choice: str) -> str:
    return TEXT.get(f"{info.id}.{option.name}={choice}", choice.capitalize())
