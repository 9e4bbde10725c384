"""Share-link length against the information bound, over random 4-player bot games.

    .venv/bin/python tools/bench_links.py [--games 100] [--players 4] [--seed 1] [--game opera-magna] [--bot random] [--json]

For each game: the link length in characters, the information bound of its actions
(sum of log2 of the number of legal actions at each step, at 6 bits per character) plus the
header (format character + header bytes at 6 bits per character), their ratio, the time to
decode (replay and check) a link, and the size of the game's save (for localStorage).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.cli import DEFAULT_NAMES, play_bot_game
from pycore.engine import get_game, game_ids
from pycore.engine.link import decode_link, encode_link, header_chars, information_bits
from pycore.engine.match import make_seat, match_from_actions
from pycore.engine.save import save_text


def measure(game_id: str, games: int, players: int, seed: int, bot: str = "random") -> dict:
    game = get_game(game_id)
    names = DEFAULT_NAMES[:players]
    lengths, bounds, headers, ratios, steps, decode_ms, saves = [], [], [], [], [], [], []
    for number in range(games):
        played = play_bot_game(game, names, seed + number, [bot] * players)
        seats = [make_seat(name, "bot", bot) for name in names]
        match, state = match_from_actions(game_id, seats, played.seed, played.options, played.actions)
        saves.append(len(save_text(match, state, "2026-11-29T18:00:00Z")))
        fragment = encode_link(match)
        start = time.perf_counter()
        decode_link(fragment)
        decode_ms.append((time.perf_counter() - start) * 1000)
        bound, header = information_bits(match) / 6, header_chars(match)
        lengths.append(len(fragment))
        bounds.append(bound)
        headers.append(header)
        ratios.append(len(fragment) / (bound + header))
        steps.append(len(match.log))
    return {
        "game": game_id,
        "games": games,
        "players": players,
        "bots": bot,
        "median_steps": statistics.median(steps),
        "median_link_chars": statistics.median(lengths),
        "max_link_chars": max(lengths),
        "median_bound_chars": round(statistics.median(bounds), 1),
        "median_header_chars": round(statistics.median(headers), 1),
        "median_ratio": round(statistics.median(ratios), 3),
        "max_ratio": round(max(ratios), 3),
        "median_decode_ms": round(statistics.median(decode_ms), 1),
        "median_save_chars": statistics.median(saves),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game id (repeatable); default: every game")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="random", help="the bot in every seat (random, greedy)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = [measure(g, args.games, args.players, args.seed, args.bot) for g in (args.game or game_ids())]
    if args.json:
        print(json.dumps(results))
        return 0
    columns = list(results[0])
    print("| " + " | ".join(columns) + " |")
    print("|" + "---|" * len(columns))
    for result in results:
        print("| " + " | ".join(str(result[c]) for c in columns) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
