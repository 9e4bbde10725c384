"""The shell's screens as plain HTML: the table around a view, the fallback list, history, privacy, end
screen, Continue list; and names from players or links are text everywhere, never markup."""

import json
import re
from html.parser import HTMLParser

from pycore.bots import get_bot
from pycore.engine.rng import Rng

from pycore.engine.match import Seat, new_match, replay
from pycore.engine.save import save_text

from app.endscreen import render_end, score_chart
from app.saved import render_saved, render_saved_loading
from app.session import Session
from app.share import share_text
from app.storage import MemoryStore, SaveStore
from app.table import Screen, render_privacy, render_table, table_context
from app.views import fallback

EVIL = "<img src=x onerror=alert(1)>"


class Page(HTMLParser):
    def __init__(self, html: str) -> None:
        super().__init__()
        self.tags, self.text, self.actions, self.attrs = [], [], [], []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs += attrs
        self.actions += [v for k, v in attrs if k == "data-action"]

    def handle_data(self, data):
        self.text.append(data)

    @property
    def all_text(self) -> str:
        return " ".join(self.text)


def hot_seat(game_id="opera-magna", names=(EVIL, "Bo"), seed=3) -> Session:
    match = new_match(game_id, [Seat(name=n) for n in names], seed)
    return Session("g1", match, replay(match))


def play(s: Session, count: int) -> None:
    for _ in range(count):
        if s.is_over():
            return
        s.act(s.game.legal_actions(s.state)[0].id)


def no_markup_from_names(page: Page) -> None:
    assert "img" not in page.tags
    assert not any(name.startswith("on") for name, _ in page.attrs)


def test_the_fallback_table_has_one_button_per_legal_action_and_nothing_else_to_tap():
    s = hot_seat()
    ctx = table_context(s, Screen(plain=True))
    page = Page(fallback.render(ctx))
    assert page.actions == [f"act:{a.id}" for a in s.game.legal_actions(s.state)]
    assert all(a.label in page.all_text for a in ctx.legal)


def test_the_table_shows_players_whose_turn_and_the_tools_with_names_as_text():
    s = hot_seat()
    play(s, 6)
    html = render_table(s, Screen(show_log=True, plain=True))
    page = Page(html)
    no_markup_from_names(page)
    assert page.all_text.count(EVIL) >= 3  # players strip, status or last action, log
    assert {"undo:", "log:", "share:", "home:", "plain:"} <= set(page.actions)
    assert [a for a in page.actions if a.startswith("hist:")][-6:] == [f"hist:{n}" for n in range(1, 7)]
    seats = [value for name, value in page.attrs if name == "data-seat"]
    assert seats[:2] == ["0", "1"]


def test_while_looking_at_the_history_nothing_can_be_played():
    s = hot_seat()
    play(s, 4)
    s.step_history("first")
    page = Page(render_table(s, Screen(plain=True)))
    assert not [a for a in page.actions if a.startswith("act:")]
    assert "hist:present" in page.actions
    assert "after step 0 of 4" in page.all_text


def test_the_privacy_screen_names_the_next_player_as_text_and_hides_the_table():
    s = hot_seat(names=("Ada", EVIL))
    s.viewer = 0
    while s.to_move() == 0:
        play(s, 1)
    page = Page(render_privacy(s))
    no_markup_from_names(page)
    assert f"Pass to {EVIL}" in page.all_text
    assert page.actions == ["privacy:", "share:", "home:"]  # show the table, send the game without seeing it (issue 29), or go back (issue 14)
    assert "board" not in " ".join(v or "" for _, v in page.attrs)


def test_the_end_screen_has_each_category_each_player_and_a_chart_line_per_player():
    s = hot_seat()
    while not s.is_over():
        play(s, 1)
    scores = s.scores()
    page = Page(render_end(s, scores))
    no_markup_from_names(page)
    for category in scores[0].breakdown:
        assert category in page.all_text
    for score in scores:
        assert str(score.total) in page.all_text
    assert page.tags.count("polyline") == len(s.names)
    assert "svg" in page.tags
    whole = Page(render_table(s, Screen(plain=True)))
    assert not [a for a in whole.actions if a.startswith("act:")]


def test_the_end_screen_is_shown_once_with_the_board_view():
    """Issue 14, bug 6: the final scores once (the end screen's breakdown), not again in the board's status."""
    s = hot_seat()
    while not s.is_over():
        play(s, 1)
    html = render_table(s, Screen())
    assert 'data-game="opera-magna"' in html  # the board view, not the plain list
    assert html.count("<table") == 1 and html.count('id="end"') == 1
    assert html.count("Score breakdown") == 1


