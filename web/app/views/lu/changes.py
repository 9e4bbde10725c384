"""What the last action changed, in words: each player's resources, tracks and prestige, and the
cards that arrived or left, from the observation before (`ctx.previous`) and after."""

from __future__ import annotations

from app.markup import esc, tag

from .faces import face

COUNTS = (("money", "money"), ("inspiration", "inspiration"), ("prestige", "prestige"), ("apprentices", "apprentice"))
ZONES = (("hand", "to hand"), ("rough_bench", "roughing bench"), ("finish_bench", "finishing bench"),
         ("showcase", "showcase"), ("performance_cards", "performance cards"), ("repair_cards", "repair orders"))


MINUS = "\u2212"


def _signed(n: int, what: str) -> str:
    return ("+" if n > 0 else MINUS) + f"{abs(n)} {what}"


def player_changes(before: dict, after: dict) -> list[str]:
    out = [_signed(after[k] - before[k], word) for k, word in COUNTS if after[k] != before[k]]
    out += [_signed(after["materials"][m] - before["materials"][m], m) for m in after["materials"]
            if after["materials"][m] != before["materials"].get(m, 0)]
    out += [_signed(after["tracks"][t] - before["tracks"][t], t.capitalize()) for t in after["tracks"]
            if after["tracks"][t] != before["tracks"].get(t, 0)]
    for zone, word in ZONES:
        new = [c for c in after[zone] if c not in before[zone]]
        out += [f"{face(c)[0]} \u2192 {word}" for c in new]
    old_patrons = {p["card"] for p in before["patrons"]}
    out += [f"new patron {face(p['card'])[0]}" for p in after["patrons"] if p["card"] not in old_patrons]
    out += [f"satisfied {face(c)[0]}" for c in after["satisfied"] if c not in before["satisfied"]]
    return out


def changes(previous: dict | None, obs: dict, names: list[str]) -> str:
    if not previous or len(previous.get("players", ())) != len(obs["players"]):
        return ""
    lines = []
    for before, after in zip(previous["players"], obs["players"]):
        found = player_changes(before, after)
        if found:
            who = names[after["seat"]] if after["seat"] < len(names) else after["name"]
            lines.append(tag("li", tag("strong", esc(who)) + ": " + esc(", ".join(found))))
    if previous["round"] != obs["round"]:
        lines.insert(0, tag("li", esc(f"Round {obs['round']} begins")))
    if not lines:
        return ""
    return tag("ul", "".join(lines), class_="lu-changes", aria_label="What just changed")
