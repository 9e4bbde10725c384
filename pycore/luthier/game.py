"""Luthier on the kernel contract (`pycore.engine.game.Game`)."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from ..engine.errors import BadLink, IllegalAction
from ..engine.game import Action, Score
from ..engine.rng import Rng
from . import narration, rules, scoring, view
from .components import C, INSTRUMENTS, MARKET, MATERIALS, PATRONS, PERFORMANCES, REPAIRS
from .hidden import determinize
from .info import INFO
from .setup import new_state
from .state import LuthierState

_ACTIONS: dict[tuple[str, str], Action] = {}  # Actions are frozen: one object per (id, label)
MATERIAL_VALUE = {m: C["value_model_money"][m] for m in MATERIALS}


def _private(state: LuthierState) -> dict[str, Any]:
    """The state's private attributes: the move cache bypasses pydantic's attribute machinery."""
    private = state.__pydantic_private__
    assert private is not None  # LuthierState declares a private attribute (`_moves`): pydantic gives every instance the dict
    return private


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
        private = _private(state)
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
        _private(state)["_moves"] = None
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

    def telling(self, state: LuthierState):
        """How this game's events are told (`pycore.engine.narration`)."""
        return narration.telling(state)

    def counters(self, observation: dict) -> dict[int, dict[str, int]]:
        """Each seat's counters in an observation: what the events' deltas add up to."""
        return narration.counters(observation)

    def round(self, state: LuthierState) -> int:
        return max(1, state.round)

    def undo_barrier(self, state: LuthierState) -> tuple[int, int, int]:
        """Changes when randomness is drawn, hidden information revealed (cards, chips) or a turn ends."""
        return (state.rng.draws, state.reveals, state.turns)

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

    def determinize(self, state: LuthierState, seat: int, rng: Rng) -> LuthierState:
        """A copy `seat` cannot tell from `state`, with what it cannot see dealt afresh (see `hidden.py`)."""
        return determinize(state, seat, rng)

    def heuristic(self, state: LuthierState, seat: int) -> float:
        """How well `seat` is doing, in prestige: the score if the game ended now, plus what is
        still in the workshop (stock, cards in progress, tracks, chips already planned)."""
        breakdown = scoring.breakdowns(state)[seat]
        p = state.players[seat]
        # money scores 1 per 10 at the end: counted smoothly here, so that every coin has a value
        smooth_money = (p.money + p.inspiration) / C["endgame"]["money_plus_inspiration_per_prestige"]
        return sum(breakdown.values()) - breakdown["money"] + smooth_money + potential(state, seat)


def potential(s: LuthierState, seat: int) -> float:
    """Prestige a player can still expect from what they hold; worth nothing once the game ends."""
    if s.phase == "over":
        return 0.0
    p = s.players[seat]
    left = C["rounds"] - max(1, s.round) + (0 if s.phase in ("resolution", "end_round") else 1)
    weight = min(1.0, left / 2)
    craft, perf = p.tracks["craft"], p.tracks["performance"]
    # money already scores 1 per 10 at the end: here only what it and the stock can still buy
    stock = 0.05 * (p.money + p.inspiration) + 0.2 * C["apprentices"]["cost"] * p.apprentices
    stock += 0.12 * sum(p.materials[m] * MATERIAL_VALUE[m] for m in MATERIALS)
    need = _materials_needed(p)
    stock += 0.15 * sum(min(p.materials[m], need[m]) * MATERIAL_VALUE[m] for m in MATERIALS)
    work = sum(0.25 * _worth(c) for c in p.hand[:2]) + sum(0.35 * _worth(c) for c in p.rough_bench)
    work += sum((0.8 if INSTRUMENTS[c]["craft_req"] <= craft else 0.4) * _worth(c) for c in p.finish_bench)
    work += sum(1.5 for c in p.showcase if c not in p.performed)
    types = {INSTRUMENTS[c]["type"] for c in p.showcase + p.finish_bench + p.rough_bench if c not in p.performed}
    work += sum(0.6 * PERFORMANCES[c]["reward"]["prestige"] + PERFORMANCES[c]["reward"]["money"] / 5
                for c in p.perf_cards if PERFORMANCES[c]["perf_req"] <= perf and PERFORMANCES[c]["section"] in types)
    work += sum(0.6 * REPAIRS[c]["reward"]["prestige"] + REPAIRS[c]["reward"]["money"] / 5
                for c in p.repair_cards if REPAIRS[c]["craft_req"] <= craft)
    # a patron: part of its reward, its gifts, and the penalty its first gift will put in the score
    work += sum(0.5 * PATRONS[sl.card]["reward_prestige"] + 1.0 - (PATRONS[sl.card]["leave_penalty"] if sl.gifts == 0 else 0)
                for sl in p.patrons)
    work += 2.5 * (craft + perf)
    visited = 0.1 * p.market_visits  # a tie-break: shop before the benches use the materials
    return weight * (work + stock) + _planned(s, seat) + visited


