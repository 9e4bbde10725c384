"""A rules version's components: the value a game object of that version holds and its states carry."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any, Hashable

from .moves import Move


class Components:
    """One rules version's components, a parameter of that version's game object, carried by its states
    (never saved: a save names its version): every name of the game's `components` module as the module
    built it over the version's data (the newest version's: the module itself), and the version's shared
    moves (a label may show a number, `moves.shared_move`). `k.INSTRUMENTS`, `k.card(id)`."""

    version: str
    moves: dict[Hashable, Move[Any]]

    def __init__(self, version: str, tables: ModuleType) -> None:
        # copied into the instance: read as plain attributes on the rules' hot path
        self.__dict__.update((name, value) for name, value in vars(tables).items() if not name.startswith("__"))
        self.version = version
        self.moves = {}

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any: ...

    def __copy__(self) -> "Components":  # one version's tables, shared by everything of that version
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> "Components":
        return self

    def __repr__(self) -> str:
        return f"<components of rules {self.version}>"
