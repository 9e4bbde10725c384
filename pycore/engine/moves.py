"""Moves and the one legal list per step: the part of the kernel both games share.

A `Move` is one atomic decision, built by the game's rules once per step:

    move.id      "merchant:supply:pisa-cost"  the stable text of logs, saves and links (never changes)
    move.label   "Merchant from your supply to Pisa cost"  what a player reads (a `labels.Label`: its English,
                                              said in another language by `label.said()`)
    move.verb    "merchant"                   the kind of move
    move.args    MerchantArgs(source="supply", target="pisa-cost")  its typed arguments, in the rules' words

A game never parses an id back: an id from a log, a link or a tap is looked up once in the legal list of
its step (`MoveRules.index_of`; an id that is not there is refused in the game's own words, `refusal`),
and the rules and the views read the found move's typed arguments.

Each game declares its moves once, in its own `moves.py` (the place to start reading a game): a `Verb` per
verb (its arguments' frozen dataclass, how it is performed, its flags) and a `Kind` per kind of decision
the game waits on (the verbs it offers and how their options are listed, in the stable order links count
on). This module holds only the kernel's side: the shapes of those tables and the legal list per step.

`MoveRules` is the base of each game's `Game` object. It keeps the legal list of the last few states
it was asked about, keyed by the state's step counter, so that the session, the table, `match.play`
and `apply` of one step share one list (and a search's `legal_actions` then `apply` compute it once).
A state changed in place by anything but `apply` (a test setting up a position by hand) is not
noticed: `forget(state)` drops its list.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from dataclasses import fields
from typing import Any, Callable, Generic, Hashable, Iterator, TypeVar

from .errors import IllegalAction
from .labels import Labels, said_label

CACHED_STATES = 4  # the table's state, a bot's trial copy, a search's world and its rollout


class Args:
    """The base of a verb's arguments: each verb's are a frozen dataclass of this (`Verb.args`). Iterating
    gives the arguments' names, in the rules' words."""

    __slots__ = ()

    def __iter__(self) -> Iterator[str]:
        return (f.name for f in fields(self))  # type: ignore[arg-type]  # every subclass is a dataclass


@dataclass(frozen=True, slots=True)
class NoArgs(Args):
    """The arguments of a verb that has none (pass, end, leave the Market)."""


NO_ARGS = NoArgs()

A = TypeVar("A")  # a verb's arguments (an `Args` dataclass; any value for a game of the kernel's own tests)
S = TypeVar("S")  # a game's state


@dataclass(frozen=True, slots=True)
class Move(Generic[A]):
    """One legal decision of a step: a stable id, a label, a verb and its typed arguments (see the module
    doc). Moves are shared between steps and callers: `args` is read, never changed."""

    id: str
    label: str
    verb: str
    args: A = NO_ARGS  # type: ignore[assignment]  # a verb without arguments

    def __hash__(self) -> int:  # the id names the move; `args` may hold the rules' dicts (a cost, an effect)
        return hash(self.id)


@dataclass(frozen=True, slots=True)
class Verb(Generic[S, A]):
    """One verb of a game, declared once in the game's `moves.py`: the dataclass of its arguments, how a
    move of it is performed on the state (the game's decision waited on is still the state's first), and
    its flags:

    - `progress`: False when a move of it can never change what a game checks after a move that may
      (Luthier's awards), so that the check is skipped (speed only);
    - `undoable`: False when a move of it always closes the undo window (`Game.undo_barrier` changes: it
      ends the seat's turn, or reveals what was hidden). A verb left True may still close it (a card
      drawn by an effect it sets off): the barrier is the truth, the flag what is known beforehand."""

    name: str
    args: type[A]
    perform: Callable[[S, A], None]
    progress: bool = True
    undoable: bool = True


@dataclass(frozen=True, slots=True)
class Kind(Generic[S]):
    """One kind of decision a game waits on, declared once in the game's `moves.py`: the verbs it offers,
    how their options are listed (one function, in the stable order links count on: several verbs may
    interleave) and, where a game has them, what happens when there is no option at all (Opera Magna: an
    effect without a target). What its seat must do, in words, is the game's text (`rules.DECISIONS`)."""

    name: str
    verbs: tuple[str, ...]
    options: Callable[[S], list[Move[Any]]]
    when_none: Callable[[S], None] | None = None


def listed_in_order(*options: Callable[[S], list[Move[Any]]]) -> Callable[[S], list[Move[Any]]]:
    """A kind's options made of several verbs' options, one after the other (a menu of verbs)."""

    def listed(state: S) -> list[Move[Any]]:
        moves: list[Move[Any]] = []
        for listed_by in options:
            moves += listed_by(state)
        return moves

    return listed


def verb_table(*verbs: Verb[S, Any]) -> dict[str, Verb[S, Any]]:
    """A game's verbs by name; a name declared twice is a mistake of the table."""
    table = {verb.name: verb for verb in verbs}
    assert len(table) == len(verbs), "a verb is declared once"
    return table


def kind_table(verbs: dict[str, Verb[S, Any]], *kinds: Kind[S]) -> dict[str, Kind[S]]:
    """A game's kinds of decision by name, each offering only verbs of `verbs`."""
    table = {kind.name: kind for kind in kinds}
    assert len(table) == len(kinds), "a kind of decision is declared once"
    for kind in kinds:
        unknown = set(kind.verbs) - set(verbs)
        assert not unknown, f"{kind.name} offers undeclared verbs {sorted(unknown)}"
    return table


def shared_move(table: dict[Hashable, Move[Any]], key: Hashable, make: Callable[[], Move[Any]]) -> Move[Any]:
    """Moves are immutable, so each is built once and shared (building them is the hot path of
    `legal_actions`). `table` is the rules version's (`Components.moves`: a label may show a number that
    another version has otherwise); `key` holds everything its id, label and arguments depend on,
    starting with the game and the verb; `make()` builds it and is called only the first time."""
    move = table.get(key)
    if move is None:
        move = table[key] = make()
    return move


# Why a move is refused, as a player reads it (a stale tap at the table): a game says who must do what instead
# (`refused_now`, with its decision's words, a `Label` of the game's own table), else the kernel's words.
REFUSALS = Labels("refusal", {
    "not_now": "That is not possible now: {player} must {what:said}.",
    "not_legal": "'{move}' is not a legal action now.",
    "over": "The game is over: no more actions.",
    "no_undo": "Nothing can be undone: only your own actions this turn, back to the last random draw or revealed card.",
}, {"said": said_label})


def refused_now(player: str, what: str) -> str:
    """"That is not possible now: Ada must take a Building." (`what`: the game's words, a `Label` to be said in
    the installed language)."""
    return REFUSALS("not_now", player=player, what=what)


class MoveRules(ABC, Generic[S]):
    """What both games' `Game` objects share: `legal_actions` cached per step, `apply` by move or id.

    A game supplies `list_moves(state)` (the legal list in its stable order), `perform(state, move)`
    (the move's effect, then every automatic step; it advances the step counter), `step_count(state)`,
    `is_over(state)`, `clone(state)` (an independent copy), and its words for a refusal (`over_message`,
    `refusal`)."""

    over_message = REFUSALS("over")

    def __init__(self) -> None:
        self._legal: dict[int, tuple[S, int, list[Move[Any]]]] = {}

    # ------------------------------------------------------------------ what a game supplies

    @abstractmethod
    def list_moves(self, state: S) -> list[Move[Any]]:
        ...

    @abstractmethod
    def perform(self, state: S, move: Move[Any]) -> None:
        ...

    @abstractmethod
    def step_count(self, state: S) -> int:
        ...

    @abstractmethod
    def is_over(self, state: S) -> bool:
        ...

    @abstractmethod
    def clone(self, state: S) -> S:
        ...

    def refusal(self, state: S, move_id: str) -> str:
        return REFUSALS("not_legal", move=move_id)

    # ------------------------------------------------------------------ the shared part

    def legal_actions(self, state: S) -> list[Move[Any]]:
        """The legal moves, in a stable order (links code a move as its index). Shared: never change it."""
        key = id(state)
        step = self.step_count(state)
        cached = self._legal.get(key)
        if cached is not None and cached[0] is state and cached[1] == step:
            return cached[2]
        moves = self.list_moves(state)  # their labels in English, said in another language when read (engine.labels)
        if cached is None and len(self._legal) >= CACHED_STATES:
            del self._legal[next(iter(self._legal))]  # the oldest state asked about
        self._legal[key] = (state, step, moves)  # the state itself is held: its id cannot be reused meanwhile
        return moves

    def forget(self, state: S) -> None:
        """Drop the list kept for `state`: it was changed in place by something other than `apply`."""
        self._legal.pop(id(state), None)

    def index_of(self, state: S, move: Move[Any] | str) -> int:
        """Where the legal move with this id (or a move's id) is in this step's list: a tap's one lookup (its
        index then goes to `apply_at`). IllegalAction in the game's words when there is none."""
        move_id = move if isinstance(move, str) else move.id
        if not self.is_over(state):
            for index, found in enumerate(self.legal_actions(state)):
                if found.id == move_id:
                    return index
        raise self._refused(state, move_id)

    def find(self, state: S, move: Move[Any] | str) -> Move[Any]:
        """The legal move of this step with the given id (or a move's id); IllegalAction when there is none.
        The same lookup as `index_of` without counting places (the bots' hot path: `branch`, `apply`)."""
        move_id = move if isinstance(move, str) else move.id
        if not self.is_over(state):
            for found in self.legal_actions(state):
                if found.id == move_id:
                    return found
        raise self._refused(state, move_id)

    def _refused(self, state: S, move_id: str) -> IllegalAction:
        """A move that is not legal now, refused in the game's words (`over_message`, `refusal`)."""
        return IllegalAction(self.over_message if self.is_over(state) else self.refusal(state, move_id))

    def apply(self, state: S, move: Move[Any] | str) -> S:
        """Check the move against the legal list, then perform it on `state` (in place) and return it."""
        self.perform(state, self.find(state, move))
        return state

    def apply_at(self, state: S, index: int) -> Move[Any]:
        """Perform the move at `index` of this step's legal list on `state` (in place) and return the move: for a
        caller that has the index already (`index_of`, a link's digits), so that nothing looks it up again."""
        move = self.legal_actions(state)[index]
        self.perform(state, move)
        return move

    def branch(self, state: S, move: Move[Any] | str) -> S:
        """A copy of `state` with the move performed, `state` unchanged: the bots' trial of a move. The
        move is checked against `state`'s legal list, so the copy's list is never built (the bots try
        every move of a step this way: building a list per copy was a third of a guided rollout)."""
        found = self.find(state, move)
        copy = self.clone(state)
        self.perform(copy, found)
        return copy
