"""What the narration says an action touched is what the table outlines: every piece key an event
names, in real games of both games, is a piece the game's view draws and outlines when it is in
`ctx.extra["changed"]` (the keys `app.story` gives the view since the player's last turn)."""

from __future__ import annotations

import re

import pytest

from app.views import TableContext, table_view
from pycore.engine import Rng, get_game
from pycore.engine.narration import narrate

OUTLINED = re.compile(r'class="(?:[^"]* )?chg[ "]')

# (players, options) of the games played for each game: solo, two and more players, every board or variant
SETUPS = {
    "opera-magna": [(1, {"board": "base"}), (2, {"board": "eagle"}), (4, {"board": "lion"})],
    "luthier": [(1, {"automa": "journeyman"}), (2, {}), (3, {})],
}


def outlines(view, ctx: TableContext, changed: set[str]) -> int:
    ctx.extra = {"changed": changed}
    return len(OUTLINED.findall(view.render(ctx)))


def kind_of(key: str, viewer: int) -> str:
    """One check per kind of piece and whose it is (your own board or another's): `own:raw:#`, `p#:vp`."""
    return re.sub(r"\d+", "#", re.sub(rf"^p{viewer}:", "own:", key))


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_every_piece_an_event_names_is_one_the_view_draws_and_outlines(game_id: str) -> None:
    game, view = get_game(game_id), table_view(game_id)
    checked: set[str] = set()
    for seed, (players, options) in enumerate(SETUPS[game_id]):
        names = [f"Name{i}" for i in range(players)]
        state = game.new_game(names, seed, options)
        chooser = Rng.from_seed(seed ^ 0xC4A)
        while not game.is_over(state):
            events = narrate(game, state, chooser.choice(game.legal_actions(state)))
            for viewer in range(players):
                for key in sorted({p for e in events for p in e.for_viewer(viewer).pieces}):
                    if kind_of(key, viewer) in checked:
                        continue
                    ctx = TableContext(game_id, game.observation(state, viewer), [], viewer, names)
                    assert outlines(view, ctx, {key}) > outlines(view, ctx, set()), f"{key} is not drawn for seat {viewer}"
                    checked.add(kind_of(key, viewer))
    assert len(checked) > 10, checked
