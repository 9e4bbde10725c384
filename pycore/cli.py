"""`python -m pycore`: list the games, play whole bot games, and benchmark the rules.

    python -m pycore games
    python -m pycore play --game opera-magna --players 4 --seed 7 --bots random,greedy --option board=eagle [--json] [--narrate]
    python -m pycore bench --game opera-magna --players 4 [--games 50]
    python -m pycore arena --game luthier --players 2 --bots hard,normal --games 100 --seed 1
    python -m pycore position '<link>'   |   python -m pycore position --check FILE
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import asdict
from typing import Any, Callable

from . import __version__
from .arena import LEGEND, format_arena, run_arena
from .bots import get_bot, known_bots
from .bots.selfplay import BotGame, play_bot_game
from .engine import BadLink, IllegalAction, Rng, Score, all_infos, get_game
from .engine.game import Game
from .engine.link import decode_link, encode_link
from .engine.match import make_seat, match_from_actions
from .engine.narration import narrate, own_counters, replay_story
from .engine.summary import report
from .position_command import register_position_command
from .tutorial_command import register_tutorial_command

DEFAULT_NAMES = ["Ada", "Bruno", "Chiara", "Dario"]


def parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise IllegalAction(f"An option is written key=value, not '{pair}'.")
        options[key] = value
    return options


def seat_bots(spec: str, seats: int) -> list[str]:
    """`random,greedy` for 4 seats -> random, greedy, greedy, greedy (the last one repeats)."""
    names = [b.strip() for b in spec.split(",") if b.strip()] or ["random"]
    for name in names:
        get_bot(name)  # refuse unknown bots before playing
    return [names[min(i, len(names) - 1)] for i in range(seats)]


def _player_names(count: int, names: str | None) -> list[str]:
    given = [n.strip() for n in (names or "").split(",") if n.strip()]
    return [given[i] if i < len(given) else DEFAULT_NAMES[i] for i in range(count)]


def _check_player_count(game: Game, count: int) -> None:
    info = game.info
    if not info.min_players <= count <= info.max_players:
        raise IllegalAction(f"{info.name} is for {info.min_players} to {info.max_players} players, not {count}.")


def _score_dict(score: Score) -> dict:
    return score.model_dump()


def cmd_games(args: argparse.Namespace) -> int:
    infos = all_infos()
    if args.json:
        print(json.dumps([asdict(info) for info in infos], indent=2))
        return 0
    for info in infos:
        kept = f" (still plays {', '.join(info.earlier_rules_versions)})" if info.earlier_rules_versions else ""
        print(f"{info.id}: {info.name}, {info.min_players}-{info.max_players} players, rules {info.rules_version}{kept}")
        for option in info.options:
            print(f"    option {option.name} = {'|'.join(option.choices)} (default {option.default}): {option.label}")
    return 0


def _add_game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, help="game id, see `games`")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="random",
                        help=f"comma-separated bot per seat, the last repeats: {', '.join(known_bots())}")
    parser.add_argument("--names", default=None, help="comma-separated player names")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--rules", default=None, metavar="VERSION",
                        help="an earlier rules version the game still plays (default: the newest), e.g. to measure a balance change before and after")


def game_from_args(args: argparse.Namespace) -> BotGame:
    """Play the bot game that `play` and `link` arguments describe."""
    game = get_game(args.game, args.rules)
    _check_player_count(game, args.players)
    return play_bot_game(
        game,
        _player_names(args.players, args.names),
        args.seed,
        seat_bots(args.bots, args.players),
        parse_options(args.option),
    )


def _story_json(played: BotGame) -> dict:
    """`steps` (every action with its events as the spectator and each seat receive them) and each
    seat's counters at the start and the end, so that anyone can add the deltas up."""
    game = played.game
    state = game.new_game(played.players, played.seed, played.options)
    viewers: list[int | None] = [None, *range(len(played.players))]
    start = own_counters(game, state)
    steps = [step.to_json(viewers) for step in replay_story(game, state, played.actions)]
    end = own_counters(game, state)
    return {
        "steps": steps,
        "start_counters": {str(s): c for s, c in start.items()},
        "end_counters": {str(s): c for s, c in end.items()},
    }


