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

How the rules see them: the rules read the game's `components` module (`BUILDINGS`, `SCORING`, `C`,
`INSTRUMENTS`...), tables built at import. A version's tables are built by running that module again over
the version's data, then compared with the live ones: what differs becomes a short list of patches (this
dict's key, this list's item, a frozen record rebuilt with its new field, or, where the cards differ, a
table's whole contents in the version's order, the live cards kept). The live tables are patched in place,
because the rules modules hold them by name (`from .components import SCORING`). `get_game(game_id,
version)` gives an `EarlierRules`, the game's rules object whose every call (`legal_actions`, `apply`,
`scores`...) puts its version's values in, then the ones before back: outside such a call the tables hold
the newest data, so a game of the newest version pays nothing. A view that reads the tables while drawing
an older game draws inside `game.numbers_in_force()`. `rules_over` gives the rules over any data (a test
trying a version before it is written down).

What this asks of the rules code: read the tables when needed, never copy a number or a set of card ids
into a constant of another module at import (the copy would keep the newest). A top-level value of the
components module that is not a table (`ROUNDS`, a tuple) cannot differ between versions: building that
version says so.

A version's tables are also a value, `Components` (`engine/components.py`): the game object of that
version holds it, and its states carry it (`state.k`, never saved); the move listers share moves through
its `moves`. Still to do (issue 28): the rules read their tables from `state.k` rather than the module,
so that nothing is put into the module for the length of a call.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from contextlib import contextmanager
from dataclasses import dataclass, fields, is_dataclass, replace
from importlib import import_module, resources
from types import ModuleType
from typing import TYPE_CHECKING, Any, Iterator

from .components import Components
from .errors import IllegalAction
from .game import BaseGame
from .info import GameInfo

if TYPE_CHECKING:
    from .game import Game

_SAME = object()  # a value whose numbers are the same in both versions (or were patched inside it)
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


# ---- its tables, as patches of the live ones -------------------------------------------------------

_CONTENTS = object()  # a Patch's key when it replaces the container's whole contents (cards added or removed)


@dataclass(frozen=True, slots=True)
class Patch:
    """One place of the live tables that holds another value in an earlier version: an item of a dict or
    a list, or (key `_CONTENTS`) a table's whole contents, when the version has other cards in it."""

    container: Any  # a dict or list of the live tables
    key: Any
    value: Any  # the earlier version's
    newest: Any

    def put(self, value: Any) -> None:
        if self.key is not _CONTENTS:
            self.container[self.key] = value
        elif isinstance(self.container, dict):
            self.container.clear()  # in place, and in the version's order: a deck is dealt in its table's order
            self.container.update(value)
        else:
            self.container[:] = value


def _plain(value: Any) -> bool:
    """JSON-like data, which can be copied from one version's tables to the other's as it is."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return True
    if isinstance(value, (list, tuple, frozenset)):
        return all(_plain(item) for item in value)
    if isinstance(value, dict):
        return all(_plain(key) and _plain(item) for key, item in value.items())
    return False


def _data(value: Any) -> bool:
    """A value of the module's tables (not a class, a function, an import)."""
    return isinstance(value, (dict, list, tuple, frozenset, bool, int, float, str)) or (
        is_dataclass(value) and not isinstance(value, type))