def solo_luthier(finished: bool) -> Session:
    """A solo Luthier game against the automa, played by the greedy bot, to the end or into round 3."""
    s = Session("g1", new_match("luthier", [Seat(name="Ada")], 8), None)
    s.state = replay(s.match)
    while not s.is_over() and (finished or s.game.round(s.state) < 3):
        s.act(get_bot("greedy")(s.game, s.state, Rng.from_seed(len(s.match.log))).id)
    return s


def test_solo_luthier_the_automa_has_a_line_and_a_legend_entry_in_the_chart_and_a_place_in_the_strip():
    """Issue 14, bug 7: the automa won with 47 yet had no line, no legend entry and no chip."""
    s = solo_luthier(finished=True)
    automa = next(score for score in s.scores() if score.seat >= len(s.names))
    page = Page(render_table(s, Screen()))
    assert page.tags.count("polyline") == 2
    legend = render_end(s, s.scores()).split('class="legend"')[1]
    assert automa.name in legend and "Ada" in legend
    strip = render_table(s, Screen()).split('aria-label="Players"')[1].split("</ol>")[0]
    assert automa.name in strip and f'data-seat="{automa.seat}"' in strip
    assert f'<span class="player-score" title="points now">{automa.total}</span>' in strip


def test_solo_luthier_the_chip_shows_the_prestige_the_board_shows():
    """Issue 14, bug 7: the chip said -4 (the score if the game ended now) while the panel said -2 prestige."""
    s = solo_luthier(finished=False)
    obs = s.game.observation(s.state, 0)
    strip = render_table(s, Screen()).split('aria-label="Players"')[1].split("</ol>")[0]
    chips = re.findall(r'data-seat="(\d+)">.*?class="player-score" title="points now">(-?\d+)<', strip)
    shown = {int(seat): int(points) for seat, points in chips}
    assert shown == {0: obs["players"][0]["prestige"], 1: obs["automa"]["prestige"]}
    assert any(score.total != shown[score.seat] for score in s.scores())  # the two figures differ here


def test_the_chart_scales_negative_scores_inside_the_picture():
    svg = score_chart([(0, [0, -5]), (1, [10, -8])], ["A", "B"], ["red", "blue"])
    page = Page(svg)
    ys = [float(v) for name, v in page.attrs if name == "cy"]
    assert all(0 <= y <= 240 for y in ys)


def test_the_share_text_is_plain_text_with_the_name_as_typed():
    s = hot_seat(names=(EVIL, "Bo"))
    text = share_text(s)
    assert EVIL in text and "&lt;" not in text
    page = Page(render_table(s, Screen(share_url="http://x/#1abc", share_note="Copy this link: " + text, plain=True)))
    no_markup_from_names(page)
    assert EVIL in page.all_text


def test_the_continue_list_shows_each_game_and_an_unreadable_entry_with_its_problem():
    store = SaveStore(MemoryStore())
    s = hot_seat(names=(EVIL, "Bo"))
    play(s, 3)
    store.put("a", save_text(s.match, s.state, "2026-11-29T10:00:00+00:00"))
    store.put("b", save_text(s.match, s.state, "2026-11-27T10:00:00+00:00")[:60])  # cut short: damaged
    other = json.loads(save_text(s.match, s.state, "2026-11-28T10:00:00+00:00"))
    other["match"]["rules_version"] = "om-0"
    store.put("c", json.dumps(other))
    games = store.games()
    assert [g.id for g in games] == ["a", "c", "b"]
    page = Page(render_saved(games))
    no_markup_from_names(page)
    assert "open:a" in page.actions and "open:b" not in page.actions and "open:c" not in page.actions
    assert {"export:b", "delete:b", "export:c", "delete:c"} <= set(page.actions)
    assert "rules version om-0" in page.all_text and "damaged" in page.all_text
    assert "Round 1" in page.all_text and "2026-11-29 10:00" in page.all_text


def test_before_the_saves_can_be_read_the_continue_section_says_how_many_are_loading():
    assert render_saved_loading(0) == render_saved([])
    loading = Page(render_saved_loading(2))
    assert "Loading 2 saved games" in loading.all_text and not loading.actions


def test_what_was_done_for_the_player_is_said_under_the_status():
    s = hot_seat()
    html = render_table(s, Screen(done_for_you=("Keep it for later",)))
    assert "Done for you, as it was your only choice: Keep it for later." in Page(html).all_text
    assert "Done for you" not in render_table(s, Screen())


def test_the_home_screen_drawn_before_the_saves_are_counted_says_it_is_looking_for_them():
    """index.html's home screen (app.firstscreen at build time) cannot know this browser's saves."""
    from app.firstscreen import render_first_home

    page = Page(render_first_home(None))
    assert "Looking for your saved games" in page.all_text
    assert {"new:", "new:opera-magna", "new:luthier", "toggle:opera-magna", "toggle:luthier"} <= set(page.actions)
    assert not any(action.startswith(("open:", "export:", "delete:")) for action in page.actions)
    assert "Loading 3 saved games" in Page(render_first_home(3)).all_text
