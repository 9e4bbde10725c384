"""Luthier on the kernel contract (`pycore.engine.game.Game`)."""

from __future__ import annotations

from typing import Any

from ..engine.errors import IllegalAction
from ..engine.game import BaseGame, Score
from ..engine.moves import Move, refused_now
from ..engine.position import read_state_json
from ..engine.rng import Rng
from . import narration, observation, rules, scoring
from .moves import VERBS, legal_moves
from .heuristic import position_value
from .hidden import determinize
from .info import INFO
from .observation_types import Observation
from .invariants import problems
from .position import from_position, position
from .setup import new_state
from .state import NEWEST, State
from .valuation import measured_value
from .builder import scripted_move, sound_moves


class LuthierGame(BaseGame[State, Observation]):
    """Stateless but for the kernel's legal lists: every method works on a `State`; `legal_actions` and
    `apply` are the kernel's (`MoveRules`)."""

    info = INFO
    components = NEWEST  # an earlier version's game object has its own (`engine/versions.py`)

    # ------------------------------------------------------------------ lifecycle

    def new_game(self, players: list[str], seed: int, options: dict[str, str] | None = None) -> State:
        if not self.info.min_players <= len(players) <= self.info.max_players:
            raise IllegalAction(f"Luthier is for {self.info.min_players} to {self.info.max_players} players, not {len(players)}.")
        if any(not isinstance(n, str) or not n.strip() for n in players):
            raise IllegalAction("Every player needs a name.")
        chosen = self.info.check_options(options)
        state = new_state(self.components, list(players), int(seed), chosen)
        rules.advance(state)
        return state

    def list_moves(self, state: State) -> list[Move]:
        return legal_moves(state)

    def perform(self, state: State, move: Move) -> None:
        decision = state.decisions[0]
        verb = VERBS[move.verb]
        verb.perform(state, move.args)
        state.actions += 1
        if decision.seat >= 0 and verb.progress:
            rules.fx.check_awards(state, decision.seat)
        rules.advance(state)

    def step_count(self, state: State) -> int:
        return state.actions

    def refusal(self, state: State, move_id: str) -> str:
        # no move id: the player reads it on the table (a stale tap), where no internal id is shown
        if not state.decisions or state.decisions[0].seat < 0:  # no player is asked (the automa's or the game's turn)
            return super().refusal(state, move_id)
        d = state.decisions[0]
        return refused_now(state.players[d.seat].name, rules.DECISION_WORDS(d.kind))

    def to_move(self, state: State) -> int | None:
        if state.phase == "over" or not state.decisions:
            return None
        return state.decisions[0].seat

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def scores(self, state: State) -> list[Score]:
        return scoring.scores(state)

    def observation(self, state: State, seat: int | None) -> Observation:
        return observation.observation(state, seat)

    def telling(self, state: State):
        """How this game's events are told (`pycore.engine.narration`)."""
        return narration.telling(state)

    def counters(self, observation: Observation) -> dict[int, dict[str, int]]:
        """Each seat's counters in an observation: what the events' deltas add up to."""
        return narration.counters(observation)

    def round(self, state: State) -> int:
        return max(1, state.round)

    def undo_barrier(self, state: State) -> tuple[int, int, int]:
        """Changes when randomness is drawn, hidden information revealed (cards, chips) or a turn ends."""
        return (state.rng.draws, state.reveals, state.turns)

    # ------------------------------------------------------------------ copies and saves

    def clone(self, state: State) -> State:
        return state.copy_state()

    def to_json(self, state: State) -> str:
        return state.model_dump_json()

    def from_json(self, text: str) -> State:
        return read_state_json(State, text, INFO.name, problems, lambda state: state.play_under(self.components))

    # what is impossible in a state, and the readable position (invariants.py, position.py, docs/positions.md)
    problems = staticmethod(problems)
    position = staticmethod(position)

    def from_position(self, data: dict[str, Any]) -> State:
        return from_position(data, self.components)

    # ------------------------------------------------------------------ bots

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A copy `seat` cannot tell from `state`, with what it cannot see dealt afresh (see `hidden.py`)."""
        return determinize(state, seat, rng)

    def measures(self, state: State) -> list[dict[str, int]]:
        return scoring.measures(state)

    def heuristic(self, state: State, seat: int) -> float:
        """How well `seat` is doing, in prestige (see `heuristic.py`)."""
        return _automa_prestige(state, seat) if seat >= len(state.players) else position_value(state, seat)

    def measured_value(self, state: State, seat: int) -> float:
        """The score now plus what the seat's holdings were worth in played games (`valuation.py`)."""
        return _automa_prestige(state, seat) if seat >= len(state.players) else measured_value(state, seat)

    def scripted_move(self, state: State, actions: list[Move]) -> Move | None:
        """The builder's move where its plan has one (`builder.py`)."""
        return scripted_move(state, actions)

    def sound_moves(self, state: State, actions: list[Move]) -> list[Move]:
        """Without taking a card back off a bench, or a bench activated before the Market (`builder.py`)."""
        return sound_moves(state, actions)


def _automa_prestige(state: State, seat: int) -> float:
    """Solo: the automa's seat, scored after the player's (R24), is worth its prestige (it holds nothing else)."""
    assert state.automa is not None and seat == len(state.players), f"no seat {seat} in this game"
    return float(state.automa.prestige)


GAME = LuthierGame()
