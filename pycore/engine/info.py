"""A game's static facts (name, player counts, options): what the home screen shows.

Plain frozen dataclasses, not pydantic models: the home screen draws from them before pydantic has
loaded in the browser (see web/app/first.py). They are written in code, never read from outside.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import IllegalAction


@dataclass(frozen=True, kw_only=True)
class OptionSpec:
    """One game option: its choices, the default, and words for the new-game screen."""

    name: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""


@dataclass(frozen=True, kw_only=True)
class GameInfo:
    """Static facts about a game, apart from any state."""

    id: str  # "opera-magna", "luthier"
    name: str  # "Opera Magna"
    min_players: int
    max_players: int
    # The version these rules play: in the game's info.py the newest, which new games get. Bumped whenever
    # a change of the rules would alter a replay.
    rules_version: str
    # The earlier versions this app still plays (oldest first): saves, links and replays made with one
    # keep playing under its numbers (`engine/versions.py`). With `rules_version`, the one list per game.
    earlier_rules_versions: tuple[str, ...] = field(default=())
    options: tuple[OptionSpec, ...] = field(default=())
    blurb: str = ""

    @property
    def rules_versions(self) -> tuple[str, ...]:
        """Every rules version this app plays, oldest first, the newest last."""
        return (*self.earlier_rules_versions, self.rules_version)

    def versions_played(self) -> str:
        """The versions in words, for a refusal: "version om-5", "versions om-4 and om-5", "versions om-3, om-4 and om-5"."""
        *earlier, newest = self.rules_versions
        return f"versions {', '.join(earlier)} and {newest}" if earlier else f"version {newest}"

    def default_options(self) -> dict[str, str]:
        return {o.name: o.default for o in self.options}

    def check_options(self, options: dict[str, str] | None) -> dict[str, str]:
        """Fill defaults and refuse unknown options or values, with a readable message."""
        chosen = self.default_options()
        for key, value in (options or {}).items():
            spec = next((o for o in self.options if o.name == key), None)
            if spec is None:
                raise IllegalAction(f"{self.name} has no option '{key}'.")
            if value not in spec.choices:
                raise IllegalAction(
                    f"{self.name}: option '{key}' must be one of {', '.join(spec.choices)}, not '{value}'."
                )
            chosen[key] = value
        return chosen
