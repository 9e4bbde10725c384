"""The printed text of every Luthier component, in player words, from the components data.

`face(card_id)` gives (title, kind, lines): what a player reads on the card. Effects use the
rules' own words (`pycore.luthier.effects.describe`), so the view never restates a rule.
"""

from __future__ import annotations

from functools import lru_cache

from pycore.luthier.components import LOCATION_NAMES, MATERIALS, card
from pycore.luthier.effects import describe

COUNT_WORDS = {
    "distinct_eras_finished": "eras among finished instruments",
    "distinct_types_finished": "types among finished instruments",
    "max_same_type_finished": "finished instruments of one type",
    "instruments_finished": "instruments finished",
    "patrons_satisfied": "patrons satisfied",
    "performances_completed": "performances",
    "repairs_completed": "repairs",
    "seats_max_section": "seats in one Orchestra section",
    "sections_with_seats": "Orchestra sections with a seat",
    "track_level": "level",
    "storage_total": "materials in storage",
}


def cost(c: dict | None) -> str:
    """{"animal": 1, "wood": 2, "metal": 0} -> "1 animal, 2 wood"; nothing -> "nothing"."""
    parts = [f"{c[m]} {m}" for m in MATERIALS if c and c.get(m)]
    return ", ".join(parts) or "nothing"


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def place(loc: str) -> str:
    return LOCATION_NAMES.get(loc, loc)


def power(p: dict | None) -> str:
    """A patron's power, a specialist's ability or an award's benefit, in words."""
    if not p:
        return ""
    parts = []
    for verb, args in p.items():
        if verb == "skill":
            parts.append(f"+{args['n']} skill at " + " and ".join(place(a) for a in args["at"]))
        elif verb == "fee_waiver":
            parts.append("no tier fee at " + " and ".join(place(a) for a in args["at"]))
        elif verb == "round_income":
            parts.append("each round: " + describe(args))
        elif verb == "once":
            parts.append("once: " + describe(args))
        elif verb == "on_event":
            parts.append(f"on each {args['event']}: " + describe(args["effect"]).replace("Orchestra seat", "seat (own section)"))
        elif verb == "discount":
            what = "any material" if args["material"] == "any" else args["material"]
            parts.append(f"{args['n']} {what} fewer to {args['on']}")
        elif verb == "royal_gate_ignore":
            parts.append("may take royals at any Reputation")
        elif verb == "extra_market_visit":
            parts.append("a second Market visit when on the Balcony")
        elif verb == "apprentice_carry":
            parts.append(f"carries up to {args} apprentices")
        elif verb == "storage_cap":
            parts.append(f"storage {args} per material")
    return "; ".join(parts)


def demand(d: dict) -> str:
    (verb, want), = d.items()
    what = " ".join(str(want[k]) for k in ("era", "type") if k in want) or ""
    if want.get("rare"):
        what = ("rare " + what).strip()
    noun = {"deliver": "Deliver a", "perform": "Perform a", "repair": "Repair a"}[verb]
    thing = "instrument" if verb == "deliver" else "piece" if verb == "perform" else "instrument"
    return f"{noun} {what} {thing}".replace("  ", " ")


def condition(c: dict) -> str:
    words = COUNT_WORDS.get(c["count"], c["count"].replace("_", " "))
    if c.get("track"):
        words = f"{c['track'].capitalize()} {words}"
    filt = c.get("filter") or {}
    extra = " ".join(str(v) for v in filt.values() if not isinstance(v, bool)) + (" rare" if filt.get("rare") else "")
    return f"{words}{' (' + extra.strip() + ')' if extra.strip() else ''}"


@lru_cache(maxsize=None)
def face(card_id: str) -> tuple[str, str, tuple[str, ...]]:
    c = card(card_id)
    kind = _kind(card_id)
    lines: list[str] = []
    if kind == "instrument":
        lines.append(f"{c['era'].capitalize()} {c['type']}" + (" · rare" if c["rare"] else ""))
        lines.append(f"Rough: {cost(c['rough_cost'])}")
        lines.append(f"Finish: {cost(c['finish_cost'])}" + (f" · needs Craft {c['craft_req']}" if c["craft_req"] else ""))
        lines.append(f"{c['prestige']} prestige · masterwork at skill {c['mastery']}")
        if c["on_complete"]:
            lines.append("When finished: " + describe(c["on_complete"]))
    elif kind == "patron":
        lines.append(f"{c['type'].capitalize()} · {c['era']}" + (f" · needs Reputation {c['reputation_req']}" if c["reputation_req"] else ""))
        lines.append(demand(c["demand"]))
        lines.append(f"{c['reward_prestige']} prestige · leaves: −{c['leave_penalty']}")
        lines.append("Power: " + power(c["power"]))
        lines.append("Gifts: " + ", then ".join(describe(g) for g in c["patience"]))
    elif kind == "performance":
        r = c["reward"]
        lines.append(f"{(c['era'] or 'any era').capitalize()} {c['section']} · needs Performance {c['perf_req']}")
        lines.append("Reward: " + describe({"gain": {"money": r["money"], "prestige": r["prestige"], "inspiration": r["inspiration"]}}))
    elif kind == "repair":
        r = c["reward"]
        lines.append(f"{c['era'].capitalize()} {c['type']}" + (f" · needs Craft {c['craft_req']}" if c["craft_req"] else ""))
        lines.append(f"Pay: {cost(c['materials'])}")
        lines.append("Reward: " + describe({"gain": {"money": r["money"], "prestige": r["prestige"], "inspiration": r["inspiration"]}}))
    elif kind == "specialist":
        lines.append(sentence(power(c["ability"])))
    elif kind == "award":
        lines.append(f"First to {c['threshold']} {condition(c['criterion'])}")
        lines.append(sentence(power(c["benefit"])))
    elif kind == "objective":
        lines.append(f"At the end: {c['condition']['gte']}+ {condition(c['condition'])}")
        lines.append(f"{c['prestige']} prestige")
    elif kind == "market":
        lines.append(", ".join(f"{m} {c['prices'][m]}" for m in MATERIALS))
    return c["name"], kind, tuple(line for line in lines if line)


def _kind(card_id: str) -> str:
    for prefix, kind in (("AW", "award"), ("AU", "automa"), ("PA", "patron"), ("PB", "patron"), ("P", "performance"),
                         ("R", "repair"), ("I", "instrument"), ("M", "market"), ("S", "specialist"),
                         ("O", "objective"), ("F", "family")):
        if card_id.startswith(prefix):
            return kind
    return "card"


def summary(card_id: str) -> str:
    """One line for an aria-label or a title: the name and the printed text."""
    title, _, lines = face(card_id)
    return title + ": " + "; ".join(lines)
