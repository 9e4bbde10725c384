"""Earlier rules versions kept playing beside the newest: the same rules code over that version's data.

A game's rules versions differ only in data (designed numbers, and cards added, removed or changed), never
in code. The game's `info.py` says which versions it plays (`rules_version`, the newest, and
`earlier_rules_versions`), and its `components.json` keeps, under "earlier_rules", what each earlier
version had different from the version after it (so adding a version is one entry, and the tables above it
always show the newest):

    "earlier_rules": {
     "om-4": {"why": "...", "numbers": {"scoring/opera_majority/3": [4, 2]}},
     "lu-4": {"why": "...", "without": ["instruments/I37"],
              "with": [{"in": "patrons", "at": 3, "item": {"id": "PA04", ...}}]}
    }

A path names a value in the data by the keys of its objects and, in a list of objects, the item's
"id" (or its position); "numbers" gives the value it had (any value: a number, a list, a card), "without"
the cards a later version added, "with" the cards a later version removed. An earlier version's data is
the file with every later version's differences undone, the newest first (`data_of`).

How the rules see them: a version's components are a value, `Components` (`engine/components.py`): the
game's `components` module run again over the version's data (`built_over`), every name of it. The game
object of that version holds it (`game.components`; `get_game(game_id, version)` gives an instance of the
newest rules' class with that version's `info` and components), and every state the game makes carries it
(`state.k`, never saved: a save names its version), so the rules read `s.k.INSTRUMENTS`, `state.k.SCORING`
or a `k` passed down, and nothing is ever put into the module: its tables are always the newest's, and
what reads them by name (a guided game's script, the how-to screens, the words catalogs of the
narration) is about the newest version. `rules_over` gives the rules over any data (a test trying a
version before it is written down).

What this asks of the rules code: read the tables (the module's dicts and lists) through the version's
components, never by name from the module, and never copy a number or a set of card ids out of them into a
constant at import (the copy would keep the newest). A top-level value of the components module that is
not a table (`ROUNDS`, a tuple such as Luthier's `STARTERS`) cannot differ between versions: building that
version says so (`fixed_values_kept`).
"""

from __future__ import annotations

import importlib.util
import json
from dataclasses import is_dataclass, replace
from importlib import import_module, resources
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .components import Components
from .errors import IllegalAction
from .game import BaseGame
from .info import GameInfo

if TYPE_CHECKING:
    from .game import Game

_building: dict[str, Any] | None = None  # the data of the version whose tables are being built


def components_data(package: str) -> dict[str, Any]:
    """A game's components data for its `components` module: the newest numbers, or, while an earlier
    version's tables are being built, that version's."""
    if _building is not None:
        return _building
    data: dict[str, Any] = json.loads(resources.files(package).joinpath("components.json").read_text(encoding="utf-8"))
    return data


# ---- an earlier version's data --------------------------------------------------------------------

def _place(container: Any, segment: str, path: str) -> Any:
    """The key or index that `segment` of `path` names in `container`."""
    if isinstance(container, dict) and segment in container:
        return segment
    if isinstance(container, list):
        for index, item in enumerate(container):
            if isinstance(item, dict) and item.get("id") == segment:
                return index
        if segment.isdigit() and int(segment) < len(container):
            return int(segment)
    raise ValueError(f"'{path}' names nothing in the components data (at '{segment}').")


def _put_numbers(data: dict[str, Any], numbers: dict[str, Any]) -> None:
    for path, value in numbers.items():
        container: Any = data
        *parents, last = path.split("/")
        for segment in parents:
            container = container[_place(container, segment, path)]
        container[_place(container, last, path)] = value


def _at(data: dict[str, Any], path: str) -> Any:
    """The value that `path` names in `data`."""
    value: Any = data
    for segment in path.split("/"):
        value = value[_place(value, segment, path)]
    return value


def undo(data: dict[str, Any], entry: dict[str, Any]) -> None:
    """Turn `data` (a version's) into the version's before it, as its "earlier_rules" `entry` says: the
    values it had ("numbers": path -> value, a number or any other value of a card), the cards it did not
    have yet ("without": the paths of items a later version added) and the cards it still had ("with":
    each a list's path, the item's place in it and the item, that a later version removed)."""
    _put_numbers(data, entry.get("numbers", {}))
    for path in entry.get("without", ()):
        *parents, last = path.split("/")
        container = _at(data, "/".join(parents)) if parents else data
        del container[_place(container, last, path)]
    for kept in entry.get("with", ()):
        _at(data, kept["in"]).insert(kept["at"], kept["item"])


