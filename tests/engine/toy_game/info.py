"""The toy game's static facts (the registry reads `<game module>.info`, as for the real games)."""

from pycore.engine import GameInfo, OptionSpec

INFO = GameInfo(
    id="toy",
    name="Toy",
    min_players=1,
    max_players=4,
    rules_version="toy-1",
    options=(OptionSpec(name="rounds", label="Rounds", choices=("1", "2", "3"), default="2"),),
)