def _differences(live: Any, built: Any, patches: list[Patch], where: str) -> Any:
    """Add to `patches` what makes `live` hold `built`'s numbers in place. Returns `_SAME`, or the
    value to put in `live`'s place (made of `live`'s own classes: `built` comes from another run of
    the module, whose classes are other objects)."""
    if type(live) is dict and type(built) is dict and live.keys() == built.keys():
        for key in live:
            _patched(live, key, _differences(live[key], built[key], patches, f"{where}[{key!r}]"), patches)
        return _SAME
    if type(live) is list and type(built) is list and len(live) == len(built):
        for index in range(len(live)):
            _patched(live, index, _differences(live[index], built[index], patches, f"{where}[{index}]"), patches)
        return _SAME
    if type(live) is dict and type(built) is dict:  # cards added or removed: its contents, item by item
        contents = {key: _kept(live, key, built[key], patches, f"{where}[{key!r}]") for key in built}
        patches.append(Patch(live, _CONTENTS, contents, dict(live)))
        return _SAME
    if type(live) is list and type(built) is list and _identified(live) and _identified(built):
        places = {item["id"]: index for index, item in enumerate(live)}
        items = [_kept(live, places.get(item["id"]), item, patches, f"{where}[{item['id']!r}]") for item in built]
        patches.append(Patch(live, _CONTENTS, items, list(live)))
        return _SAME
    if is_dataclass(live) and not isinstance(live, type) and type(built).__qualname__ == type(live).__qualname__:
        changed = {}
        for spec in fields(live):
            value = _differences(getattr(live, spec.name), getattr(built, spec.name), patches, f"{where}.{spec.name}")
            if value is not _SAME:
                changed[spec.name] = value
        return replace(live, **changed) if changed else _SAME
    if _plain(live) and _plain(built):
        return _SAME if live == built else built
    raise ValueError(f"{where} differs between versions in a way that cannot be patched "
                     f"({type(live).__name__} and {type(built).__name__}).")


def _identified(items: list[Any]) -> bool:
    """A list of cards (objects with an "id"), matched between versions by id rather than by place."""
    return all(isinstance(item, dict) and "id" in item for item in items)


def _kept(live: Any, key: Any, built: Any, patches: list[Patch], where: str) -> Any:
    """The item for `key` of a table whose cards differ between versions: the live item itself (its
    numbers patched in place), or the version's own item, for a card the live tables do not have. The
    live item is kept because the same card is in several tables (`INSTRUMENTS`, the index of every
    card)."""
    if key is None or (isinstance(live, dict) and key not in live):
        return _live(built, where)
    value = _differences(live[key], built, patches, where)
    return live[key] if value is _SAME else value


def _live(built: Any, where: str) -> Any:
    """A card of the version only, made of the live module's classes (the version's run of the module made
    it of its own: a frozen record is rebuilt from its fields with the live class of the same name)."""
    if _plain(built):
        return built
    if is_dataclass(built) and not isinstance(built, type):
        live_class: Any = sys.modules[type(built).__module__]  # the run over the version's data has the live module's name
        for part in type(built).__qualname__.split("."):
            live_class = getattr(live_class, part)
        return live_class(**{spec.name: _live(getattr(built, spec.name), f"{where}.{spec.name}")
                             for spec in fields(built) if spec.init})
    if type(built) in (list, tuple, frozenset):
        return type(built)(_live(item, where) for item in built)
    if type(built) is dict:
        return {key: _live(item, f"{where}[{key!r}]") for key, item in built.items()}
    raise ValueError(f"{where}, a card of one version only, cannot be made of the live tables' classes "
                     f"({type(built).__name__}).")


def _patched(container: Any, key: Any, value: Any, patches: list[Patch]) -> None:
    if value is not _SAME:
        patches.append(Patch(container, key, value, container[key]))


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


def patches_of(module: ModuleType, fresh: ModuleType, version: str) -> list[Patch]:
    """What makes `module`'s tables hold those of `fresh` (the module run over a version's data)."""
    patches: list[Patch] = []
    live = vars(module)
    for name, built in vars(fresh).items():
        if name.startswith("__") or not _data(built):
            continue  # a class, a function, an import
        if _differences(live[name], built, patches, f"{module.__name__}.{name}") is not _SAME:
            raise ValueError(f"Rules version {version} changes {module.__name__}.{name}, which the rules "
                             f"copied at import: only numbers inside its tables can differ between versions.")
    unique = {(id(patch.container), patch.key): patch for patch in patches}  # a table shared by two names
    return list(unique.values())


