"""Which visible changes no event tells: the narration's promise checked over whole observations.

An observation is flattened into paths (`players.1.raw.2`, `market.#` for a list's length) and
their values. Each game declares in its `narration.py`, as `OBSERVED`, how the change of every path
its observations show is told, by pattern (`*` stands for one segment: a seat, an index, a key;
the first pattern that matches a path decides):

- `Piece(*keys)`: an event the viewer receives names one of these piece keys (the board outlines
  it). A key is a template: `{0}`, `{1}` are the path's `*` segments, `{field}` a field of the list
  item the path lies in (`site:{position}` for `opera.3.tokens.#`), before or after the action;
  or a function of those two, `(segments, item) -> key`.
- `Said(*kinds)`: an event of one of these kinds (template keys) the viewer receives, for what
  has no piece of its own (the round number).
- `Derived(sources, why)`: computed from other paths (a score total from its breakdown); its
  change is accepted when one of its sources changed too, and those are checked in their turn.
- `Asked(why)`: the question asked next (whose move, what is to decide): the prompt shows it, not
  the board; it follows from the action that was told.

A path no pattern matches is itself a failure: the declaration covers what observations show.
A game may also name, as `KNOWN_BY`, lists whose items are known by a field rather than their place
(a placed chip by its order of placement), so that taking one out does not shift the others.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

Path = tuple[str, ...]
MISSING = object()


PieceKey = str | Callable[[tuple[str, ...], dict[str, Any]], str]


@dataclass(frozen=True)
class Piece:
    keys: tuple[PieceKey, ...]

    def __init__(self, *keys: PieceKey):
        object.__setattr__(self, "keys", keys)


@dataclass(frozen=True)
class Said:
    kinds: tuple[str, ...]

    def __init__(self, *kinds: str):
        object.__setattr__(self, "kinds", kinds)


@dataclass(frozen=True)
class Derived:
    sources: tuple[str, ...]
    why: str


@dataclass(frozen=True)
class Asked:
    why: str


HowTold = Piece | Said | Derived | Asked


def flatten(data: Any, known_by: Mapping[str, str] | None = None) -> tuple[dict[Path, Any], dict[Path, dict[str, Any]]]:
    """Every scalar of an observation by its path, every list's length at `path + ("#",)`, and for
    each path the list item it lies in. A list named in `known_by` (a pattern: its items' field) has
    its items by that field, not by place: an item removed does not seem to change the ones after it."""
    values: dict[Path, Any] = {}
    items: dict[Path, dict[str, Any]] = {}
    patterns = [(tuple(p.split(".")), field) for p, field in (known_by or {}).items()]

    def walk(node: Any, path: Path, item: dict[str, Any]) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, path + (str(key),), item)
        elif isinstance(node, list):
            values[path + ("#",)] = len(node)
            items[path + ("#",)] = item
            field = next((f for p, f in patterns if match(p, path) is not None), None)
            for i, value in enumerate(node):
                segment = str(value[field]) if field is not None else str(i)
                walk(value, path + (segment,), value if isinstance(value, dict) else item)
        else:
            values[path] = node
            items[path] = item

    walk(data, (), {})
    return values, items


def match(pattern: Path, path: Path) -> tuple[str, ...] | None:
    """The segments `*` stands for, or None if `path` is not one of `pattern`'s."""
    if len(pattern) != len(path):
        return None
    caps = []
    for want, got in zip(pattern, path):
        if want == "*":
            caps.append(got)
        elif want != got:
            return None
    return tuple(caps)


def find(observed: Mapping[str, HowTold], path: Path) -> tuple[str, HowTold, tuple[str, ...]] | None:
    for pattern, telling in observed.items():
        caps = match(tuple(pattern.split(".")), path)
        if caps is not None:
            return pattern, telling, caps
    return None


def keys_told(piece: Piece, caps: tuple[str, ...], items: Iterable[dict[str, Any]]) -> set[str]:
    """The piece keys that would tell this path's change (formatted against the item before and after)."""
    keys = set()
    for key in piece.keys:
        for item in items:
            try:
                keys.add(key(caps, item) if callable(key) else key.format(*caps, **item))
            except (KeyError, IndexError):
                continue
    return keys


def changed_paths(before: dict[Path, Any], after: dict[Path, Any]) -> set[Path]:
    return {p for p in before.keys() | after.keys() if before.get(p, MISSING) != after.get(p, MISSING)}


def untold(observed: Mapping[str, HowTold], before_obs: dict[str, Any], after_obs: dict[str, Any], events: list[Any],
           known_by: Mapping[str, str] | None = None) -> list[str]:
    """Every change between two observations of one viewer that its events (`for_viewer` already
    applied) do not tell, in words naming the path: empty when the narration told everything."""
    before, before_items = flatten(before_obs, known_by)
    after, after_items = flatten(after_obs, known_by)
    changed = changed_paths(before, after)
    pieces = {p for e in events for p in e.pieces}
    kinds = {e.key for e in events}
    problems = []
    for path in sorted(changed):
        found = find(observed, path)
        dotted = ".".join(path)
        if found is None:
            problems.append(f"{dotted} changed: no pattern in OBSERVED declares it")
            continue
        pattern, telling, caps = found
        if isinstance(telling, Piece):
            keys = keys_told(telling, caps, (before_items.get(path, {}), after_items.get(path, {})))
            if not keys & pieces:
                problems.append(f"{dotted} changed: no event names {sorted(keys)}")
        elif isinstance(telling, Said):
            if not kinds & set(telling.kinds):
                problems.append(f"{dotted} changed: no event {telling.kinds}")
        elif isinstance(telling, Derived):
            sources = [tuple(s.format(*caps).split(".")) for s in telling.sources]
            if not any(match(s, p) is not None for s in sources for p in changed):
                problems.append(f"{dotted} changed ({pattern}): none of {telling.sources} did")
    return problems