def data_of(info: GameInfo, package: str, version: str) -> dict[str, Any]:
    """The components data of one of the game's versions: the file, then each later version's
    differences undone, from the newest back to `version`."""
    data = components_data(package)
    versions = info.rules_versions
    earlier = data.get("earlier_rules", {})
    for kept in reversed(versions[versions.index(version):-1]):  # the one before the newest first
        if kept not in earlier:
            raise ValueError(f"{info.name} plays rules version {kept}, but its components.json has no "
                             f"'earlier_rules' entry for it.")
        undo(data, earlier[kept])
    return data


# ---- its components ---------------------------------------------------------------------------------

def _data(value: Any) -> bool:
    """A value of the module's tables (not a class, a function, an import)."""
    return isinstance(value, (dict, list, tuple, frozenset, bool, int, float, str)) or (
        is_dataclass(value) and not isinstance(value, type))


def built_over(module: ModuleType, data: dict[str, Any]) -> ModuleType:
    """`module` (a game's `components`) run again over `data`: that version's tables."""
    global _building
    spec = importlib.util.spec_from_file_location(module.__name__, module.__file__)
    assert spec is not None and spec.loader is not None, f"{module.__name__} is a module read from a file"
    fresh = importlib.util.module_from_spec(spec)
    _building = data
    try:
        spec.loader.exec_module(fresh)
    finally:
        _building = None
    return fresh


def fixed_values_kept(module: ModuleType, fresh: ModuleType, version: str) -> None:
    """Refuse a version whose data changes a value of the module other than its tables (a dict or list, read
    through the version's components): a tuple, a number or a frozen record the rules read from the module
    by name (`ROUNDS`, Luthier's `STARTERS`) is the same in every version."""
    live = vars(module)
    for name, built in vars(fresh).items():
        if name.startswith("__") or not _data(built) or isinstance(built, (dict, list)):
            continue
        if live.get(name) != built:
            raise ValueError(f"Rules version {version} changes {module.__name__}.{name}, which the rules copied at "
                             f"import: only the tables (dicts and lists) can differ between versions.")


class Versions:
    """One game's rules versions' components, each built once from its data."""

    def __init__(self, info: GameInfo, newest: Components, components: str):
        self.info = info
        self.module = import_module(components)
        self._components: dict[str, Components] = {info.rules_version: newest}

    def components(self, version: str) -> Components:
        """`version`'s components (built once)."""
        if version not in self._components:
            self.define(version, data_of(self.info, self.module.__package__ or "", version))
        return self._components[version]

    def define(self, version: str, data: dict[str, Any]) -> None:
        """`version`'s components are the components module run over `data`."""
        fresh = built_over(self.module, data)
        fixed_values_kept(self.module, fresh, version)
        self._components[version] = Components(version, fresh)


_VERSIONS: dict[str, Versions] = {}
_EARLIER: dict[tuple[str, str], Game[Any, Any]] = {}


def versions_of(game: Game[Any, Any]) -> Versions:
    """The rules versions of a game (the newest rules object's), from its package's `components` module."""
    info = game.info
    if info.id not in _VERSIONS:
        assert isinstance(game, BaseGame), f"{info.name}'s rules have versions: a BaseGame holding its components"
        package = type(game).__module__.rsplit(".", 1)[0]
        _VERSIONS[info.id] = Versions(info, game.components, package + ".components")
    return _VERSIONS[info.id]


def earlier_rules(newest: Game[Any, Any], info: GameInfo) -> Game[Any, Any]:
    """A game's rules object of another version: the newest rules' class (its own instance, with its own legal
    lists), with that version's `info` and components on the instance; its states carry the components."""
    rules = type(newest)()
    assert isinstance(rules, BaseGame), "`versions_of` asks"
    rules.info = info
    rules.components = versions_of(newest).components(info.rules_version)
    return rules


def rules_of(newest: Game[Any, Any], version: str) -> Game[Any, Any]:
    """The game's rules of `version`: the newest rules object itself, or an earlier version's (made once).
    IllegalAction, in a player's words, for a version the app does not play."""
    info = newest.info
    if version == info.rules_version:
        return newest
    if version not in info.earlier_rules_versions:
        raise IllegalAction(f"{info.name} has no rules version '{version[:30]}': this app plays {info.versions_played()}.")
    key = (info.id, version)
    if key not in _EARLIER:
        versions = info.rules_versions
        earlier = replace(info, rules_version=version, earlier_rules_versions=versions[:versions.index(version)])
        _EARLIER[key] = earlier_rules(newest, earlier)
    return _EARLIER[key]


def rules_over(newest: Game[Any, Any], version: str, data: dict[str, Any]) -> Game[Any, Any]:
    """The game's rules over `data` (components data as in its components.json), as a rules version
    named `version` that comes after the newest: how a test tries a version (a card added, removed or
    changed) before it is written into components.json and info.py. Not kept in `get_game`'s list."""
    info = newest.info
    versions_of(newest).define(version, data)
    return earlier_rules(newest, replace(info, rules_version=version, earlier_rules_versions=info.rules_versions))
