"""Luthier's static facts: loaded by the home screen without loading the rules."""

from ..engine.game import GameInfo

INFO = GameInfo(
    id="luthier",
    name="Luthier",
    min_players=1,
    max_players=4,
    rules_version="lu-1",
    options=[],
    blurb="Run a workshop of instrument makers, court patrons and fill the orchestra.",
)
