"""The bounded JSON reader (pycore.engine.jsontext): what its scan costs, and how deep json.loads can go.

    .venv/bin/python tools/bench_json_text.py [--pyodide] [--repeat 5]

Times `nesting_depth` (the scan done before every json.loads of outside text) on the save of a whole
4-player Luthier game, on 2 MB of `[]` (the worst for the scan: every character a bracket, none
deep) and on 2 MB of `[` (stops at the bound). Then tries json.loads at growing depths, to show how far
above MAX_DEPTH the interpreter's own limit is. With --pyodide, the same in Pyodide under node.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import spread, time_each

from pycore.engine.jsontext import MAX_CHARS, MAX_DEPTH, nesting_depth

DEPTHS = (MAX_DEPTH, 100, 500, 900)  # json.loads at each: fine, or RecursionError (never a dead page)


def real_save() -> str:
    from pycore.cli import play_bot_game
    from pycore.engine import get_game
    from pycore.engine.match import make_seat, match_from_actions
    from pycore.engine.save import save_text

    names = ["Ada", "Bruno", "Chiara", "Dario"]
    played = play_bot_game(get_game("luthier"), names, 1, ["random"] * 4)
    seats = [make_seat(name, "bot", "random") for name in names]
    match, state = match_from_actions("luthier", seats, 1, played.options, played.actions)
    return save_text(match, state, "2026-12-01T14:00:00+00:00")


def loads_at(depth: int) -> str:
    try:
        json.loads("[" * depth + "]" * depth)
        return "ok"
    except RecursionError:
        return "RecursionError"


def measure(repeat: int = 5) -> dict:
    save = real_save()
    texts = {f"real 4-player save ({len(save) // 1000} KB)": save,
             "2 MB of []": "[]" * (MAX_CHARS // 2), "2 MB of [": "[" * MAX_CHARS}
    scans = {name: spread(time_each(nesting_depth, [text] * repeat)) for name, text in texts.items()}
    return {"python": sys.version.split()[0], "platform": sys.platform, "max_depth": MAX_DEPTH,
            "scan_ms": scans, "json_loads": {depth: loads_at(depth) for depth in DEPTHS}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pyodide", action="store_true", help="also in Pyodide under node (needs make site)")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(json.dumps(measure(args.repeat), indent=1))
    if args.pyodide:
        from in_pyodide import call_in_pyodide

        print(json.dumps(call_in_pyodide(Path(__file__), f"bench_json_text.measure({args.repeat})"), indent=1))


if __name__ == "__main__":
    main()
