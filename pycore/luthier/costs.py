"""What things cost: tier fees (waived by Reputation) and material payments after discounts (SEED, R19)."""

from __future__ import annotations

from . import effects as fx
from .components import MATERIALS
from .state import State


def tier_fee(s: State, seat: int, location: str, slot: int) -> int:
    """Tier I free; II 4; III 8; free once Reputation reaches the tier's space, or by a fee waiver."""
    p = s.players[seat]
    tier = slot // (len(s.displays[location]) // 3)
    C = s.k.C
    cost: int = C["tier_cost"][tier]
    if not cost or p.tracks["reputation"] >= C["tier_free_at_reputation"][tier] or fx.fee_waived(s.k, p, location):
        return 0
    return cost


def payment_options(cost: dict, fixed: list[tuple[str, int]], any_count: int) -> list[tuple[str, dict]]:
    """Every distinct material payment after discounts (R19): fixed-material ones apply as printed;
    each 'any' discount takes 1 off one material present in the cost, the owner's choice."""
    base = dict(cost)
    for mat, n in fixed:
        base[mat] = max(0, base[mat] - n)
    results: dict[tuple, tuple[str, dict]] = {}

    def walk(current: dict, chosen: list[str], left: int) -> None:
        present = [m for m in MATERIALS if current[m] > 0]
        if left == 0 or not present:
            key = tuple(current[m] for m in MATERIALS)
            results.setdefault(key, ("+".join(chosen), current))
            return
        for m in present:
            nxt = dict(current)
            nxt[m] -= 1
            walk(nxt, chosen + [m], left - 1)

    walk(base, [], any_count)
    return list(results.values())


def material_payments(s: State, seat: int, cost: dict, specialist: str | None, on: str, mastery_any: int):
    """(suffix, cost) pairs the player can afford for a rough/finish/repair payment."""
    p = s.players[seat]
    discs = fx.discounts(s.k, p, specialist, on)
    fixed = [(m, n) for m, n in discs if m != "any"]
    any_count = mastery_any + sum(n for m, n in discs if m == "any")
    options = payment_options(cost, fixed, any_count)
    multi = len(options) > 1
    return [
        ((":save:" + key) if multi and key else "", c)
        for key, c in options
        if all(p.materials[m] >= c[m] for m in MATERIALS)
    ]
