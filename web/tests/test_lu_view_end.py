"""A solo Luthier game ends with the automa ranked beside the player: the end screen names it."""

from pycore.engine.match import Seat, new_match, replay

from app.endscreen import render_end
from app.session import Session


def test_the_end_screen_of_a_solo_game_names_the_automa_that_is_not_a_seat():
    match = new_match("luthier", [Seat(name="Solo")], 8)
    s = Session("g1", match, replay(match))
    while not s.is_over():
        s.act(s.game.legal_actions(s.state)[0].id)
    scores = s.scores()
    automa = next(sc for sc in scores if sc.seat >= len(s.names))
    html = render_end(s, scores)
    assert automa.name in html and "Solo" in html
