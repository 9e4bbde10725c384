"""Moves' labels: a template of the game's table with named parameters, its English text built with the move.

A game's labels are one table (`Labels`, `LABELS` in its `labels.py`), each an English template whose
parameters name their kind as the narration's do (`"Take {card:card} (free)"`): the game's namers turn a
card's id, a Good's colour or a location into words. A move's label is a `Label`: a string, its English text
(what the command line prints, what bots and tests read), which also keeps its table, key and parameters, so
that a program speaking another language says it again in that language (`Label.said`, asking the installed
`Language` for the template, `narration.translate_with`). Moves are shared between positions (`shared_move`),
so the English is what they keep; a translation is said when read. The same tables say the guided games'
texts (`tutorial.Script.say`) and the messages of a bad link or save (`link`, `save`, `signing`;
`errors.BadLink.said`)."""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from . import narration

# A rules version's components (`engine.components.Components`, which imports the moves that hold labels: not
# imported here), handed to the namers of versioned kinds.
Components = Any

_FIELDS = string.Formatter()


def _compiled(template: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """A template without its kinds (`{card:card}` -> `{_1}`) and its (parameter, kind) pairs: formatting
    is then one `str.format` (labels are built on the bots' hot path)."""
    plain: list[str] = []
    kinds: list[tuple[str, str]] = []
    for literal, field, kind, conversion in _FIELDS.parse(template):
        plain.append(literal.replace("{", "{{").replace("}", "}}"))
        if field is not None:
            if kind:  # one parameter may be said in two kinds ("{card:card}: cost {card:cost}"): a name each
                kinds.append((field, kind))
                field = f"_{len(kinds)}"
            plain.append("{" + field + ("!" + conversion if conversion else "") + "}")
    return "".join(plain), tuple(kinds)


@dataclass(frozen=True, eq=False)
class Labels:
    """A game's labels: its table's name (for another language's lookup), the English templates by key (a
    small word its namers fill in may be one of them too), and the namers of the kinds its templates name.
    A kind named in `versioned` says a card as a rules version has it (a card only an earlier version has is
    named by that version's data): its namer takes the version's components first, `namer(k, value)`, and a
    label with such a kind is made with them (`LABELS("take", s.k, card=cid)`)."""

    table: str
    templates: Mapping[str, str]
    namers: Mapping[str, Callable[..., str]]
    versioned: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "_compiled", {})

    def __call__(self, key: str, k: Components | None = None, /, **params: Any) -> "Label":
        """The label `key` with `params` (under rules version `k` where it names a versioned kind), its text
        in English whatever language is installed."""
        language = narration.translate_with(None)
        try:
            return Label(self.format(self.templates[key], params, k), self, key, params, k)
        finally:
            narration.translate_with(language)

    def format(self, template: str, params: Mapping[str, Any], k: Components | None = None) -> str:
        cache: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = self._compiled  # type: ignore[attr-defined]
        found = cache.get(template)
        if found is None:
            found = cache[template] = _compiled(template)
        plain, kinds = found
        if not kinds:
            return plain.format(**params) if params else plain
        values = dict(params)
        for number, (name, kind) in enumerate(kinds, start=1):
            namer = self.namers[kind]
            if kind in self.versioned:
                if k is None:
                    raise TypeError(f"label {template!r} names a {kind}: made without its rules version's components")
                values[f"_{number}"] = namer(k, params[name])
            else:
                values[f"_{number}"] = namer(params[name])
        return plain.format(**values)

    def said(self, key: str, params: Mapping[str, Any], k: Components | None = None) -> str:
        """The label `key` in the installed language (its English when none is installed)."""
        english = self.templates[key]
        return self.format(narration.in_language(self.table, key, english), params, k)  # type: ignore[arg-type]

    def __deepcopy__(self, memo: dict[int, Any]) -> "Labels":  # a game's table, the same for every copy of a move
        return self


class Label(str):
    """A move's label: its English text, and the template (`labels`, `key`) and parameters it was said from."""

    labels: Labels
    key: str
    params: Mapping[str, Any]
    k: Components | None

    def __new__(cls, text: str, labels: Labels, key: str, params: Mapping[str, Any],
                k: Components | None = None) -> "Label":
        label = super().__new__(cls, text)
        label.labels, label.key, label.params, label.k = labels, key, params, k
        return label

    def __reduce__(self) -> Any:  # a copy keeps what it was said from
        return (Label, (str(self), self.labels, self.key, self.params, self.k))

    def said(self) -> str:
        """The label in the installed language."""
        return self.labels.said(self.key, self.params, self.k)


def said_label(label: str) -> str:
    """A move's label in the installed language: a `Label` said again, any other text as it is."""
    return label.said() if isinstance(label, Label) else label
