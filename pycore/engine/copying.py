"""A deep copy of a game state without pydantic validation, for bots that copy states by the thousand.

Both games keep their state as plain pydantic models holding atoms, lists, dicts and further models.
Each model class gets its own copier, written once from its fields' types (a list of ids is sliced, a
dict of counts copied, a nested model copied by its own copier; any other type walks the value), so
a copy is one dict display per model instead of a type test per value: about twice as fast. It skips
validation (the state was valid when copied) and clears private attributes, which hold only caches
derived from the state. What a model holds in its `__dict__` beside its fields is shared with the copy:
what is never changed and never saved (a state's rules version's components, `engine/versions.py`).
"""

from __future__ import annotations

import types
import typing
from typing import Any, Callable

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


def _copy_list(items: list[Any]) -> list[Any]:
    if not items or type(items[0]) in _ATOMS:
        return items[:]  # lists of atoms hold one kind of atom (ids, counts)
    return [_copy_value(x) for x in items]


def _is_atom(kind: Any) -> bool:
    """Whether every value of this annotation is immutable (str, int, a Literal, optional ones)."""
    if kind in _ATOMS or kind is None:
        return True
    origin = typing.get_origin(kind)
    if origin is typing.Literal:
        return True
    if origin in (typing.Union, types.UnionType):
        return all(_is_atom(k) for k in typing.get_args(kind))
    return False


def _is_model(kind: Any) -> bool:
    return isinstance(kind, type) and issubclass(kind, BaseModel)


def _copy_expression(kind: Any, value: str) -> str:
    """Python source that copies `value`, a value of the annotation `kind`."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if _is_atom(kind):
        return value
    if _is_model(kind):
        return f"_fast_copy({value})"
    if origin in (typing.Union, types.UnionType) and len(args) == 2 and type(None) in args:
        inner = next(k for k in args if k is not type(None))
        if _is_model(inner):
            return f"(None if {value} is None else _fast_copy({value}))"
    if origin is list and len(args) == 1:
        if _is_atom(args[0]):
            return f"{value}[:]"
        if _is_model(args[0]) or typing.get_origin(args[0]) is list:
            return f"[{_copy_expression(args[0], 'x')} for x in {value}]"
    if origin is dict and len(args) == 2 and _is_atom(args[0]):
        if _is_atom(args[1]):
            return f"{value}.copy()"
        if typing.get_origin(args[1]) is list and _is_atom(typing.get_args(args[1])[0]):
            return f"{{k: v[:] for k, v in {value}.items()}}"
    return f"_copy_value({value})"


def _copier(cls: type[BaseModel]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A function from a `cls` instance's `__dict__` to an independent copy of it."""
    fields = ", ".join(f"{name!r}: {_copy_expression(field.annotation, f'd[{name!r}]')}"
                       for name, field in cls.model_fields.items())
    scope: dict[str, Any] = {"_fast_copy": fast_copy, "_copy_value": _copy_value, "_FIELDS": frozenset(cls.model_fields)}
    source = (f"def copy(d):\n    new = {{{fields}}}\n"  # the source: field names and types only
              f"    if len(d) > {len(cls.model_fields)}:\n"
              f"        new.update((k, v) for k, v in d.items() if k not in _FIELDS)\n"
              f"    return new\n")
    exec(source, scope)
    copy: Callable[[dict[str, Any]], dict[str, Any]] = scope["copy"]
    return copy


_COPIERS: dict[type, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def fast_copy(model: BaseModel) -> Any:
    """An independent deep copy of `model` (and everything it holds)."""
    kind = type(model)
    copier = _COPIERS.get(kind)
    if copier is None:
        copier = _COPIERS[kind] = _copier(kind)
    new = object.__new__(kind)
    object.__setattr__(new, "__dict__", copier(model.__dict__))
    object.__setattr__(new, "__pydantic_fields_set__", set(model.__pydantic_fields_set__))
    object.__setattr__(new, "__pydantic_extra__", None)
    private = model.__pydantic_private__
    object.__setattr__(new, "__pydantic_private__", None if private is None else dict.fromkeys(private))
    return new
