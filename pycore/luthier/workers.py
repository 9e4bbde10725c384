"""Resolving a location: reveal the stack, order the workers, take each one through its steps (SEED, R8, R9)."""

from __future__ import annotations

from ..engine.narration import say
from . import effects as fx
from .automa import automa_resolve, rival_resolve
from .components import BENCHES
from .narration import place_piece
from .state import AUTOMA as AUTOMA_SEAT
from .state import RIVAL, Activation, Decision, State, Placement


def decided(s: State, d: Decision) -> None:
    """The decision waited on is settled: take it off the queue."""
    s.decisions.pop(0)


def effective_skill(s: State, pl: Placement) -> int:
    if pl.seat < 0:
        return pl.chip
    return pl.chip + pl.apprentices + fx.skill_bonus(s.k, s.players[pl.seat], pl.specialist, pl.location)


def start_activation(s: State, seat: int | None, location: str) -> None:
    """Reveal the stack, fix each worker's skill, order them: skill, then placed first (SEED, R8)."""
    if location in BENCHES:
        workers = [pl for pl in s.placements if pl.location == location and pl.seat == seat and not pl.resolved]
    else:
        workers = [pl for pl in s.placements if pl.location == location and not pl.resolved]
    for pl in workers:
        if not pl.revealed:
            say(pl.seat, "reveal", (place_piece(pl.seat, location),), player=pl.seat, chip=pl.chip, location=location)
        pl.revealed = True
        pl.skill = effective_skill(s, pl)
    s.reveals += 1
    if seat is not None:
        say(seat, "activate", (place_piece(seat, location),), player=seat, location=location)
    workers.sort(key=lambda pl: (-pl.skill, pl.seq))
    s.activation = Activation(location=location, seat=-1 if seat is None else seat, workers=[pl.seq for pl in workers])


def placement(s: State, seq: int) -> Placement:
    for pl in s.placements:
        if pl.seq == seq:
            return pl
    raise KeyError(seq)


def unresolved(s: State, seqs: list[int]) -> list[Placement]:
    """The workers among `seqs` still on the board and not yet resolved, in that order."""
    by_seq = {pl.seq: pl for pl in s.placements if not pl.resolved}
    return [by_seq[q] for q in seqs if q in by_seq]


def step_activation(s: State) -> None:
    a = s.activation
    assert a is not None  # the driver steps an activation only while there is one
    if a.location in BENCHES:
        if unresolved(s, a.workers):
            s.decisions.append(Decision(kind="bench_work", seat=a.seat))
        else:
            s.activation = None
        return
    if a.index >= len(a.workers):
        s.activation = None
        return
    pl = placement(s, a.workers[a.index])
    if pl.seat == RIVAL:
        rival_resolve(s, pl)
        a.stage = "done"
    elif pl.seat == AUTOMA_SEAT:
        automa_resolve(s, pl)
        a.stage = "done"
    if a.stage == "bonus":
        a.stage = "action"
        if pl.skill >= s.k.C["main_board_bonus_min_skill"]:
            fx.apply_effect(s, pl.seat, s.k.C["locations"][a.location]["bonus_4plus"],
                            {"category": "powers", "why": f"bonus:{a.location}"})
            fx.check_awards(s, pl.seat)
        return
    if a.stage == "action":
        s.decisions.append(Decision(kind="work", seat=pl.seat, data={"seq": pl.seq}))
        return
    finish_worker(s, pl, a.searched)
    a.index += 1
    a.stage = "bonus"
    a.searched = False


def finish_worker(s: State, pl: Placement, searched: bool) -> None:
    """Search removes one apprentice from the game; the others return to the Market;
    the chip goes home, except on the Balcony (SEED, R8)."""
    back = pl.apprentices - (s.k.C["search"]["apprentices_removed"] if searched else 0)
    s.pool += back
    pl.apprentices = 0
    pl.resolved = True
    home = pl.location != "balcony"
    pieces = (place_piece(pl.seat, pl.location),) + ((f"p{pl.seat}:chips",) if home and pl.seat >= 0 else ()) + (("market",) if back else ())
    say(pl.seat, "worker_home" if home else "worker_stays", pieces, player=pl.seat, location=pl.location, back=back)
    if home:
        s.placements = [other for other in s.placements if other is not pl]


def worker_done(s: State) -> None:
    assert s.activation is not None  # a worker is done only while its location is being resolved
    s.activation.stage = "done"
