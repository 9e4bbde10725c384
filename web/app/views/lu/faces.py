"""The printed text of every Luthier component, in player words, from the components data.

`face(card_id)` gives (title, kind, lines): what a player reads on the card. Effects use the
rules' own words (`pycore.luthier.effects.describe`), so the view never restates a rule.
"""

from __future__ import annotations

from functools import lru_cache

from app.i18n import cleared_on_language_change

from pycore.engine.components import Components
from pycore.luthier.components import LOCATION_NAMES, MATERIALS
from pycore.luthier.effects import describe
from pycore.luthier.narration import card_name, card_word, counter_word, location_name

from .texts import COUNT_WORDS, DEMANDS, FACES


def cost(c: dict | None) -> str:
    """{"animal": 1, "wood": 2, "metal": 0} -> "1 animal, 2 wood"; nothing -> "nothing"."""
    parts = [FACES["amount"].format(n=c[m], material=counter_word(m, c[m])) for m in MATERIALS if c and c.get(m)]
    return ", ".join(parts) or FACES["nothing"]


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def place(loc: str) -> str:
    return location_name(loc) if loc in LOCATION_NAMES else loc


def power(p: dict | None) -> str:
    """A patron's power, a specialist's ability or an award's benefit, in words."""
    if not p:
        return ""
    parts = []
    for verb, args in p.items():
        if verb == "skill":
            parts.append(FACES["skill_at"].format(n=args["n"], places=FACES["and"].join(place(a) for a in args["at"])))
        elif verb == "fee_waiver":
            parts.append(FACES["no_fee_at"].format(places=FACES["and"].join(place(a) for a in args["at"])))
        elif verb == "round_income":
            parts.append(FACES["each_round"].format(effect=describe(args)))
        elif verb == "once":
            parts.append(FACES["once"].format(effect=describe(args)))
        elif verb == "on_event":
            effect = describe(args["effect"]).replace(FACES["orchestra_seat"], FACES["own_section_seat"])
            parts.append(FACES["on_event"].format(event=FACES[f"event.{args['event']}"], effect=effect))
        elif verb == "discount":
            what = FACES["any_material"] if args["material"] == "any" else counter_word(args["material"])
            parts.append(FACES["fewer"].format(n=args["n"], what=what, on=FACES[f"on.{args['on']}"]))
        elif verb == "royal_gate_ignore":
            parts.append(FACES["royals"])
        elif verb == "extra_market_visit":
            parts.append(FACES["second_visit"])
        elif verb == "apprentice_carry":
            parts.append(FACES["carries"].format(n=args))
        elif verb == "storage_cap":
            parts.append(FACES["storage"].format(n=args))
    return "; ".join(parts)


def demand(d: dict) -> str:
    (verb, want), = d.items()
    words = [card_word(k, str(want[k])) for k in ("era", "type") if k in want]  # in the player's language
    what = FACES["era_type"].format(era=words[0], type=words[1]) if len(words) == 2 else "".join(words)
    if want.get("rare"):
        what = FACES["rare"].format(what=what).strip()
    return DEMANDS[verb].format(what=what).replace("  ", " ")


def condition(c: dict) -> str:
    words = COUNT_WORDS.get(c["count"], c["count"].replace("_", " "))
    if c.get("track"):
        words = FACES["track_words"].format(track=counter_word(c["track"]), words=words)
    filt = c.get("filter") or {}
    extra = " ".join(str(v) for v in filt.values() if not isinstance(v, bool)) + (FACES["rare_filter"] if filt.get("rare") else "")
    return FACES["filtered"].format(words=words, extra=extra.strip()) if extra.strip() else words


@cleared_on_language_change
@lru_cache(maxsize=None)
def face(k: Components, card_id: str) -> tuple[str, str, tuple[str, ...]]:
    c = k.card(card_id)
    kind = _kind(card_id)
    lines: list[str] = []
    if kind == "instrument":
        kind_line = FACES["era_type"].format(era=card_word("era", c["era"]).capitalize(), type=card_word("type", c["type"]))
        lines.append(FACES["rare_line"].format(line=kind_line) if c["rare"] else kind_line)
        lines.append(FACES["rough"].format(cost=cost(c["rough_cost"])))
        lines.append(_needs_craft(FACES["finish"].format(cost=cost(c["finish_cost"])), c))
        lines.append(FACES["prestige_mastery"].format(prestige=c["prestige"], mastery=c["mastery"]))
        if c["on_complete"]:
            lines.append(FACES["when_finished"].format(effect=describe(c["on_complete"])))
    elif kind == "patron":
        kind_line = FACES["patron_kind"].format(type=card_word("type", c["type"]).capitalize(), era=card_word("era", c["era"]))
        lines.append(FACES["needs_reputation"].format(line=kind_line, reputation=c["reputation_req"]) if c["reputation_req"] else kind_line)
        lines.append(demand(c["demand"]))
        lines.append(FACES["patron_prestige"].format(prestige=c["reward_prestige"], penalty=c["leave_penalty"]))
        lines.append(FACES["power"].format(power=power(c["power"])))
        lines.append(FACES["gifts"].format(gifts=FACES["then"].join(describe(g) for g in c["patience"])))
    elif kind == "performance":
        lines.append(FACES["performance"].format(era=(card_word("era", c["era"]) if c["era"] else FACES["any_era"]).capitalize(),
                                                 section=card_word("type", c["section"]),
                                                 performance=c["perf_req"]))
        lines.append(_reward(c["reward"]))
    elif kind == "repair":
        lines.append(_needs_craft(FACES["era_type"].format(era=card_word("era", c["era"]).capitalize(), type=card_word("type", c["type"])), c))
        lines.append(FACES["pay"].format(cost=cost(c["materials"])))
        lines.append(_reward(c["reward"]))
    elif kind == "specialist":
        lines.append(sentence(power(c["ability"])))
    elif kind == "award":
        lines.append(FACES["first_to"].format(threshold=c["threshold"], condition=condition(c["criterion"])))
        lines.append(sentence(power(c["benefit"])))
    elif kind == "objective":
        lines.append(FACES["at_the_end"].format(n=c["condition"]["gte"], condition=condition(c["condition"])))
        lines.append(FACES["prestige"].format(n=c["prestige"]))
    elif kind == "market":
        lines.append(", ".join(FACES["price"].format(material=counter_word(m), price=c["prices"][m]) for m in MATERIALS))
    return card_name(k, card_id), kind, tuple(line for line in lines if line)


def _needs_craft(line: str, c: dict) -> str:
    return FACES["needs_craft"].format(line=line, craft=c["craft_req"]) if c["craft_req"] else line


def _reward(r: dict) -> str:
    return FACES["reward"].format(reward=describe({"gain": {"money": r["money"], "prestige": r["prestige"], "inspiration": r["inspiration"]}}))


def _kind(card_id: str) -> str:
    for prefix, kind in (("AW", "award"), ("AU", "automa"), ("PA", "patron"), ("PB", "patron"), ("P", "performance"),
                         ("R", "repair"), ("I", "instrument"), ("M", "market"), ("S", "specialist"),
                         ("O", "objective"), ("F", "family")):
        if card_id.startswith(prefix):
            return kind
    return "card"


def summary(k: Components, card_id: str) -> str:
    """One line for an aria-label or a title: the name and the printed text."""
    title, _, lines = face(k, card_id)
    return FACES["summary"].format(title=title, lines="; ".join(lines))
