"""Opera Magna's static facts: loaded by the home screen without loading the rules."""

from ..engine.info import GameInfo, OptionSpec
from ..engine.registry import OPERA_MAGNA

INFO = GameInfo(
    id=OPERA_MAGNA,
    name="Opera Magna",
    min_players=1,
    max_players=4,
    rules_version="om-6",
    earlier_rules_versions=("om-4", "om-5"),  # kept playing: their numbers in components.json, "earlier_rules"
    options=(
        OptionSpec(
            name="board",
            label="Opera board",
            choices=("base", "eagle", "lion"),
            default="base",
            help="The Eagle and The Lion boards change which Worksites unlock which.",
        ),
    ),
    blurb="Trade across the cities, refine goods in your shop, and raise the Opera.",
)
