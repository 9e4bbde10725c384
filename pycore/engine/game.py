"""The contract every game implements, one for Opera Magna and Luthier alike.

A game is a stateless object (its static facts in `info`) plus functions over a mutable state:

    state = game.new_game(["Ada", "Bo"], seed=7, options={"board": "eagle"})
    while not game.is_over(state):
        actions = game.legal_actions(state)      # a list of Move[Any], in a stable order
        state = game.apply(state, actions[0])    # or apply(state, "some:action:id")
    game.scores(state)                            # list of Score, with a breakdown

Rules of the contract:
- `apply` validates first, then mutates `state` in place and returns it. An action that is not
  legal raises `IllegalAction` and leaves the state untouched. Callers that need the old state
  keep a copy (`game.clone(state)`) or replay the action log.
- `legal_actions` is never empty while the game is not over, and its order is deterministic:
  share links code each action as its index in that list. Each is a `Move` (`engine/moves.py`: id,
  label, verb, named arguments); the list is computed once per step and shared (`MoveRules`), so
  callers never change it.
- All chance comes from `state.rng` (an `Rng`), so seed + action ids reproduce the game.
- `undo_barrier(state)` is a value that changes whenever an action drew randomness or revealed
  hidden information; the app never undoes across a change of it.
- `observation(state, seat)` is JSON-ready data showing what that seat may see (None: a
  spectator, who sees only public information), of the game's observation type `Obs`: a TypedDict
  declared in `<game>/observation_types.py` (`Observation`), through which the web views read it.
- `round(state)` is the round number shown to players (for saved-game lists and score charts).
- `telling(state)` says how the game's events are told and `counters(observation)` which numbers
  of an observation the events' deltas add up to, per seat (see `pycore/engine/narration.py`):
  `narrate(game, state, action)` applies an action and returns what it did, effect by effect.
- `position(state)` and `from_position(data)`: the whole state as readable JSON data that a person
  can write by hand (like FEN for chess; docs/positions.md); loading checks every invariant.
- `measures(state)` gives per seat the game's own counts besides the score (arena, balance report).
- `determinize`, `heuristic`, `measured_value`, `scripted_move` and `sound_moves` serve the bots: a fair bot searches copies dealt by
  `determinize`.
- `Game[S, Obs]` is generic over the game's state class `S` and its observation type `Obs`; a game's object
  derives from `BaseGame[S, Obs]`, which gives the kernel's part (`MoveRules`: legal lists, `apply`,
  `index_of`, `branch`) and defaults for what a game may leave out (a bot's measured value, scripted plan and sound moves), as OpenSpiel's `GameType`
  declares what a game provides.
- `info.rules_version` is the version these rules play: `registry.get_game(id)` gives the newest,
  `get_game(id, version)` an earlier one the app still plays (the same code over that version's
  components, `engine/versions.py`); `components` are that version's, carried by every state it makes.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

from .info import GameInfo, OptionSpec
from .components import Components
from .moves import Move, MoveRules

__all__ = ["BaseGame", "Game", "GameInfo", "Move", "OptionSpec", "Score"]  # the contract: its own types and those it names


class Score(BaseModel):
    """One seat's final (or running) score with its breakdown by category, in display order."""

    seat: int
    name: str
    total: int
    breakdown: dict[str, int]
    rank: int = 0  # 1 = winner; ties broken by the game's tie-breakers


S = TypeVar("S")  # a game's state class (Luthier's and Opera Magna's `State`)
Obs = TypeVar("Obs", bound=Mapping[str, Any])  # a game's observation type (each game's `observation_types.Observation`)


