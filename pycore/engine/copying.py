"""A deep copy of a game state without pydantic validation, for bots that copy states by the thousand.

Both games keep their state as plain pydantic models holding atoms, lists, dicts and further models;
this walks that tree once. It skips validation (the state was valid when copied) and clears private
attributes, which hold only caches derived from the state (e.g. Luthier's legal moves).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

_ATOMS = frozenset({str, int, bool, float, type(None)})


def _copy_value(value: Any) -> Any:
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return _copy_list(value)
    if kind is dict:
        return {k: (v if type(v) in _ATOMS else _copy_value(v)) for k, v in value.items()}
    if kind is tuple:
        return tuple(_copy_value(v) for v in value)
    return fast_copy(value)


def _copy_list(items: list) -> list:
    if not items or type(items[0]) in _ATOMS:
        return items[:]  # lists of atoms hold one kind of atom (ids, counts)
    return [_copy_value(x) for x in items]


def fast_copy(model: BaseModel) -> Any:
    """An independent deep copy of `model` (and everything it holds)."""
    copied = {}
    for key, value in model.__dict__.items():
        copied[key] = value if type(value) in _ATOMS else _copy_value(value)
    new = object.__new__(type(model))
    object.__setattr__(new, "__dict__", copied)
    object.__setattr__(new, "__pydantic_fields_set__", set(model.__pydantic_fields_set__))
    object.__setattr__(new, "__pydantic_extra__", None)
    private = model.__pydantic_private__
    object.__setattr__(new, "__pydantic_private__", None if private is None else dict.fromkeys(private))
    return new