def print_narration(played: BotGame) -> None:
    """Every action, then what it did, as a spectator reads it."""
    game = played.game
    state = game.new_game(played.players, played.seed, played.options)
    for number, step in enumerate(replay_story(game, state, played.actions), 1):
        who = played.players[step.seat] if step.seat is not None and step.seat >= 0 else ""
        print(f"{number:4d}  {who}: {step.action}")
        for event in step.events:
            print(f"        {event.for_viewer(None).text}")


def cmd_play(args: argparse.Namespace) -> int:
    played = game_from_args(args)
    game, state = played.game, played.state
    scores = game.scores(state)
    if args.json:
        story = _story_json(played)
        print(
            json.dumps(
                {
                    "game": game.info.id,
                    "rules_version": game.info.rules_version,
                    "seed": played.seed,
                    "players": played.players,
                    "bots": played.bots,
                    "options": played.options,
                    "actions": played.actions,
                    "scores": [s.total for s in scores],
                    "breakdown": [_score_dict(s) for s in scores],
                    "rounds_played": game.round(state),
                    **story,
                }
            )
        )
        return 0
    if args.narrate:
        print_narration(played)
        print()
        print(format_scores(scores))
        return 0
    replay_state = game.new_game(played.players, played.seed, played.options)
    for step, action_id in enumerate(played.actions, 1):
        seat = game.to_move(replay_state)
        assert seat is not None  # a finished game's every recorded action had a seat to move
        label = next(a.label for a in game.legal_actions(replay_state) if a.id == action_id)
        print(f"{step:4d}  r{game.round(replay_state)}  {played.players[seat]:<8} {label}")
        game.apply(replay_state, action_id)
    print()
    print(format_scores(scores))
    return 0


def format_scores(scores: list[Score]) -> str:
    categories = list(scores[0].breakdown) if scores else []
    width = max([len(c) for c in categories] + [6])
    lines = [" " * width + "".join(f"{s.name[:10]:>12}" for s in scores)]
    for category in categories:
        lines.append(f"{category:<{width}}" + "".join(f"{s.breakdown.get(category, 0):>12}" for s in scores))
    lines.append(f"{'total':<{width}}" + "".join(f"{s.total:>12}" for s in scores))
    lines.append(f"{'rank':<{width}}" + "".join(f"{s.rank:>12}" for s in scores))
    return "\n".join(lines)