@runtime_checkable
class Game(Protocol[S, Obs]):
    info: GameInfo
    # its rules version's components (cards and numbers), which every state it makes carries
    # (`engine/components.py`): what a view reads them from
    components: Components

    def new_game(self, players: list[str], seed: int, options: dict[str, str] | None = None) -> S: ...

    def legal_actions(self, state: S) -> list[Move[Any]]: ...

    def apply(self, state: S, action: Move[Any] | str) -> S: ...

    def index_of(self, state: S, action: Move[Any] | str) -> int:
        """The action's place in `legal_actions(state)`; IllegalAction in the game's own words when it is not
        legal now (who must do what instead, where the game says so)."""
        ...

    def apply_at(self, state: S, index: int) -> Move[Any]:
        """`apply` the action at `index` of `legal_actions(state)`, without looking it up again; returns it."""
        ...

    def to_move(self, state: S) -> int | None: ...

    def is_over(self, state: S) -> bool: ...

    def scores(self, state: S) -> list[Score]: ...

    def observation(self, state: S, seat: int | None) -> Obs: ...

    def round(self, state: S) -> int: ...

    def telling(self, state: S) -> Any: ...

    def counters(self, observation: Obs) -> dict[int, dict[str, int]]: ...

    def undo_barrier(self, state: S) -> Any: ...

    def clone(self, state: S) -> S: ...

    def branch(self, state: S, action: Move[Any] | str) -> S:
        """`apply` on a copy (`clone`): the copy after the action, `state` unchanged."""
        ...

    def to_json(self, state: S) -> str: ...

    def from_json(self, text: str) -> S:
        """The state `to_json` wrote; BadLink if the text is damaged or the state impossible (the game's
        invariants, as `from_position` checks them)."""
        ...

    def problems(self, state: S) -> list[str]:
        """What is impossible in `state` (the game's invariants, `<game>/invariants.py`): one sentence per
        problem, empty for a possible state. Checked after every action of the conformance suite."""
        ...

    def position(self, state: S) -> dict[str, Any]:
        """The whole state (seed and random generator included, not one seat's view) as readable JSON
        data: `{"game": <id>, <field>: <value>, ...}` with card ids as in the game's components and
        fields at their default left out (docs/positions.md)."""
        ...

    def from_position(self, data: dict[str, Any]) -> S:
        """The state a position describes, possibly written by hand: what can be derived is filled in
        (defaults, the automatic steps up to the next decision), then every invariant of the game is
        checked. A broken position raises BadLink naming what is wrong."""
        ...

    def determinize(self, state: S, seat: int, rng: Any) -> S:
        """A copy of `state` that `seat` cannot tell from it: everything hidden from that seat (others'
        hands and face-down pieces, deck orders, chance to come) dealt afresh from `rng`, an `Rng`.
        Two states that look the same to `seat` give the same copy for the same `rng`."""
        ...

    def measures(self, state: S) -> list[dict[str, int]]:
        """Per seat, the game's own counts besides the score (Luthier: instruments finished; Opera
        Magna: Buildings completed and Opera tokens placed), for the bot arena and the balance report."""
        ...

    def heuristic(self, state: S, seat: int) -> float:
        """A quick estimate of how well `seat` is doing (higher is better), for the greedy bot."""
        ...

    def measured_value(self, state: S, seat: int) -> float:
        """How well `seat` is doing where a search's rollout stops (between rounds), in points: a value
        measured from the outcomes of played games where the game has one (Luthier's `valuation.py`),
        else `heuristic`. Searches use it when their effort says so (`Effort.measured`)."""
        ...

    def scripted_move(self, state: S, actions: list[Move[Any]]) -> Move[Any] | None:
        """The move a cheap plan written from the rules would make among `actions` (the legal list), or
        None where it has no opinion (Luthier's builder, `luthier/builder.py`; Opera Magna has none).
        It reads only what the seat to move may see. Searches use it when their effort says so
        (`Effort.scripted`)."""
        ...

    def sound_moves(self, state: S, actions: list[Move[Any]]) -> list[Move[Any]]:
        """`actions` without the moves that only waste what the seat holds (never empty; all of
        `actions` where the game names none)."""
        ...



class BaseGame(MoveRules[S], Generic[S, Obs]):
    """The base of a game's object: the kernel's legal lists and `apply` (`MoveRules`), and a default for
    what a game may leave out (a bot's measured value, scripted plan and sound moves), so that a game
    writes only what it has: Opera Magna has no scripted plan, no measured value and no moves it calls
    unsound. A game writes the rest of `Game` itself."""

    info: GameInfo
    # The rules version's components (`engine/versions.py`): the newest's on the class, an earlier
    # version's on its own instance; the game puts them into every state it makes (new, read, from a position).
    components: Components

    @abstractmethod
    def observation(self, state: S, seat: int | None) -> Obs:
        ...

    @abstractmethod
    def counters(self, observation: Obs) -> dict[int, dict[str, int]]:
        ...

    @abstractmethod
    def heuristic(self, state: S, seat: int) -> float:
        ...

    def measured_value(self, state: S, seat: int) -> float:
        """No value measured from played games: the heuristic."""
        return self.heuristic(state, seat)

    def scripted_move(self, state: S, actions: list[Move[Any]]) -> Move[Any] | None:
        """No scripted plan: the bots' own policies decide."""
        return None

    def sound_moves(self, state: S, actions: list[Move[Any]]) -> list[Move[Any]]:
        """No move that only wastes what the seat holds is named: every legal move."""
        return actions
