"""A tiny game implementing the kernel's `Game` protocol, to test the match record, undo, saves and links.

Rules of "Toy": 1 to 4 players, `rounds` rounds (option). On their turn a player takes up to three
actions, then ends the turn:
- `add:1`, `add:2`, `add:3`: add that many points (no chance, nothing revealed);
- `draw`: take the top card of the shuffled deck (reveals hidden information) and score it;
- `roll`: score a die roll (draws randomness);
- `end`: end the turn (the only action once three were taken, and always available).
"""

from __future__ import annotations

from types import ModuleType

from pydantic import BaseModel

from pycore.engine import Move, IllegalAction, Rng, Score
from pycore.engine.components import Components
from pycore.engine.narration import Telling, note, say

from .info import INFO

class ToyState(BaseModel):
    names: list[str]
    rng: Rng
    deck: list[int]
    points: list[int]
    seat: int = 0
    taken: int = 0
    round: int = 1
    rounds: int
    revealed: int = 0


class ToyGame:
    info = INFO
    components = Components(INFO.rules_version, ModuleType("toy_components"))  # one version, no tables

    def new_game(self, players, seed, options=None):
        options = INFO.check_options(options)
        rng = Rng.from_seed(seed)
        deck = list(range(1, 11))
        rng.shuffle(deck)
        return ToyState(names=list(players), rng=rng, deck=deck, points=[0] * len(players),
                        rounds=int(options["rounds"]))

    def is_over(self, state):
        return state.round > state.rounds

    def to_move(self, state):
        return None if self.is_over(state) else state.seat

    def legal_actions(self, state):
        if self.is_over(state):
            return []
        actions = []
        if state.taken < 3:
            actions += [Move(id=f"add:{n}", label=f"Add {n}", verb="add", args={"points": n}) for n in (1, 2, 3)]
            if state.deck:
                actions.append(Move(id="draw", label="Draw a card", verb="draw"))
            actions.append(Move(id="roll", label="Roll the die", verb="roll"))
        actions.append(Move(id="end", label="End the turn", verb="end"))
        return actions

    def index_of(self, state, action):
        if self.is_over(state):
            raise IllegalAction("The game is over: no more actions.")
        action_id = action if isinstance(action, str) else action.id
        for index, move in enumerate(self.legal_actions(state)):
            if move.id == action_id:
                return index
        raise IllegalAction(f"'{action_id}' is not a legal action now.")

    def apply_at(self, state, index):
        move = self.legal_actions(state)[index]
        self.apply(state, move)
        return move

    def apply(self, state, action):
        move = self.legal_actions(state)[self.index_of(state, action)]
        action_id = move.id
        seat = state.seat
        if action_id == "end":
            say(seat, "end", who=seat)
            state.taken = 0
            state.seat = (state.seat + 1) % len(state.names)
            if state.seat == 0:
                state.round += 1
            return state
        state.taken += 1
        before = state.points[seat]
        if action_id == "draw":
            state.points[state.seat] += state.deck.pop()
            state.revealed += 1
        elif action_id == "roll":
            state.points[state.seat] += 1 + state.rng.below(6)
        else:
            state.points[state.seat] += move.args["points"]
        note(seat, "points", state.points[seat] - before)
        say(seat, "score", who=seat)
        return state

    def scores(self, state):
        order = sorted(range(len(state.names)), key=lambda s: -state.points[s])
        return [Score(seat=s, name=state.names[s], total=state.points[s], breakdown={"points": state.points[s]},
                      rank=1 + order.index(s)) for s in range(len(state.names))]

    def observation(self, state, seat):
        return {"points": state.points, "seat": state.seat, "deck": len(state.deck)}

    def telling(self, state):
        words = {"player": state.names.__getitem__, "points": lambda c: str(c.get("points", 0))}
        return Telling({"end": "{who:player} ends the turn", "score": "{who:player} scores {changes:points}"},
                       words, lambda seat, counter: f"p{seat}:{counter}")

    def counters(self, observation):
        return {seat: {"points": n} for seat, n in enumerate(observation["points"])}

    def round(self, state):
        return min(state.round, state.rounds)

    def undo_barrier(self, state):
        return (state.rng.draws, state.revealed)

    def clone(self, state):
        return state.model_copy(deep=True)

    def branch(self, state, action):
        return self.apply(self.clone(state), action)

    def to_json(self, state):
        return state.model_dump_json()

    def from_json(self, text):
        return ToyState.model_validate_json(text)

    def problems(self, state):
        return [] if len(state.points) == len(state.names) else ["one score per player"]

    def position(self, state):
        return {"game": "toy", **state.model_dump(mode="json")}

    def from_position(self, data):
        return ToyState.model_validate({k: v for k, v in data.items() if k != "game"})

    def heuristic(self, state, seat):
        return float(state.points[seat])


GAME = ToyGame()
