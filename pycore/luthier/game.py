"""Luthier on the kernel contract (`pycore.engine.game.Game`)."""

from __future__ import annotations

from pydantic import ValidationError

from ..engine.errors import BadLink, IllegalAction
from ..engine.game import Action, Score
from . import rules, scoring, view
from .components import C, INSTRUMENTS, MATERIALS
from .info import INFO
from .setup import new_state
from .state import LuthierState

_ACTIONS: dict[tuple[str, str], Action] = {}  # Actions are frozen: one object per (id, label)
MATERIAL_VALUE = {m: C["value_model_money"][m] for m in MATERIALS}


class LuthierGame:
    """Stateless: every method works on a `LuthierState`."""

    info = INFO

    # ------------------------------------------------------------------ lifecycle

    def new_game(self, players: list[str], seed: int, options: dict[str, str] | None = None) -> LuthierState:
        if not self.info.min_players <= len(players) <= self.info.max_players:
            raise IllegalAction(f"Luthier is for {self.info.min_players} to {self.info.max_players} players, not {len(players)}.")
        if any(not isinstance(n, str) or not n.strip() for n in players):
            raise IllegalAction("Every player needs a name.")
        chosen = self.info.check_options(options)
        state = new_state(list(players), int(seed), chosen)
        rules.advance(state)
        return state

    def _moves(self, state: LuthierState):
        private = state.__pydantic_private__  # the cache bypasses pydantic's attribute machinery
        cached = private.get("_moves")
        if cached is not None and cached[0] == state.actions:
            return cached[1]
        found = rules.moves(state)
        private["_moves"] = (state.actions, found)
        return found

    def legal_actions(self, state: LuthierState) -> list[Action]:
        out = []
        for m in self._moves(state):
            key = (m[0], m[1])
            action = _ACTIONS.get(key)
            if action is None:
                action = _ACTIONS[key] = Action(id=m[0], label=m[1])
            out.append(action)
        return out

    def apply(self, state: LuthierState, action: Action | str) -> LuthierState:
        action_id = action.id if isinstance(action, Action) else action
        if state.phase == "over":
            raise IllegalAction("The game is over.")
        for move in self._moves(state):
            if move[0] == action_id:
                break
        else:
            raise IllegalAction(f"'{action_id}' is not a legal action now.")
        decision = state.decisions[0]
        state.__pydantic_private__["_moves"] = None
        move[2](state, decision, *move[3])
        state.actions += 1
        if decision.seat >= 0 and move[2] not in rules.NO_PROGRESS:
            rules.fx.check_awards(state, decision.seat)
        rules.advance(state)
        return state

    def to_move(self, state: LuthierState) -> int | None:
        if state.phase == "over" or not state.decisions:
            return None
        return state.decisions[0].seat

    def is_over(self, state: LuthierState) -> bool:
        return state.phase == "over"

    def scores(self, state: LuthierState) -> list[Score]:
        return scoring.scores(state)

    def observation(self, state: LuthierState, seat: int | None) -> dict:
        return view.observation(state, seat)

    def round(self, state: LuthierState) -> int:
        return max(1, state.round)

    def undo_barrier(self, state: LuthierState) -> tuple[int, int]:
        """Changes when randomness is drawn or hidden information revealed (cards, chips)."""
        return (state.rng.draws, state.reveals)

    # ------------------------------------------------------------------ copies and saves

    def clone(self, state: LuthierState) -> LuthierState:
        return state.copy_state()

    def to_json(self, state: LuthierState) -> str:
        return state.model_dump_json()

    def from_json(self, text: str) -> LuthierState:
        try:
            return LuthierState.model_validate_json(text)
        except (ValidationError, ValueError) as err:
            raise BadLink(f"This is not a readable Luthier game: {str(err).splitlines()[0]}") from None

    # ------------------------------------------------------------------ bots

    def heuristic(self, state: LuthierState, seat: int) -> float:
        """The score if the game ended now, plus a small value for what is still in the workshop."""
        p = state.players[seat]
        total = scoring.scores(state)[seat].total
        stock = sum(p.materials[m] * MATERIAL_VALUE[m] for m in MATERIALS) + p.money + p.inspiration
        stock += 4 * p.apprentices
        work = sum(INSTRUMENTS[c]["prestige"] for c in p.finish_bench) * 0.6
        work += sum(INSTRUMENTS[c]["prestige"] for c in p.rough_bench) * 0.3
        work += 0.5 * (len(p.perf_cards) + len(p.repair_cards)) + 1.0 * len(p.patrons)
        work += 2.0 * (p.tracks["performance"] + p.tracks["craft"])
        return total + stock / 8 + work


GAME = LuthierGame()
