"""What both games' observation-type tests share (tests/*/test_*_observation_types.py, issue 28): a real
observation checked against the game's declared `observation_types.Observation`.

The web views read observations through those TypedDicts and mypy checks every key they read; that check
is only as true as the declaration. The check here is pydantic's, strict: every required key present, no key
the type does not declare, at any depth, and every value of its declared type (an int is not a bool, a list
not a tuple, a Literal one of its values).
"""

from __future__ import annotations

import copy
import itertools
from typing import Any, get_args, get_type_hints

import pytest
from pydantic import ConfigDict, TypeAdapter, ValidationError

from pycore.engine import Rng, registry

EVERY_SEAT_EVERY = 7  # steps between the checks of every seat's observation (the mover's and a spectator's: every step)


def shape_check(declared: type) -> TypeAdapter[Any]:
    """A strict validator of `declared` that forbids extra keys at every depth. A TypedDict takes no config
    through TypeAdapter; wrapped in a list, the wrapper's config reaches every TypedDict inside."""
    return TypeAdapter(list[declared], config=ConfigDict(extra="forbid", strict=True))


def assert_shape(check: TypeAdapter[Any], seen: dict, where: str) -> None:
    try:
        check.validate_python([seen])
    except ValidationError as wrong:
        pytest.fail(f"{where}: {wrong}")


def optional_keys(declared: type, path: str = "") -> set[str]:
    """The dotted paths of every NotRequired key of `declared` and of the TypedDicts inside it."""
    found = set()
    for key, hint in get_type_hints(declared).items():
        if key in declared.__optional_keys__:
            found.add(f"{path}{key}")
        inside = [hint]
        while inside:
            inner = inside.pop()
            if hasattr(inner, "__optional_keys__"):
                found |= optional_keys(inner, f"{path}{key}.")
            inside.extend(get_args(inner))
    return found


def present_keys(value: Any, path: str = "") -> set[str]:
    """The dotted paths of every key present in an observation (a list's items share the list's path)."""
    found = set()
    if isinstance(value, dict):
        for key, inner in value.items():
            found |= {f"{path}{key}"} | present_keys(inner, f"{path}{key}.")
    elif isinstance(value, list):
        for inner in value:
            found |= present_keys(inner, path)
    return found


def configurations(game_id: str) -> list[tuple[int, dict[str, str]]]:
    """Every player count once, the game's option combinations taken in turn."""
    info = registry.get_game(game_id).info
    options = [dict(zip([o.name for o in info.options], values))
               for values in itertools.product(*[o.choices for o in info.options])]
    counts = range(info.min_players, info.max_players + 1)
    return [(players, options[i % len(options)]) for i, players in enumerate(counts)]


def check_random_games(game_id: str, declared: type, seeds: tuple[int, ...]) -> set[str]:
    """Every step of seeded random games to the end, each player count: the mover's and the spectator's
    observation (every few steps and at the end every seat's) have exactly the declared shape. Returns
    the key paths seen."""
    game, check = registry.get_game(game_id), shape_check(declared)
    seen: set[str] = set()
    checked = 0
    for (players, options), seed in itertools.product(configurations(game_id), seeds):
        state = game.new_game([f"Seat {i + 1}" for i in range(players)], seed, options)
        chooser = Rng.from_seed(seed)
        step = 0
        while True:
            over = game.is_over(state)
            viewers = {None, *range(players)} if over or step % EVERY_SEAT_EVERY == 0 else {None, game.to_move(state)}
            for seat in viewers:
                observation = game.observation(state, seat)
                assert_shape(check, observation, f"{players} players {options}, seed {seed}, step {step}, seat {seat}")
                seen |= present_keys(observation)
                checked += 1
            if over:
                break
            game.apply(state, chooser.choice(game.legal_actions(state)))
            step += 1
    assert checked > 1000
    return seen


# One change anywhere in a real observation, each of a kind the check must refuse.
CHANGES = {
    "an extra key deep inside": lambda seen: seen["players"][1].__setitem__("secret", 1),
    "an extra key at the top": lambda seen: seen.__setitem__("spare", None),
    "a missing key": lambda seen: seen["players"][0].__delitem__("name"),
    "a bool for an int": lambda seen: seen.__setitem__("round", True),
    "a tuple for a list": lambda seen: seen.__setitem__("turn_order", tuple(seen["turn_order"])),
    "None for a str": lambda seen: seen.__setitem__("phase", None),
}


def assert_check_refuses_changes(game_id: str, declared: type) -> None:
    game, check = registry.get_game(game_id), shape_check(declared)
    real = game.observation(game.new_game(["Ada", "Bo"], 5), 0)
    check.validate_python([real])
    for what, change in CHANGES.items():
        changed = copy.deepcopy(real)
        change(changed)
        try:
            check.validate_python([changed])
        except ValidationError:
            continue
        pytest.fail(f"{game_id}: {what} passed the check")
