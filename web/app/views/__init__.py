"""Table views: one per game, each a pure function from what a screen may see to HTML/SVG.

The contract between the app shell (which owns the match, saving, turns, bots) and a game's view:

    module = table_view(game_id)          # web/app/views/<game>.py, or `fallback` (legal actions as buttons)
    html = module.render(ctx)             # ctx: TableContext below
    ctx.selection = module.select(ctx, token)   # a `sel:<token>` tap: the view's own partial choice

Every clickable element carries `data-action`:
- `act:<action id>`  apply that legal game action (the shell validates, applies, saves, re-renders);
- `sel:<token>`      a step of a multi-tap choice inside the view (e.g. tap a Merchant, then an Area);
  the shell calls `select` and re-renders. `sel:` with an empty token clears the selection.
Only legal targets are clickable: a view derives what to highlight from `ctx.legal` (ids and labels),
never from its own reading of the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from types import ModuleType
from typing import Generic, TypeVar

from pycore.engine import Move, get_game
from pycore.engine.components import Components
from pycore.engine.registry import LUTHIER, OPERA_MAGNA


Obs = TypeVar("Obs")  # the game's observation type (`pycore.<game>.observation_types.Observation`)


@dataclass
class TableContext(Generic[Obs]):
    """A game's view reads `TableContext[Observation]`, its game's observation type, so mypy checks every key it reads."""

    game_id: str
    observation: Obs  # game.observation(state, seat): everything this screen may see, JSON-ready
    legal: list[Move]  # what may be tapped now; empty when the screen only watches
    seat: int | None  # whose screen this is (None: a spectator or the history view)
    names: list[str]  # player names, seat order (text, to be escaped)
    selection: tuple[str, ...] = ()  # the view's partial choice so far
    extra: dict = field(default_factory=dict)
    # the components of the game's rules version (its cards and numbers); None: the newest version's
    components: Components | None = None

    @property
    def k(self) -> Components:
        """The components the view draws with: the game's rules version's."""
        return self.components if self.components is not None else get_game(self.game_id).components


# game id -> module name under app.views; a game without one plays through the fallback list.
_VIEWS = {
    OPERA_MAGNA: "app.views.opera_magna",
    LUTHIER: "app.views.luthier",
}


def table_view(game_id: str) -> ModuleType:
    name = _VIEWS.get(game_id)
    if name is not None:
        try:
            return import_module(name)
        except ModuleNotFoundError as missing:
            if missing.name != name:
                raise
    return import_module("app.views.fallback")
