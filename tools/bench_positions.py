"""What reading a state costs with the invariants checked: `from_json` before (pydantic's validation
alone, as it was) and after (validation, then `problems`), and `position` / `from_position`.

    .venv/bin/python tools/bench_positions.py [--games 5]

States: every 10th position of random 4-player games of each game (seeds 1..N). Figures in ms per
state: median and p90 (a busy machine's max says little), in docs/performance.md with the machine's load.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import time_each

from pycore.engine import Rng, get_game


def sample_states(game, games: int) -> list:
    states = []
    for seed in range(1, games + 1):
        state = game.new_game(["Ada", "Bruno", "Chiara", "Dario"], seed)
        chooser = Rng.from_seed(seed)
        step = 0
        while not game.is_over(state):
            if step % 10 == 0:
                states.append(game.clone(state))
            game.apply(state, chooser.choice(game.legal_actions(state)))
            step += 1
        states.append(state)
    return states


def describe(times_ms: list[float]) -> str:
    """'median 41 µs, p90 77 µs' (times_ms sorted, as `time_each` gives them)."""
    return f"median {times_ms[len(times_ms) // 2] * 1000:.0f} µs, p90 {times_ms[int(len(times_ms) * 0.9)] * 1000:.0f} µs"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    for game_id in ("opera-magna", "luthier"):
        game = get_game(game_id)
        model = type(game.new_game(["Ada", "Bo"], 1))
        states = sample_states(game, args.games)
        texts = [game.to_json(s) for s in states]
        positions = [json.dumps(game.position(s)) for s in states]
        print(f"{game.info.name}: {len(states)} states, JSON {sum(map(len, texts)) // len(texts)} characters on average")
        print(f"  from_json before (validation only): {describe(time_each(model.model_validate_json, texts))}")
        print(f"  problems (the invariants):          {describe(time_each(game.problems, states))}")
        print(f"  from_json after (both):             {describe(time_each(game.from_json, texts))}")
        print(f"  position:                           {describe(time_each(game.position, states))}")
        print(f"  from_position (json.loads too):     {describe(time_each(lambda t: game.from_position(json.loads(t)), positions))}")


if __name__ == "__main__":
    main()
