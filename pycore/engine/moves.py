"""Moves and the one legal list per step: the part of the kernel both games share.

A `Move` is one atomic decision, built by the game's rules once per step:

    move.id      "merchant:supply:pisa-cost"  the stable text of logs, saves and links (never changes)
    move.label   "Merchant from your supply to Pisa cost"  what a player reads
    move.verb    "merchant"                   the kind of move
    move.args    {"source": "supply", "target": "pisa-cost"}  its named arguments, in the rules' words

A game never parses an id back: an id from a log, a link or a tap is looked up once in the legal list of
its step (`MoveRules.index_of`; an id that is not there is refused in the game's own words, `refusal`),
and the rules and the views read the found move's named arguments.

`MoveRules` is the base of each game's `Game` object. It keeps the legal list of the last few states
it was asked about, keyed by the state's step counter, so that the session, the table, `match.play`
and `apply` of one step share one list (and a search's `legal_actions` then `apply` compute it once).
A state changed in place by anything but `apply` (a test setting up a position by hand) is not
noticed: `forget(state)` drops its list.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Mapping

from .errors import IllegalAction

CACHED_STATES = 4  # the table's state, a bot's trial copy, a search's world and its rollout


@dataclass(frozen=True, slots=True)
class Move:
    """One legal decision of a step: a stable id, a label, a verb and named arguments (see the module doc).
    Moves are shared between steps and callers: `args` is read, never changed."""

    id: str
    label: str
    verb: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __hash__(self) -> int:  # the id names the move; `args` may hold the rules' dicts (a cost, an effect)
        return hash(self.id)


_SHARED: dict[Hashable, Move] = {}


def shared_moves() -> dict[Hashable, Move]:
    return _SHARED


def use_shared_moves(table: dict[Hashable, Move]) -> dict[Hashable, Move]:
    """Share moves through `table` from now on (an earlier rules version's, whose labels may show other
    numbers: `engine/versions.py`); returns the table shared until now."""
    global _SHARED
    before, _SHARED = _SHARED, table
    return before


def shared_move(key: Hashable, make: Callable[[], Move]) -> Move:
    """Moves are immutable, so each is built once and shared (building them is the hot path of
    `legal_actions`). `key` holds everything its id, label and arguments depend on, starting with
    the game and the verb; `make()` builds it and is called only the first time."""
    move = _SHARED.get(key)
    if move is None:
        move = _SHARED[key] = make()
    return move


class MoveRules(ABC):
    """What both games' `Game` objects share: `legal_actions` cached per step, `apply` by move or id.

    A game supplies `list_moves(state)` (the legal list in its stable order), `perform(state, move)`
    (the move's effect, then every automatic step; it advances the step counter), `step_count(state)`,
    `is_over(state)`, `clone(state)` (an independent copy), and its words for a refusal (`over_message`,
    `refusal`)."""

    over_message = "The game is over: no more actions."

    def __init__(self) -> None:
        self._legal: dict[int, tuple[Any, int, list[Move]]] = {}

    # ------------------------------------------------------------------ what a game supplies

    @abstractmethod
    def list_moves(self, state: Any) -> list[Move]:
        ...

    @abstractmethod
    def perform(self, state: Any, move: Move) -> None:
        ...

    @abstractmethod
    def step_count(self, state: Any) -> int:
        ...

    @abstractmethod
    def is_over(self, state: Any) -> bool:
        ...

    @abstractmethod
    def clone(self, state: Any) -> Any:
        ...

    def refusal(self, state: Any, move_id: str) -> str:
        return f"'{move_id}' is not a legal action now."

    # ------------------------------------------------------------------ the shared part

    def legal_actions(self, state: Any) -> list[Move]:
        """The legal moves, in a stable order (links code a move as its index). Shared: never change it."""
        key = id(state)
        step = self.step_count(state)
        cached = self._legal.get(key)
        if cached is not None and cached[0] is state and cached[1] == step:
            return cached[2]
        moves = self.list_moves(state)
        if cached is None and len(self._legal) >= CACHED_STATES:
            del self._legal[next(iter(self._legal))]  # the oldest state asked about
        self._legal[key] = (state, step, moves)  # the state itself is held: its id cannot be reused meanwhile
        return moves

    def forget(self, state: Any) -> None:
        """Drop the list kept for `state`: it was changed in place by something other than `apply`."""
        self._legal.pop(id(state), None)

    def index_of(self, state: Any, move: Move | str) -> int:
        """Where the legal move with this id (or a move's id) is in this step's list: a tap's one lookup (its
        index then goes to `apply_at`). IllegalAction in the game's words when there is none."""
        move_id = move if isinstance(move, str) else move.id
        if not self.is_over(state):
            for index, found in enumerate(self.legal_actions(state)):
                if found.id == move_id:
                    return index
        raise self._refused(state, move_id)

    def find(self, state: Any, move: Move | str) -> Move:
        """The legal move of this step with the given id (or a move's id); IllegalAction when there is none.
        The same lookup as `index_of` without counting places (the bots' hot path: `branch`, `apply`)."""
        move_id = move if isinstance(move, str) else move.id
        if not self.is_over(state):
            for found in self.legal_actions(state):
                if found.id == move_id:
                    return found
        raise self._refused(state, move_id)

    def _refused(self, state: Any, move_id: str) -> IllegalAction:
        """A move that is not legal now, refused in the game's words (`over_message`, `refusal`)."""
        return IllegalAction(self.over_message if self.is_over(state) else self.refusal(state, move_id))

    def apply(self, state: Any, move: Move | str) -> Any:
        """Check the move against the legal list, then perform it on `state` (in place) and return it."""
        self.perform(state, self.find(state, move))
        return state

    def apply_at(self, state: Any, index: int) -> Move:
        """Perform the move at `index` of this step's legal list on `state` (in place) and return the move: for a
        caller that has the index already (`index_of`, a link's digits), so that nothing looks it up again."""
        move = self.legal_actions(state)[index]
        self.perform(state, move)
        return move

    def numbers_in_force(self) -> AbstractContextManager[None]:
        """These rules' numbers in the components' tables meanwhile: always so for the newest version's
        rules (an earlier version's put theirs in: `engine/versions.py`)."""
        return nullcontext()

    def branch(self, state: Any, move: Move | str) -> Any:
        """A copy of `state` with the move performed, `state` unchanged: the bots' trial of a move. The
        move is checked against `state`'s legal list, so the copy's list is never built (the bots try
        every move of a step this way: building a list per copy was a third of a guided rollout)."""
        found = self.find(state, move)
        copy = self.clone(state)
        self.perform(copy, found)
        return copy