class Numbers:
    """The numbers in force in one game's components tables, and how to put an earlier version's in."""

    def __init__(self, info: GameInfo, newest: Components, components: str):
        self.info = info
        self.module = import_module(components)
        self.version = info.rules_version  # whose numbers the tables hold now
        self._patches: dict[str, list[Patch]] = {}
        self._components: dict[str, Components] = {info.rules_version: newest}

    def components(self, version: str) -> Components:
        """`version`'s components (built once)."""
        if version not in self._components:
            self.define(version, data_of(self.info, self.module.__package__ or "", version))
        return self._components[version]

    def patches(self, version: str) -> list[Patch]:
        """What puts `version`'s numbers into the live tables."""
        self.components(version)
        return self._patches[version]

    def define(self, version: str, data: dict[str, Any]) -> None:
        """`version`'s tables are the components module run over `data`."""
        assert self.version == self.info.rules_version, "compared with the newest tables"
        fresh = built_over(self.module, data)
        self._patches[version] = patches_of(self.module, fresh, version)
        self._components[version] = Components(version, fresh)

    def put(self, version: str) -> str:
        """Put `version`'s numbers in force; returns the version that was, to put it back after."""
        before = self.version
        if version == before:
            return before
        if before != self.info.rules_version:
            for patch in self._patches[before]:
                patch.put(patch.newest)
        if version != self.info.rules_version:
            for patch in self.patches(version):
                patch.put(patch.value)
        self.version = version
        return before


_NUMBERS: dict[str, Numbers] = {}
_EARLIER: dict[tuple[str, str], EarlierRules] = {}


def numbers_of(game: Game[Any, Any]) -> Numbers:
    """The numbers of a game (the newest rules object's), from its package's `components` module."""
    info = game.info
    if info.id not in _NUMBERS:
        assert isinstance(game, BaseGame), f"{info.name}'s rules have versions: a BaseGame holding its components"
        package = type(game).__module__.rsplit(".", 1)[0]
        _NUMBERS[info.id] = Numbers(info, game.components, package + ".components")
    return _NUMBERS[info.id]


class EarlierRules:
    """A game's rules under an earlier version's numbers: the newest rules' code (its own instance, with
    its own legal lists), every call made with the version's numbers in force. Everything else (`info`
    aside, which names this version) is the newest rules object's."""

    def __init__(self, newest: Game[Any, Any], info: GameInfo):
        self.info = info
        version = info.rules_version
        self._numbers = numbers_of(newest)
        rules = type(newest)()
        assert isinstance(rules, BaseGame), "`numbers_of` asks"
        self._rules = rules
        # an instance's, over its class's: what the rules say of their version, and its components
        self._rules.info = self.info
        self._rules.components = self._numbers.components(version)
        self._version = version

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._rules, name)
        if not callable(found):
            return found
        numbers, version = self._numbers, self._version

        def under_version(*args: Any, **kwargs: Any) -> Any:
            before = numbers.put(version)
            try:
                return found(*args, **kwargs)
            finally:
                numbers.put(before)

        self.__dict__[name] = under_version  # made once per method
        return under_version

    @contextmanager
    def numbers_in_force(self) -> Iterator[None]:
        """This version's numbers in the components' tables meanwhile (for a view that reads them)."""
        before = self._numbers.put(self._version)
        try:
            yield
        finally:
            self._numbers.put(before)


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
        _EARLIER[key] = EarlierRules(newest, earlier)
    return _EARLIER[key]  # a Game by delegation (`__getattr__`)


def rules_over(newest: Game[Any, Any], version: str, data: dict[str, Any]) -> Game[Any, Any]:
    """The game's rules over `data` (components data as in its components.json), as a rules version
    named `version` that comes after the newest: how a test tries a version (a card added, removed or
    changed) before it is written into components.json and info.py. Not kept in `get_game`'s list."""
    info = newest.info
    numbers_of(newest).define(version, data)
    return EarlierRules(newest, replace(info, rules_version=version, earlier_rules_versions=info.rules_versions))
