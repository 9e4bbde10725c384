"""What changed between two observations, as the keys of the pieces to highlight."""

from __future__ import annotations


def changed_keys(before: dict | None, after: dict) -> set[str]:
    if not before or before.get("game") != after.get("game") or len(before["players"]) != len(after["players"]):
        return set()
    keys: set[str] = set()
    for old, new in zip(before["players"], after["players"]):
        seat = new["seat"]
        for field in ("raw", "cert", "refined", "stored"):
            keys |= {f"p{seat}:{field}:{i}" for i, (a, b) in enumerate(zip(old[field], new[field])) if a != b}
        for field in ("vp", "works", "left", "right", "merchants", "hand_size"):
            if old[field] != new[field]:
                keys.add(f"p{seat}:{field}")
    for old, new in zip(before["cities"], after["cities"]):
        for side in ("cost", "profit"):
            if old[side] != new[side] or old["merchants"][side] != new["merchants"][side]:
                keys.add(f"area:{new['name'].lower()}-{side}")
    keys |= {f"market:{i}" for i, (a, b) in enumerate(zip(before["market"], after["market"])) if a["card"] != b["card"]}
    keys |= {f"slot:{i}" for i, (a, b) in enumerate(zip(before["display"], after["display"])) if a != b}
    keys |= {f"site:{b['position']}" for a, b in zip(before["opera"], after["opera"]) if a["tokens"] != b["tokens"]}
    return keys
