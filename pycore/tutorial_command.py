"""`python -m pycore tutorial --game G [--check]`: print a guided game's script, or replay it against the rules.

    python -m pycore tutorial --game luthier            # every step: the action it expects and its text
    python -m pycore tutorial --game luthier --check    # exit 0, or 2 naming the first step that is not legal
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .bots.guided import check
from .engine.tutorial import get_script


def cmd_tutorial(args: argparse.Namespace) -> int:
    script = get_script(args.game)
    if args.check:
        problem = check(script, to_the_end=args.to_the_end)
        if problem is not None:
            print(f"error: {problem}", file=sys.stderr)
            return 2
        print(f"{script.game}: the tutorial's {len(script.steps)} steps are legal.")
        return 0
    for number, step in enumerate(script.steps, start=1):
        print(f"{number:3d}  {step.action:32s} {script.say(step.text, step.params)}")
    print(f"     then: {script.say(script.free_play)}")
    print(f"     end:  {script.say(script.scoring)}")
    return 0


def register_tutorial_command(sub: Any) -> None:
    parser = sub.add_parser("tutorial", help="print a guided first game's script, or check it against the rules")
    parser.add_argument("--game", required=True, help="game id, see `games`")
    parser.add_argument("--check", action="store_true", help="replay the script: exit 2 at the first illegal step")
    parser.add_argument("--to-the-end", action="store_true", help="with --check, then play the hints to the end")
    parser.set_defaults(run=cmd_tutorial)
