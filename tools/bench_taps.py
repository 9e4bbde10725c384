"""What one tap on the table asks of the rules, and how long the app's Python takes for it, in CPython.

    .venv/bin/python tools/bench_taps.py [--game opera-magna] [--seed 7] [--taps 60]

The app's real controller (`app.main.App`) on the fake browser glue of web/tests (`fakes.FakePage`): you
against a Normal bot, your taps chosen as a test does (your first action, else the first piece offered;
the bot's moves run untimed between them). For every tap of yours it counts the calls to the game
object's legal list computed (`list_moves`, reported as `legal_actions`: the kernel keeps one list per step),
`observation` (by seat), `scores` and `apply`, to `encode_link` and the saves
written (`fakes.counting`), and times the whole handler (rules, autosave, link, the table's HTML; no DOM,
no paint: for those see e2e/tap_timing.py). An action tap plays a move; a selection tap only picks a piece.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from timing import spread

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web"), str(ROOT / "web" / "tests")]

KEYS = ("legal_actions", "observation", "scores", "apply", "encode_link", "saves written")


def taps(game_id: str, seed: int, count: int) -> dict[str, list]:
    """{"act": [Tap, ...], "sel": [...]} for your first `count` taps (forced follow-ups included)."""
    from fakes import FakePage, shell_app, your_taps
    from pycore.engine.match import make_seat, new_match, replay
    from pycore.engine.save import save_text

    from app.storage import SAVE_PREFIX, MemoryStore

    kv = MemoryStore()
    match = new_match(game_id, [make_seat("You"), make_seat("Bot", "bot", "normal")], seed)
    kv.set(SAVE_PREFIX + "bench", save_text(match, replay(match), "2026-12-01T00:00:00+00:00"))
    page = FakePage()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:bench")
    found: dict[str, list] = {"act": [], "sel": [], "privacy": []}
    for tap in your_taps(app, page, count):
        found[tap.action_id.split(":", 1)[0]].append(tap)
    return found


def report(game_id: str, found: dict[str, list]) -> None:
    for kind, name in (("act", "action taps"), ("sel", "selection taps")):
        rows = found[kind]
        if not rows:
            continue
        wall, cpu = spread(tap.ms for tap in rows), spread(tap.cpu_ms for tap in rows)
        print(f"{game_id}, {len(rows)} {name}: wall {wall['median']} ms median (p90 {wall['p90']}), "
              f"CPU {cpu['median']} ms median (p90 {cpu['p90']})")
        seats = sorted({key for tap in rows for key in tap.calls if key.startswith("observation of")})
        for key in (*KEYS, *seats):
            values = [tap.calls[key] for tap in rows]
            print(f"  {key:22} median {statistics.median(values):g}, min {min(values)}, max {max(values)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", help="opera-magna, luthier (default: both)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--taps", type=int, default=60)
    args = parser.parse_args()
    for game_id in args.game or ["opera-magna", "luthier"]:
        report(game_id, taps(game_id, args.seed, args.taps))


if __name__ == "__main__":
    main()
