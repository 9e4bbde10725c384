"""The one JSON reader for text from outside (storage, a file, a link): size and nesting bounded first.

`json.loads` recurses once per nested `[` or `{`. CPython stops at about 1,000 levels with a
RecursionError; Pyodide's stack is much smaller and the page dies ("Maximum call stack size
exceeded") on `'[' * 20000`, a text that fits easily in a file or a localStorage entry. So the
nesting is measured by a cheap scan before `json.loads` ever sees the text:

    data = read_json(text)            # or TooDeep / TooLarge / ValueError (not JSON), all ValueErrors

Our deepest real text is a save: save > match > log > step, 4 levels (tests/engine/test_json_text.py
measures it on real games). MAX_DEPTH leaves four times that, far below any stack's limit.
A leading byte-order mark (files saved by common Windows editors) is not part of the JSON: it is dropped.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DEPTH = 16
MAX_CHARS = 2_000_000  # a save of the longest real game is under 200 KB
BOM = "\ufeff"

# A JSON string (escapes included), so that brackets inside names and texts are not counted.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class TooLarge(ValueError):
    """The text is longer than anything Atelier writes."""


class TooDeep(ValueError):
    """The text nests deeper than anything Atelier writes."""


def nesting_depth(text: str, stop_above: int = MAX_DEPTH) -> int:
    """How deep brackets nest outside strings, counting no further than `stop_above` + 1.

    Unbalanced text counts too: `'[' * 20000` is 20,000 levels deep for `json.loads` until it fails.
    Two regular-expression passes leave only the brackets; the loop over them stops at the bound.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = deepest = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_above:
                    break
        else:
            depth -= 1
    return deepest


def read_json(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """The parsed text, or a ValueError: TooLarge, TooDeep, or json's own for text that is not JSON."""
    text = text.removeprefix(BOM)
    if len(text) > max_chars:
        raise TooLarge(f"{len(text)} characters, more than {max_chars}")
    if nesting_depth(text, max_depth) > max_depth:
        raise TooDeep(f"nested more than {max_depth} levels deep")
    return json.loads(text)
