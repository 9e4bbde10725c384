"""A measured value of a position between rounds, for the Hard bot's rollouts: the score if the game
ended now plus what the seat's holdings (work in progress, stock, tracks, patrons) went on to be worth
by the end of recorded games, fitted by least squares (`tools/fit_luthier_value.py`).

The heuristic (`heuristic.py`) guesses what work in progress is worth; these weights are what it turned
out to be worth, per round just begun and per player count, so a rollout that stops at a round's end
sees a build's worth as games actually paid it."""

from __future__ import annotations

from .components import MATERIALS
from .heuristic import score_now
from .state import State

# What a seat holds, one number each; the fitted value is `score_now` plus their weighted sum.
FEATURES = (
    "hand",  # printed prestige of the blueprints in hand
    "rough bench",  # ... on the roughing bench
    "finish bench",  # ... on the finishing bench, Craft enough to finish
    "finish bench, Craft short",  # ... on the finishing bench, Craft too low yet
    "showcase unperformed",  # finished instruments not yet performed (a count)
    "performances held",  # printed prestige of performance cards the Performance track allows
    "repairs held",  # printed prestige of repair cards the Craft track allows
    "materials",  # stock, in money (the value model's prices)
    "money",  # money and inspiration
    "apprentices",
    "skill tracks",  # Craft + Performance steps
    "patron rewards",  # printed prestige of the patrons waiting to be satisfied
    "patron penalties to come",  # leave penalties of waiting patrons not yet counted (no gift given yet)
)

# Fitted by `tools/fit_luthier_value.py --players 2 --games 600 --seed 9000` (Normal self-play), per
# round just begun: one weight per feature in FEATURES' order, then a constant (docs/performance.md).
WEIGHTS: dict[int, dict[int, tuple[float, ...]]] = {2: {2: (-0.562, 0.309, 0.579, 0.000, 0.000, 0.000, 0.000, -0.550, -0.712, 0.220, 1.807, 0.095, -1.955, 27.097),
 3: (0.052, -0.216, 1.618, 4.166, -0.165, 0.000, 0.000, -0.075, -0.412, -0.357, 0.668, 0.226, -0.274, 11.417),
 4: (-0.121, -0.047, 1.213, -0.134, 1.097, 0.510, -1.066, -0.084, -0.125, -0.353, 0.164, 0.020, -0.640, 11.640),
 5: (-0.133, -0.075, 0.485, 0.061, 0.099, -1.023, -0.483, -0.045, 0.164, -0.168, -0.222, 0.209, -1.344, 9.440),
 6: (-0.018, 0.077, 1.004, 0.146, 0.181, -0.422, -0.476, -0.005, -0.027, 0.224, -0.013, -0.004, -0.871, 5.170)}}


def features(s: State, seat: int) -> list[float]:
    k = s.k
    p = s.players[seat]
    craft, perf = p.tracks["craft"], p.tracks["performance"]
    finish_ok = [c for c in p.finish_bench if k.INSTRUMENTS[c]["craft_req"] <= craft]
    return [
        sum(k.INSTRUMENTS[c]["prestige"] for c in p.hand),
        sum(k.INSTRUMENTS[c]["prestige"] for c in p.rough_bench),
        sum(k.INSTRUMENTS[c]["prestige"] for c in finish_ok),
        sum(k.INSTRUMENTS[c]["prestige"] for c in p.finish_bench if c not in finish_ok),
        sum(1 for c in p.showcase if c not in p.performed),
        sum(k.PERFORMANCES[c]["reward"]["prestige"] for c in p.perf_cards if k.PERFORMANCES[c]["perf_req"] <= perf),
        sum(k.REPAIRS[c]["reward"]["prestige"] for c in p.repair_cards if k.REPAIRS[c]["craft_req"] <= craft),
        sum(p.materials[m] * k.C["value_model_money"][m] for m in MATERIALS),
        p.money + p.inspiration,
        p.apprentices,
        craft + perf,
        sum(k.PATRONS[sl.card]["reward_prestige"] for sl in p.patrons),
        sum(k.PATRONS[sl.card]["leave_penalty"] for sl in p.patrons if sl.gifts == 0),
    ]


def weights_for(players: int, round_: int) -> tuple[float, ...]:
    """The weights fitted for this player count (else for 2 players) and the round just begun (round 2's
    before it: a rollout from round 1 stops no sooner than round 2)."""
    table = WEIGHTS.get(players, WEIGHTS[2])
    return table[min(max(round_, 2), max(table))]


def measured_value(s: State, seat: int) -> float:
    """`score_now` plus the fitted worth of the seat's holdings; the score alone once the game is over."""
    if s.phase == "over":
        return score_now(s, seat)
    weights = weights_for(len(s.players), s.round)
    return score_now(s, seat) + sum(w * f for w, f in zip(weights, features(s, seat))) + weights[-1]