def _materials_needed(p) -> dict[str, int]:
    """Materials the cards on the benches and the repair orders held still call for."""
    need = {m: 0 for m in MATERIALS}
    for c in p.rough_bench:
        for m in MATERIALS:
            need[m] += INSTRUMENTS[c]["rough_cost"][m] + INSTRUMENTS[c]["finish_cost"][m]
    for c in p.finish_bench:
        for m in MATERIALS:
            need[m] += INSTRUMENTS[c]["finish_cost"][m]
    for c in p.repair_cards:
        for m in MATERIALS:
            need[m] += REPAIRS[c]["materials"][m]
    return need


def _readiness(s: LuthierState, p, cost: dict) -> float:
    """1 if the materials are in storage, 0.8 if the Market (still open this round, or being
    visited) can sell the missing ones for the money held, else 0."""
    missing = {m: max(0, n - p.materials[m]) for m, n in cost.items()}
    if not any(missing.values()):
        return 1.0
    shopping = bool(s.decisions) and s.decisions[0].kind == "market" and s.players[s.decisions[0].seat] is p
    if (p.market_visits and not shopping) or s.market_card is None:
        return 0.0
    if any(n and m in p.sold for m, n in missing.items()):
        return 0.0  # never buy back what was sold this round
    prices = MARKET[s.market_card]["prices"]
    affordable = sum(prices[m] * n for m, n in missing.items()) <= p.money + p.inspiration
    return 0.8 if affordable else 0.0


def _worth(instrument: str) -> float:
    return INSTRUMENTS[instrument]["prestige"] + 3


def _planned(s: LuthierState, seat: int) -> float:
    """What the chips placed (not yet resolved) are likely to bring, so that planning has a value;
    chips beyond the work available at a location count as the alternate action."""
    p = s.players[seat]
    chips: dict[str, list] = {}
    for pl in s.placements:
        if pl.seat == seat and not pl.resolved:
            chips.setdefault(pl.location, []).append(pl)
    total = 0.0
    for loc, placed in chips.items():
        if loc == "rough_bench":
            ready = max((_readiness(s, p, INSTRUMENTS[c]["rough_cost"]) for c in p.rough_bench), default=0.0)
            useful = min(len(p.rough_bench), C["finishing_bench_cap"] - len(p.finish_bench))
            each = 1.0 + 1.5 * ready
        elif loc == "finish_bench":
            crafted = [c for c in p.finish_bench if INSTRUMENTS[c]["craft_req"] <= p.tracks["craft"]]
            ready = max((_readiness(s, p, INSTRUMENTS[c]["finish_cost"]) for c in crafted), default=0.0)
            useful = len(crafted)
            each = 0.6 + 2.9 * ready
        elif loc == "perform":
            unplayed = [c for c in p.showcase if c not in p.performed]
            pairs = sum(1 for c in p.perf_cards if any(
                INSTRUMENTS[i]["type"] == PERFORMANCES[c]["section"] and PERFORMANCES[c]["perf_req"] <= p.tracks["performance"]
                for i in unplayed))
            useful, each = 1 + pairs, 1.0 + (0.8 if pairs else 0.0)
        elif loc == "repair":
            doable = sum(1 for c in p.repair_cards if REPAIRS[c]["craft_req"] <= p.tracks["craft"]
                         and _readiness(s, p, REPAIRS[c]["materials"]) > 0)
            useful, each = 1 + doable, 1.0 + (0.6 if doable else 0.0)
        elif loc == "salon":
            useful, each = C["patron_slots"] - len(p.patrons), 1.2
        elif loc == "guild":
            room = not p.hand and len(p.rough_bench) < C["roughing_bench_cap"]
            useful, each = 1, (2.0 if room else 1.0)
        else:  # balcony
            useful, each = 1, 1.1
        for i, pl in enumerate(sorted(placed, key=lambda x: -x.chip)):
            bonus = 0.5 if loc not in ("rough_bench", "finish_bench") and pl.chip + pl.apprentices >= 4 else 0.0
            total += (each if i < useful else 0.4) + bonus
    return total


GAME = LuthierGame()
