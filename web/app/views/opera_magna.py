"""Opera Magna's table: the board as SVG, played by tapping the pieces (issue 6).

`render(ctx)` draws everything a player at the table can see: Cities, Market and decks, the
Building display, the Opera, every Shop Board, and the hand of the player whose screen it is.
Each legal action is reached by tapping what it acts on (see `om.taps` for the paths);
`select(ctx, token)` records a step of a multi-tap choice.
"""

from __future__ import annotations

from app.markup import tag

from pycore.opera_magna.observation_types import Observation

from .om.cities import cities_section
from .om.operaboard import opera_section
from .om.rulesmode import is_rules_mode, rules_selection, rules_taps
from .om.seats import Seats
from .om.shop import players_section
from .om.status import rules_reference, status_bar
from .om.supply import supply_section
from .om.taps import Taps, next_selection, taps
from . import TableContext
from .om.texts import END_ROWS as SCORE_ROWS  # noqa: F401 (the end screen's, app.endscreen)


def wants_by_position(observation: Observation) -> dict[str, str]:
    return {site["position"]: site["wants"] for site in observation["opera"]}


def current_taps(ctx: TableContext[Observation]) -> Taps | None:
    """What may be tapped on this screen now: in rules mode every piece; else nothing unless it is this
    seat's decision."""
    obs = ctx.observation
    if is_rules_mode(tuple(ctx.selection)):
        return rules_taps(tuple(ctx.selection))
    if not ctx.legal or obs["over"] or ctx.seat is None or obs["to_move"] != ctx.seat:
        return None
    return taps(ctx.legal, tuple(ctx.selection), wants_by_position(obs))


def render(ctx: TableContext[Observation]) -> str:
    obs = ctx.observation
    seats = Seats.of(ctx)
    now = current_taps(ctx)
    changed = set(ctx.extra.get("changed", ()))  # what the events since this seat's last turn touched (app.story)
    classes = "om-table" + (" choosing" if now and now.selection and now.notes is None else "")
    board = (
        cities_section(ctx.k, obs, now, changed, seats)
        + supply_section(ctx.k, obs, now, changed)
        + opera_section(ctx.k, obs, now, changed, seats)
        + players_section(ctx.k, obs, now, changed, seats, ctx.seat)
    )
    return tag("div", status_bar(obs, now, seats, ctx.seat, ctx.extra.get("pointer")) + tag("div", board, class_="om-board")
               + rules_reference(ctx.k, obs), class_=classes, data_game=ctx.game_id)


def select(ctx: TableContext[Observation], token: str) -> tuple[str, ...]:
    rules = rules_selection(token)
    if rules is not None:
        return rules
    return next_selection(ctx.legal, tuple(ctx.selection), token, wants_by_position(ctx.observation))
