"""Final scoring (§2.15): prestige scored during play by category, then the game-end categories."""

from __future__ import annotations

from ..engine.components import Components
from ..engine.game import Score
from . import effects as fx
from .automa import solo_automa
from .components import END_CATEGORIES, PLAY_CATEGORIES, SECTIONS
from .state import State, Player



def place_share(values: dict[int, int], seat: int, points: list[int], minimum: int = 1) -> int:
    """`seat`'s points when seats are ranked by value (at least `minimum` to score); tied seats add the
    places they cover and split the points, rounded down (§2.7)."""
    mine = values[seat]
    if mine < minimum:
        return 0
    above = sum(1 for v in values.values() if v > mine)
    tied = sum(1 for v in values.values() if v == mine)
    return sum(points[above : above + tied]) // tied


def _count_key(n: int) -> str:
    return "3-4p" if n >= 3 else "2p"


def orchestra_places(k: Components, players: int) -> list[int]:
    """What a section of the Orchestra pays by place at this player count: first (and second) place; solo, the
    first seat, against the rival family."""
    if players == 1:
        return [k.SOLO["orchestra_first_seat_points"]]
    return k.C["orchestra"]["points"][_count_key(players)]  # the table itself: the bots score seats by the thousand


def orchestra_points(s: State, seat: int) -> int:
    """One seat's Orchestra points (a player rates one seat by the thousand: the bots)."""
    n = len(s.players)
    points = orchestra_places(s.k, n)
    if n == 1:
        p, bot = s.players[0], solo_automa(s)
        return sum(points[0] for sec in SECTIONS
                   if p.seats[sec] >= s.k.C["orchestra"]["min_markers"] and p.seats[sec] >= bot.seats[sec])
    return sum(place_share({i: p.seats[sec] for i, p in enumerate(s.players)}, seat, points, s.k.C["orchestra"]["min_markers"])
               for sec in SECTIONS)


def orchestra(s: State) -> dict[int, int]:
    return {seat: orchestra_points(s, seat) for seat in range(len(s.players))}


def award_places(k: Components, players: int) -> list[int]:
    """What an award pays at the end by place in its count at this player count: first (and second) place;
    solo, reaching its threshold."""
    if players == 1:
        return [k.C["awards"]["points"]["solo_threshold"]]
    return k.C["awards"]["points"][_count_key(players)]


def award_points(s: State, seat: int) -> int:
    """One seat's award ranking points."""
    k = s.k
    n = len(s.players)
    points = award_places(k, n)
    total = 0
    for a in s.awards:
        aw = k.AWARDS[a]
        if n == 1:
            if fx.counter(k, s.players[0], aw["criterion"]) >= aw["threshold"]:
                total += points[0]
            continue
        values = {i: fx.counter(k, p, aw["criterion"]) for i, p in enumerate(s.players)}
        total += place_share(values, seat, points, k.C["awards"]["ranking_min_count"])
    return total


def award_ranking(s: State) -> dict[int, int]:
    return {seat: award_points(s, seat) for seat in range(len(s.players))}


def objective(k: Components, p: Player) -> int:
    if p.objective is None:
        return 0
    o = k.OBJECTIVES[p.objective]
    return o["prestige"] if fx.counter(k, p, o["condition"]) >= o["condition"]["gte"] else 0


def unsatisfied_penalty(k: Components, p: Player) -> int:
    """C2: an unsatisfied patron that has given at least one gift costs its leave penalty at game end."""
    return -sum(k.PATRONS[slot.card]["leave_penalty"] for slot in p.patrons if slot.gifts >= 1)


def breakdown(s: State, seat: int) -> dict[str, int]:
    """One seat's score if the game ended now, by category."""
    k = s.k
    p = s.players[seat]
    b = {cat: p.ledger.get(cat, 0) for cat in PLAY_CATEGORIES}
    b["orchestra"] = orchestra_points(s, seat)
    b["award ranking"] = award_points(s, seat)
    b["objective"] = objective(k, p)
    b["reputation"] = k.C["tracks"]["reputation"]["end_points"][p.tracks["reputation"]]
    b["money"] = (p.money + p.inspiration) // k.C["endgame"]["money_plus_inspiration_per_prestige"]
    b["unsatisfied patrons"] = unsatisfied_penalty(k, p)
    return b


def breakdowns(s: State) -> list[dict[str, int]]:
    return [breakdown(s, seat) for seat in range(len(s.players))]


def scores(s: State) -> list[Score]:
    """Scores as if the game ended now; ranked by total, then Reputation, then money + inspiration.
    Solo: the automa is listed after the player; the player wins only with strictly more (R24)."""
    result = []
    for seat, b in enumerate(breakdowns(s)):
        result.append(Score(seat=seat, name=s.players[seat].name, total=sum(b.values()), breakdown=b))
    if s.automa is not None:
        result[0].breakdown["difficulty"] = 0  # the automa's per-round bonus: a row in both columns
        bot_breakdown = {cat: s.automa.ledger.get(cat, 0) for cat in PLAY_CATEGORIES + END_CATEGORIES}
        bot_breakdown["difficulty"] = s.automa.ledger.get("difficulty", 0)
        bot = Score(seat=1, name="Rival family (automa)", total=s.automa.prestige, breakdown=bot_breakdown)
        won = result[0].total > bot.total
        result[0].rank, bot.rank = (1, 2) if won else (2, 1)
        return result + [bot]
    keys = {sc.seat: (sc.total, s.players[sc.seat].tracks["reputation"], s.players[sc.seat].money + s.players[sc.seat].inspiration)
            for sc in result}
    for sc in result:
        sc.rank = 1 + sum(1 for other in keys.values() if other > keys[sc.seat])
    return result



def measures(s: State) -> list[dict[str, int]]:
    """What the bot arena reports per player besides the score: instruments finished."""
    return [{"instruments finished": len(p.finished)} for p in s.players]