def cmd_bench(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    _check_player_count(game, args.players)
    players = _player_names(args.players, None)
    options = game.info.check_options(parse_options(args.option))
    bots = ["random"] * args.players

    # CPU time beside the wall clock: on a shared machine the wall clock also counts waiting for a core
    start, start_cpu = time.perf_counter(), time.process_time()
    actions = 0
    for i in range(args.games):
        actions += len(play_bot_game(game, players, args.seed + i, bots, options).actions)
    elapsed, elapsed_cpu = time.perf_counter() - start, time.process_time() - start_cpu

    legal_ns: list[int] = []
    apply_ns: list[int] = []
    rng = Rng.from_seed(args.seed)
    for i in range(max(1, args.games // 5)):
        state = game.new_game(players, args.seed + 10_000 + i, options)
        while not game.is_over(state):
            t0 = time.perf_counter_ns()
            legal = game.legal_actions(state)
            t1 = time.perf_counter_ns()
            action = rng.choice(legal)
            t2 = time.perf_counter_ns()
            if args.narrate:
                narrate(game, state, action)
            else:
                game.apply(state, action)
            t3 = time.perf_counter_ns()
            legal_ns.append(t1 - t0)
            apply_ns.append(t3 - t2)
    both = [a + b for a, b in zip(legal_ns, apply_ns)]
    result = {
        "game": game.info.id,
        "players": args.players,
        "games": args.games,
        "games_per_second": round(args.games / elapsed, 2),
        "games_per_cpu_second": round(args.games / max(elapsed_cpu, 1e-9), 2),
        "actions_per_game": round(actions / args.games, 1),
        "median_us_legal_actions": round(statistics.median(legal_ns) / 1000, 2),
        "median_us_apply": round(statistics.median(apply_ns) / 1000, 2),
        "median_us_legal_plus_apply": round(statistics.median(both) / 1000, 2),
        "narrated": args.narrate,
        "python": sys.version.split()[0],
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>28}: {value}")
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    game = get_game(args.game, args.rules)
    _check_player_count(game, args.players)
    if args.games < 1:
        raise IllegalAction("An arena needs at least one game (--games 1 or more).")
    bots = seat_bots(args.bots, args.players)
    print(f"{game.info.name} (rules {game.info.rules_version}), {args.players} players, bots {','.join(bots)} "
          f"(seats rotating), seeds {args.seed}+")
    print(LEGEND, flush=True)
    progress = (lambda tally, played: print(format_arena(tally, played), flush=True)) if args.progress else None
    tally = run_arena(game, _player_names(args.players, args.names), bots, args.games, args.seed,
                      parse_options(args.option), progress)
    if not args.progress:
        print(format_arena(tally, args.games))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m pycore", description="Atelier's rules on the command line.")
    parser.add_argument("--version", action="version", version=f"pycore {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    games = sub.add_parser("games", help="list the games, their player counts and options")
    games.add_argument("--json", action="store_true")
    games.set_defaults(run=cmd_games)

    play = sub.add_parser("play", help="play a whole game with bots in every seat")
    _add_game_arguments(play)
    play.add_argument("--json", action="store_true")
    play.add_argument("--narrate", action="store_true",
                      help="print what every action did, as a spectator reads it")
    play.set_defaults(run=cmd_play)

    bench = sub.add_parser("bench", help="random games per second and microseconds per call")
    bench.add_argument("--game", required=True)
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--games", type=int, default=50)
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--narrate", action="store_true", help="time apply with its narration collected (as the table does)")
    bench.set_defaults(run=cmd_bench)

    arena = sub.add_parser("arena", help="bots against bots, seats rotating: first places, scores, measures")
    _add_game_arguments(arena)
    arena.add_argument("--games", type=int, default=20)
    arena.add_argument("--progress", action="store_true", help="print the tally after every game")
    arena.set_defaults(run=cmd_arena)

    # Further subcommands register here: each module adds its own parser.
    for register in EXTRA_COMMANDS:
        register(sub)
    return parser


# Functions `register(subparsers)` that add more subcommands (e.g. `link`, `replay`).
EXTRA_COMMANDS: list[Callable[[Any], None]] = []


def cmd_link(args: argparse.Namespace) -> int:
    """Print the share-link fragment of a whole bot game (the codec is in `engine/link.py`)."""
    played = game_from_args(args)
    seats = [make_seat(name, "bot", bot) for name, bot in zip(played.players, played.bots)]
    match, _ = match_from_actions(played.game.info.id, seats, played.seed, played.options, played.actions,
                                  played.game.info.rules_version)
    print("#" + encode_link(match))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """Validate a link by replaying it; print the final scores or the position it reached."""
    match, state = decode_link(args.link)
    result = report(match, state)
    if args.json:
        print(json.dumps(result))
        return 0
    where = "game over" if result["status"] == "over" else f"round {result['round']}, {result['turn']} to move"
    print(f"{result['game_name']} (rules {match.rules_version}, seed {match.seed}), {result['steps']} actions: {where}")
    print(format_scores([Score(**score) for score in result["scores"]]))
    return 0


def register_link_commands(sub: Any) -> None:
    link = sub.add_parser("link", help="print the share-link fragment of a whole bot game")
    _add_game_arguments(link)
    link.set_defaults(run=cmd_link)
    replay = sub.add_parser("replay", help="check a share link and print the scores or the position it reached")
    replay.add_argument("link", help="a whole link, '#fragment' or the bare fragment")
    replay.add_argument("--json", action="store_true")
    replay.set_defaults(run=cmd_replay)


EXTRA_COMMANDS.append(register_link_commands)
EXTRA_COMMANDS.append(register_tutorial_command)
EXTRA_COMMANDS.append(register_position_command)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except (IllegalAction, BadLink) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
