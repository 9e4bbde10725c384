"""Where a bot's move goes in the app, stage by stage, over a whole 4-player Opera Magna game (you + 3 bots).

    .venv/bin/python tools/bench_bot_moves.py [--seed 62] [--pyodide]

Each bot step does what `app.main` does between two tables (the pause before it is the bot speed):
the bot's choice (`Session.bot_action`), playing it (`Session.act`), the autosave (`autosave`, save text
into a store) and the link (`encode_link`, put in the address bar), drawing the table (`render_table`),
and storing its picture (`put_snapshot`). In CPython, or with --pyodide in Pyodide under node (the
browser's Python, from `make site`). The DOM and the paint come on top: see the e2e game's
timing-desktop-4p-bots.json (`to_paint_ms` minus `to_dom_ms`).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from in_pyodide import bench_parser, here_or_in_pyodide
from timing import spread

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

STAGES = ("bot", "act", "save", "link", "render", "snapshot")


def stage_times(seed: int) -> dict[str, list[float]]:
    """ms per stage for every bot step of one game (the human seat plays at random, untimed)."""
    from app.autosave import autosave
    from app.session import Session
    from app.storage import MemoryStore, SaveStore
    from app.table import Screen, render_table
    from pycore.engine.link import encode_link
    from pycore.engine.match import make_seat, new_match, replay

    seats = [make_seat("You"), make_seat("Bot A", "bot", "random"), make_seat("Bot B", "bot", "random"),
             make_seat("Bot C", "bot", "greedy")]
    match = new_match("opera-magna", seats, seed)
    session, store, rng = Session("bench", match, replay(match)), SaveStore(MemoryStore()), random.Random(seed)
    times: dict[str, list[float]] = {stage: [] for stage in STAGES}
    clock = time.perf_counter
    while not session.is_over():
        if not session.is_bot(session.to_move()):
            session.act(rng.choice(session.game.legal_actions(session.state)).id)
            continue
        t0 = clock()
        action = session.bot_action().id
        t1 = clock()
        session.act(action)
        t2 = clock()
        autosave(store, session, "2026-01-01T00:00:00+00:00")
        t3 = clock()
        link = encode_link(session.match)
        t4 = clock()
        session.viewer = session.screen_seat()
        html = render_table(session, Screen())
        t5 = clock()
        store.put_snapshot(session.save_id, link, html)
        t6 = clock()
        for stage, start, end in zip(STAGES, (t0, t1, t2, t3, t4, t5), (t1, t2, t3, t4, t5, t6)):
            times[stage].append((end - start) * 1000)
    return times


def main() -> None:
    parser = bench_parser(__doc__)
    parser.add_argument("--seed", type=int, default=62)
    args = parser.parse_args()
    where, times = here_or_in_pyodide(Path(__file__), f"bench_bot_moves.stage_times({args.seed})", args.pyodide)
    total = [sum(parts) for parts in zip(*times.values())]
    print(f"{where}, {len(total)} bot moves, ms per move: median (p90)")
    for stage, values in [*times.items(), ("all", total)]:
        s = spread(values)
        print(f"  {stage:9} {s['median']:7.1f} ({s['p90']:.1f})")


if __name__ == "__main__":
    main()
