"""The status line and the prompt: what the game waits for, the cards of a private choice (setup
deal, specialist draw, a free take), and the choices that are not a piece on the board."""

from __future__ import annotations

from typing import Any

from app.markup import esc, tag
from app.pointer import say

from pycore.engine.components import Components
from pycore.engine.labels import said_label
from pycore.luthier.components import LOCATION_NAMES
from pycore.luthier.narration import location_name
from pycore.luthier.effects import effect_key
from pycore.luthier.observation_types import DecisionView, Observation, PlayerView

from .board import seat_name
from .faces import face
from .pieces import action_button, card_piece, piece
from .taps import Taps
from .texts import ASK, PHASES, PROMPT, STEP_HINTS


def status(obs: Observation, names: list[str]) -> str:
    """The round, the phase and the turn order. Who is to play and the last action are the shell's status
    line's (app.table.status_line), said once, as at Opera Magna's table."""
    phase = PHASES.get(obs["phase"], obs["phase"])
    body = tag("span", esc(PROMPT["round_line"].format(round=obs["round"], rounds=obs["rounds"], phase=phase)), class_="status-main")
    order = PROMPT["order_joiner"].join(seat_name(s, names) for s in obs.get("turn_order", []))
    if order:
        body += tag("span", esc(PROMPT["turn_order"].format(order=order)), class_="status-order")
    return tag("header", body, class_="lu-status")


def prompt(k: Components, obs: Observation, taps: Taps, names: list[str], mine: bool, pointer: str | None = None) -> str:
    wait: DecisionView | dict[str, Any] = obs.get("waiting_for") or {}  # {}: nobody is asked
    if obs["phase"] == "over":
        return tag("div", tag("p", PROMPT["over"], class_="ask"), class_="lu-prompt", role="status")
    if not mine:
        who = seat_name(wait.get("seat", -3), names) if wait else PROMPT["the_game"]
        return tag("div", tag("p", esc(PROMPT["waiting"].format(who=who)), class_="ask"), class_="lu-prompt", role="status")
    kind = wait.get("kind", "")
    ask = say(ASK.get(kind, PROMPT["your_choice"]), pointer, loc=location_name(wait["location"]) if wait.get("location") in LOCATION_NAMES else "")
    if taps.selection:
        head = taps.selection[-1].split(".")[0]
        ask = say(STEP_HINTS.get(head, PROMPT["now_choose"]), pointer)
        if taps.ending:
            ask = PROMPT["choose_one"]
    parts = [tag("p", esc(ask), class_="ask")]
    me: PlayerView | dict[str, Any] = obs["players"][wait["seat"]] if 0 <= wait.get("seat", -1) < len(obs["players"]) else {}
    parts.append(private_cards(k, wait, me, taps))
    choices = [action_button(a.id, said_label(a.label)) for a in taps.ending]
    for key in quick_keys(k):  # a worker's options stay in reach wherever the page is scrolled
        acts = taps.actions_through(key) if not taps.selection else []
        if acts:
            choices.append(piece(taps, key, esc(_quick_label(k, key, acts)), _quick_label(k, key, acts), "lu-choice"))
    for key, words in BENCH_KEYS:  # a chosen chip's benches beside its locations: the dome is just below
        if taps.selection and taps.live(key):
            choices.append(piece(taps, key, PROMPT[words], PROMPT[words], "lu-choice"))
    for key, actions in taps.unused():  # a next step with no piece on the board: offer it by name
        taps.used.add(key)
        label = said_label(actions[0].label) if len(actions) == 1 else _step_label(k, key)
        target = "act:" + actions[0].id if len(actions) == 1 else "sel:" + "/".join(taps.selection + (key,))
        choices.append(tag("button", esc(label), type="button", class_="lu-choice", data_action=target))
    if taps.selection:
        choices.append(tag("button", PROMPT["cancel"], type="button", class_="lu-choice cancel", data_action="sel:"))
    if choices:
        parts.append(tag("div", "".join(choices), class_="choices"))
    return tag("div", "".join(parts), class_="lu-prompt mine", role="status", aria_live="polite")


# a chip's places on your workbench, down with your other pieces on a phone: offered in the prompt too
BENCH_KEYS = (("loc.rough_bench", "on_rough_bench"), ("loc.finish_bench", "on_finish_bench"))
def quick_keys(k: Components) -> tuple[str, ...]:
    """The worker's options kept in reach: the Guild's gather, the Balcony's two, the alternate action."""
    options = k.C["locations"]["guild"]["gather"]["choose"] + k.C["locations"]["balcony"]["balcony"]["choose"]
    return tuple(f"opt.{effect_key(e)}" for e in options) + ("alt",)


def _quick_label(k: Components, key: str, acts: list) -> str:
    if len(acts) == 1:
        return said_label(acts[0].label)
    return PROMPT["alternate"].format(money=k.C["alternate_action_money"]) if key == "alt" else _step_label(k, key)


def _step_label(k: Components, key: str) -> str:
    kind, _, arg = key.partition(".")
    if kind in ("chip", "worker"):
        return PROMPT["chip"].format(n=arg)
    if arg and arg[:1].isalpha() and arg[1:2].isdigit():
        return face(k, arg)[0]
    return arg.replace("_", " ") or kind


def private_cards(k: Components, wait: DecisionView | dict[str, Any], me: PlayerView | dict[str, Any], taps: Taps) -> str:
    """Cards only the deciding player sees: the setup deal, a specialist draw, a free take."""
    cards = []
    if wait.get("kind") == "keep":
        deal_cards = (me.get("deal") or {}).get(wait.get("what", ""), [])
        cards = [card_piece(k, taps, f"deal.{c}", c) for c in deal_cards]
    elif wait.get("kind") == "specialist":
        cards = [card_piece(k, taps, f"spec.{c}", c) for c in wait.get("cards") or []]
    elif wait.get("kind") in ("now", "satisfy") and wait.get("card"):
        cards = [card_piece(k, taps, "", wait["card"])]
    return tag("div", "".join(cards), class_="cards private") if cards else ""
