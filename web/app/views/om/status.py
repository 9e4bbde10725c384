"""The words above the table: round and phase, who is to move and what is expected, the current
choice, and the buttons for actions that have no piece. The final scores are the shell's end screen's
(app.endscreen) and the last action the shell's status line (app.table.status_line), each shown once,
not here, as at Luthier's table."""

from __future__ import annotations

from pycore.engine.components import Components
from pycore.engine.registry import OPERA_MAGNA
from pycore.engine.labels import said_label
from pycore.opera_magna.components import GOOD_CODES
from pycore.opera_magna.narration import good_name, raw_name
from pycore.opera_magna.observation_types import Observation

from app.markup import esc, tag
from app.narrationwords import decision

from app.pointer import say

from . import rulestext
from .seats import Seats
from .svg import good_icon
from .taps import END_CONFIRM, Taps
from .texts import PHASES, STATUS


def decision_words(obs: Observation) -> str:
    d = obs["decision"]
    text = decision(OPERA_MAGNA, d["kind"], d["text"])
    if d["kind"] == "side" and d["source"]:
        text = STATUS["complete"].format(decision=text, building=rulestext.building_name(d["source"]))
    elif d["kind"] == "unpaid" and d["source"].isdigit():
        text = STATUS["unpaid"].format(decision=text, good=raw_name(int(d["source"])))
    elif d["kind"] in ("pay", "raw", "refined", "cert", "keep") and d["units"] > 1:
        text = STATUS["to_go"].format(decision=text, n=d["units"])
    return text


def button(action: str, label: str, cls: str = "") -> str:
    return tag("button", esc(label), type="button", class_=f"om-btn {cls}".strip(), data_action=action)


def status_bar(obs: Observation, taps: Taps | None, seats: Seats, seat: int | None, pointer: str | None = None) -> str:
    phase = PHASES.get(obs["phase"], obs["phase"])
    line = STATUS["line"].format(round=obs["round"], last=obs["final_round"], phase=phase)
    parts = [tag("p", esc(line), class_="om-phase")]
    if obs["over"]:
        parts.append(tag("p", STATUS["over"], class_="om-next"))
    else:
        mover = seats.name(obs["to_move"])
        you = seat is not None and seat == obs["to_move"]
        who = STATUS["your_turn"] if you else STATUS["to_move"].format(name=mover)
        parts.append(tag("p", tag("strong", esc(who)) + esc(STATUS["expected"].format(decision=decision_words(obs))), class_="om-next"))
    parts.append(controls(taps, pointer) if taps is not None
                 else tag("div", goods_legend() + rules_button(), class_="om-controls"))
    return tag("header", "".join(parts), class_="om-status" + (" over" if obs["over"] else ""), aria_live="polite")


def goods_legend() -> str:
    """Each Good's shape with its name, one tap away in the status bar (a Good is a shape on the board)."""
    items = "".join(
        tag("li", tag("svg", good_icon(code, 12, 12, 8), viewBox="0 0 24 24", width=22, height=22, aria_hidden="true",
                      focusable="false", xmlns="http://www.w3.org/2000/svg") + esc(good_name(code)))
        for code in GOOD_CODES)
    return tag("details", tag("summary", STATUS["goods"]) + tag("ul", items, class_="om-goods-list"), class_="om-goods")


def rules_button() -> str:
    return button("sel:?", STATUS["rules"], "om-rules-btn")


def rules_panel(taps: Taps, pointer: str | None) -> str:
    shown = next(iter(taps.notes.values()), None) if taps.notes else None
    body = (tag("strong", esc(shown[0])) + tag("span", esc(STATUS["rule_text"].format(text=shown[1])) if shown[1] else "")) if shown \
        else esc(say(taps.hint, pointer))
    return tag("div", tag("p", body, class_="om-rules-text") + button("sel:", STATUS["close_rules"], "om-cancel"), class_="om-controls")


def controls(taps: Taps, pointer: str | None = None) -> str:
    if taps.notes is not None:
        return rules_panel(taps, pointer)
    buttons = []
    if taps.hint:
        buttons.append(tag("span", esc(say(taps.hint, pointer)), class_="om-hint"))
    end = taps.targets.get("end")
    if end is not None and end.kind == "sel":
        buttons.append(button(end.action, STATUS["end_phase"], "om-end"))
    confirm = taps.targets.get(END_CONFIRM)
    if confirm is not None:
        buttons.append(button(confirm.action, STATUS["confirm_end"], "om-confirm"))
    for action in taps.loose:
        buttons.append(button(f"act:{action.id}", said_label(action.label), "om-loose"))
    buttons.append(goods_legend())
    if taps.selection:
        buttons.append(button("sel:", STATUS["cancel"], "om-cancel"))
    else:
        buttons.append(rules_button())
    return tag("div", "".join(buttons), class_="om-controls")


def rules_reference(k: Components, obs: Observation) -> str:
    """Every visible component's rules text, for screens without hover."""
    items = [rulestext.city_power(c["power"]) for c in obs["cities"]]
    items += [rulestext.worksite(k, s["site"]) for s in obs["opera"]]
    cards = [c for c in obs["display"] if c]
    for p in obs["players"]:
        cards += [w["card"] for w in p["works"]] + [c for side in ("left", "right") for row in p[side] for c in row]
    items += [rulestext.building(k, c) for c in dict.fromkeys(cards)]
    body = tag("ul", "".join(tag("li", esc(i)) for i in items))
    return tag("details", tag("summary", STATUS["reference"]) + body, class_="om-reference")
