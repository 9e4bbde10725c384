"""Goods and Certificates on a Shop Board: gaining, paying, discounts, levels (seed 000, reference 4.2)."""

from __future__ import annotations

from ..engine.components import Components
from ..engine.narration import note
from .components import CERT_MAX, CERT_MIN, LEVEL_BY_SPACE, RAW, RAW_MAX, REFINED
from .state import Player

# Every change of a counter shown to players goes through these functions, which note it for the
# narration (`pycore.engine.narration`; counter names in `narration.py`).


def gain_raw(p: Player, seat: int, colour: int, n: int = 1) -> None:
    """Move the Raw token right one space per Good, pushing the Certificate ahead of it; above 9 is lost."""
    raw, cert = p.raw, p.cert
    before_raw, before_cert = raw[colour], cert[colour]
    for _ in range(n):
        if raw[colour] >= RAW_MAX:
            break
        raw[colour] += 1
        if raw[colour] == cert[colour]:
            cert[colour] = min(cert[colour] + 1, CERT_MAX)
    note(seat, RAW[colour], raw[colour] - before_raw)
    note(seat, f"cert:{RAW[colour]}", cert[colour] - before_cert)


def spend_raw(p: Player, seat: int, colour: int, n: int = 1) -> None:
    p.raw[colour] -= n
    note(seat, RAW[colour], -n)


def add_refined(p: Player, seat: int, colour: int, n: int) -> None:
    p.refined[colour] += n
    note(seat, REFINED[colour], n)


def add_stored(p: Player, seat: int, colour: int, n: int) -> None:
    p.stored[colour] += n
    note(seat, f"stored:{REFINED[colour]}", n)


def add_vp(p: Player, seat: int, n: int) -> None:
    p.vp += n
    note(seat, "vp", n)


def add_to_hand(p: Player, seat: int, card: str) -> None:
    p.hand.append(card)
    note(seat, "hand", 1)


def remove_from_hand(p: Player, seat: int, card: str) -> None:
    p.hand.remove(card)
    note(seat, "hand", -1)


def certificate_step_right(p: Player, seat: int, colour: int) -> bool:
    """Move a Certificate one space right (no Raw token moves); never past the last space."""
    if p.cert[colour] >= CERT_MAX:
        return False
    p.cert[colour] += 1
    note(seat, f"cert:{RAW[colour]}", 1)
    return True


def certificate_step_left(p: Player, seat: int, colour: int) -> bool:
    """Move a Certificate one space left for a missing Good; never left of space 3 (its floor)."""
    if p.cert[colour] <= CERT_MIN:
        return False
    p.cert[colour] -= 1
    note(seat, f"cert:{RAW[colour]}", -1)
    return True


def lose_vp(p: Player, seat: int) -> bool:
    """Lose 1 point as payment: never below 1, and the payment still counts as made."""
    if p.vp > 1:
        add_vp(p, seat, -1)
        return True
    return False


def level(p: Player, colour: int) -> int:
    return LEVEL_BY_SPACE[p.cert[colour]]


def discounts(k: Components, p: Player) -> list[int]:
    """The starting discount of the Shop Board plus every left-side Building's discount, per colour."""
    total = list(k.SHOP_BOARDS[p.board].discount)
    for position in p.left:
        for card in position:
            d = k.BUILDINGS[card].discount
            for c in range(4):
                total[c] += d[c]
    return total


def owed(k: Components, p: Player, cost_cards: list[str]) -> list[int]:
    """Raw Goods owed for a Cost Area: every icon of its cards, less the discounts, per colour (minimum 0)."""
    disc = discounts(k, p)
    total = [-d for d in disc]
    for card in cost_cards:
        cost = k.TRADE_CARDS[card].cost
        for c in range(4):
            total[c] += cost[c]
    return [max(0, n) for n in total]


def pay_what_you_can(p: Player, seat: int, owed: list[int]) -> list[int]:
    """Pay each owed Raw Good you hold; return how many of each colour stay unpaid (R2)."""
    unpaid = [0, 0, 0, 0]
    for c in range(4):
        paid = min(p.raw[c], owed[c])
        if paid:
            spend_raw(p, seat, c, paid)
        unpaid[c] = owed[c] - paid
    return unpaid


def completed_buildings(p: Player) -> list[str]:
    return [card for side in (p.left, p.right) for position in side for card in position]
