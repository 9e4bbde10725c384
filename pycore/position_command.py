"""`python -m pycore position`: print the position a link reaches, or check a position file.

    python -m pycore position '<link or fragment>'     # the position after the link's last step
    python -m pycore position --check FILE             # exit 0, or 2 with the reason (FILE - reads stdin)
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .engine.errors import BadLink
from .engine.jsontext import read_json
from .engine.link import decode_link
from .engine.match import game_of
from .engine.position import load_position, position_text


def _read_file(name: str) -> str:
    if name == "-":
        return sys.stdin.read()
    try:
        with open(name, encoding="utf-8") as file:
            return file.read()
    except OSError as error:
        raise BadLink(f"Cannot read {name}: {error.strerror}.") from None
    except UnicodeDecodeError:
        raise BadLink(f"{name} is not a text file (UTF-8).") from None


def cmd_position(args: argparse.Namespace) -> int:
    if args.check:
        try:
            data = read_json(_read_file(args.source))
        except BadLink:
            raise
        except ValueError as error:
            raise BadLink(f"{args.source} is not a JSON position: {error}.") from None
        game, state = load_position(data)
        seat = game.to_move(state)
        where = "game over" if seat is None else f"round {game.round(state)}, seat {seat} to move"
        print(f"{args.source}: a possible {game.info.name} position ({where}).")
        return 0
    match, state = decode_link(args.source)
    print(position_text(game_of(match).position(state)))
    return 0


def register_position_command(sub: Any) -> None:
    parser = sub.add_parser("position", help="print the position a share link reaches, or check a position file")
    parser.add_argument("source", help="a link ('#fragment' or the bare fragment), or with --check a JSON file (- for stdin)")
    parser.add_argument("--check", action="store_true", help="load the file as a position: exit 0, or 2 naming what is wrong")
    parser.set_defaults(run=cmd_position)
