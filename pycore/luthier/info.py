"""Luthier's static facts: loaded by the home screen without loading the rules."""

from ..engine.info import GameInfo, OptionSpec
from ..engine.registry import LUTHIER

INFO = GameInfo(
    id=LUTHIER,
    name="Luthier",
    min_players=1,
    max_players=4,
    rules_version="lu-4",
    earlier_rules_versions=("lu-2", "lu-3"),  # kept playing: their numbers in components.json, "earlier_rules"
    options=(
        OptionSpec(
            name="automa",
            label="Solo rival",
            choices=("apprentice", "journeyman", "master"),
            default="journeyman",
            help="Solo games only: the rival family adds 0, 2 or 4 prestige at the end of each round.",
        ),
    ),
    blurb="Run a workshop of instrument makers, court patrons and fill the orchestra.",
)
