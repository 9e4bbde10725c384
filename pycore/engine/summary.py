"""What a list of games or a replayed link shows about a match: who plays, which round, whose turn."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from .match import Match, game_of


class Summary(BaseModel):
    """A match at a glance. Plain text fields: the web layer shows them as text, never as HTML."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str  # game id
    game_name: str
    players: list[str]
    round: int
    turn: str | None  # the name of the player to move; None once the game is over
    status: Literal["playing", "over"]
    steps: int


def summarize(match: Match, state: Any) -> Summary:
    game = game_of(match)
    seat = game.to_move(state)
    over = game.is_over(state)
    return Summary(
        game=match.game,
        game_name=game.info.name,
        players=match.names,
        round=game.round(state),
        turn=None if over or seat is None else match.seats[seat].name,
        status="over" if over else "playing",
        steps=len(match.log),
    )


def report(match: Match, state: Any) -> dict[str, Any]:
    """JSON-ready: the summary, the header, and the scores with their breakdown (final once over)."""
    game = game_of(match)
    return {
        **summarize(match, state).model_dump(),
        "rules_version": match.rules_version,
        "options": match.options,
        "seed": match.seed,
        "seats": [seat.model_dump() for seat in match.seats],
        "scores": [score.model_dump() for score in game.scores(state)],
    }
