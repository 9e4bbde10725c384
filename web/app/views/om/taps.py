"""Which taps lead to which legal move: the only place that knows how a move is played on the table.

Every action is a short path of *keys*, each naming a piece on the table, e.g. `merchant:supply`
then `area:pisa-cost` plays `merchant:supply:pisa-cost`. The last key of a path applies the
action (`act:<id>`), the keys before it are selections (`sel:<key>`). Paths of one position never
share a whole path or have one path as the prefix of another, so a tap always means one thing.

Actions without a piece of their own (declining the Notary, keeping nothing more) have no path:
the view lists them as labelled buttons. Ending the Refined Goods phase asks once: its path is
the End button, then the confirmation.
"""

from __future__ import annotations

from dataclasses import dataclass

from pycore.engine import Move
from pycore.engine.labels import said_label
from pycore.opera_magna.components import POSITIONS, RAW, REFINED
from pycore.opera_magna.narration import raw_name, refined_name

from .texts import HINTS, TAPS

END_CONFIRM = "end-confirm"


def action_path(move: Move, wants: dict[str, str]) -> tuple[str, ...]:
    """The keys tapped in turn to play `move`, from its verb and named arguments; () when it has no
    piece on the table. A Good's colour is a position: a Raw Good and the Refined Good it becomes share it.

    `wants`: Worksite position -> the Refined Good it wants (a Good goes there from the player's stock)."""
    verb, args = move.verb, move.args
    good = getattr(args, "good", None)  # the verbs of one Good (GoodArgs, ChosenGoodArgs, ConversionArgs)
    if verb in ("raw", "pay", "notary") and good is not None:
        return (f"raw:{RAW[good]}",)  # gain, pay or substitute: the Raw Good's track
    if verb in ("refined", "keep") and good is not None:
        return (f"refined:{REFINED[good]}",)
    if verb == "cert":
        return (f"cert:{RAW[args.good]}",)
    if verb == "roof":
        return (f"work:{args.slot}",)
    if verb == "side":
        return (f"side:{args.side}",)
    if verb == "merchant":
        return (f"merchant:{args.source}", f"area:{args.target}")
    if verb == "card":
        return (f"hand:{args.card}",)
    if verb == "build":
        return (f"refined:{REFINED[args.good]}", f"work:{args.slot}")
    if verb == "opera" and POSITIONS[args.position] in wants:
        position = POSITIONS[args.position]
        return (f"refined:{wants[position]}", f"site:{position}")
    if verb == "conversion":
        return (f"conv:{args.size}", f"raw:{RAW[good]}") if good is not None else (f"conv:{args.size}",)
    if verb == "convert":
        return (f"refined:{REFINED[args.good]}", f"raw:{RAW[args.good]}")
    if verb == "refine":
        return (f"raw:{RAW[args.good]}", f"refined:{REFINED[args.good]}")
    if verb == "power":
        return ("power",)
    if verb == "end":
        return ("end", END_CONFIRM)
    if verb == "building":
        return (f"display:{args.card}",)
    if verb == "market":
        return (f"market:{args.space}",)
    return ()


@dataclass(frozen=True)
class Target:
    """What tapping a piece does now: `action` is the full `data-action` value."""

    action: str
    label: str
    kind: str  # "act" (applies a legal action), "sel" (a step of a choice), "selected" (tap again to cancel)


@dataclass
class Taps:
    """Every piece that may be tapped in this position and selection, by key, and the actions without a piece."""

    targets: dict[str, Target]
    loose: list[Move]  # legal actions with no piece: shown as labelled buttons
    selection: tuple[str, ...]
    hint: str  # what the selection is waiting for, in words
    notes: dict[str, tuple[str, str]] | None = None  # rules mode: the shown piece's name and rules text


def paths_of(legal: list[Move], wants: dict[str, str]) -> dict[str, tuple[str, ...]]:
    return {a.id: action_path(a, wants) for a in legal}


def taps(legal: list[Move], selection: tuple[str, ...], wants: dict[str, str]) -> Taps:
    paths = paths_of(legal, wants)
    labels = {a.id: said_label(a.label) for a in legal}
    selection = valid_selection(paths, selection)
    depth = len(selection)
    targets: dict[str, Target] = {}
    follow_ups: dict[str, list[str]] = {}
    for action_id, path in paths.items():
        if len(path) <= depth or path[:depth] != selection:
            continue
        key = path[depth]
        if len(path) == depth + 1:
            targets[key] = Target(f"act:{action_id}", labels[action_id], "act")
        else:
            follow_ups.setdefault(key, []).append(labels[action_id])
    for key, options in follow_ups.items():
        if key not in targets:  # paths are prefix-free; a whole path wins if the rule ever breaks that
            targets[key] = Target(f"sel:{key}", _choice_label(key, options), "sel")
    for i, key in enumerate(selection):
        targets.setdefault(key, Target("sel:" + ("" if i == 0 else f"~{i}"), TAPS["cancel_choice"], "selected"))
    loose = [a for a in legal if not paths[a.id]] if not selection else []
    return Taps(targets, loose, selection, _hint(selection, targets))


def valid_selection(paths: dict[str, tuple[str, ...]], selection: tuple[str, ...]) -> tuple[str, ...]:
    """The longest start of `selection` that some legal path still continues (a stale one is dropped)."""
    selection = tuple(selection)
    while selection:
        depth = len(selection)
        if any(len(p) > depth and p[:depth] == selection for p in paths.values()):
            return selection
        selection = selection[:-1]
    return ()


def next_selection(legal: list[Move], selection: tuple[str, ...], token: str, wants: dict[str, str]) -> tuple[str, ...]:
    """`sel:<token>`: "" clears, "~n" goes back to the first n keys, a key extends the choice when a
    legal path continues it, else starts a new choice from it (or clears when nothing starts there)."""
    paths = paths_of(legal, wants)
    selection = valid_selection(paths, selection)
    if token == "":
        return ()
    if token.startswith("~") and token[1:].isdigit():
        return selection[: int(token[1:])]
    for start in (selection, ()):
        candidate = start + (token,)
        if valid_selection(paths, candidate) == candidate:
            return candidate
    return ()


def _choice_label(key: str, options: list[str]) -> str:
    first = options[0] if len(options) == 1 else TAPS["choices"].format(n=len(options))
    return TAPS["choose"].format(what=describe_key(key), first=first)


def describe_key(key: str) -> str:
    kind, _, arg = key.partition(":")
    words = {
        "merchant": lambda: TAPS["merchant_supply"] if arg == "supply" else TAPS["merchant_on"].format(area=area_words(arg)),
        "refined": lambda: TAPS["refined"].format(good=refined_name(REFINED.index(arg))),
        "raw": lambda: TAPS["raw"].format(good=raw_name(RAW.index(arg))),
        "conv": lambda: TAPS["conv"].format(size=arg),
        "end": lambda: TAPS["end"],
    }
    return words.get(kind, lambda: key)()


def area_words(area: str) -> str:
    city, _, side = area.rpartition("-")
    return TAPS[f"area_{side}"].format(city=city.capitalize())


def _hint(selection: tuple[str, ...], targets: dict[str, Target]) -> str:
    if not selection:
        return ""
    return HINTS.get(selection[-1].partition(":")[0], TAPS["hint"])
