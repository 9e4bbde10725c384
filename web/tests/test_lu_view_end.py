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


def test_the_luthier_end_screen_speaks_of_prestige_and_names_every_row_in_words_with_no_empty_header():
    """Issue 31, item 5: rows read like keys ("tracks", "powers", "award ranking"), the ranking said "points"
    where the game says prestige, and the breakdown's corner header was empty (axe: empty-table-header)."""
    from html.parser import HTMLParser

    from pycore.luthier.scoring import END_CATEGORIES, PLAY_CATEGORIES

    from app.views.lu.texts import END_ROWS

    match = new_match("luthier", [Seat(name="Ada"), Seat(name="Bo")], 8)
    s = Session("g1", match, replay(match))
    while not s.is_over():
        s.act(s.game.legal_actions(s.state)[0].id)
    html = render_end(s, s.scores())

    class Cells(HTMLParser):
        def __init__(self):
            super().__init__()
            self.cells, self.inside = [], None

        def handle_starttag(self, tag, attrs):
            if tag in ("th", "td"):
                self.inside = (tag, dict(attrs).get("scope"))
                self.cells.append([self.inside, ""])

        def handle_endtag(self, tag):
            self.inside = None

        def handle_data(self, data):
            if self.inside:
                self.cells[-1][1] += data

    cells = Cells()
    cells.feed(html)
    headers = [text for (tag, _), text in cells.cells if tag == "th"]
    row_labels = [text for (tag, scope), text in cells.cells if scope == "row"]
    assert all(text.strip() for text in headers)
    assert set(PLAY_CATEGORIES + END_CATEGORIES) <= set(END_ROWS)
    assert [label for label in row_labels if label in PLAY_CATEGORIES + END_CATEGORIES] == []
    assert "Top steps of the tracks" in row_labels and "Powers and gifts" in row_labels
    assert " prestige</span>" in html and " points</span>" not in html
