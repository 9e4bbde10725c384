"""A tap the rules refuse (issue 28), e.g. a stale tap after the step changed: the player reads the game's own
reason in the table's message (who must do what instead), the game and its save unchanged, and the tapped id
was looked up once."""


import pytest

from pycore.engine import IllegalAction
from pycore.engine.match import make_seat, new_match, play, replay
from pycore.engine.registry import LUTHIER, OPERA_MAGNA
from pycore.engine.save import read_entry, save_text

from app import i18n, narrationwords  # noqa: F401 (narrationwords: pycore's words in the catalogs)
from app.markup import esc
from app.storage import SAVE_PREFIX, MemoryStore
from fakes import FakePage, shell_app




def opened(game_id: str, seed: int = 7):
    kv = MemoryStore()
    match = new_match(game_id, [make_seat("Ada"), make_seat("Cy", "bot", "normal")], seed)
    kv.set(SAVE_PREFIX + "g", save_text(match, replay(match), "2026-12-01T00:00:00+00:00"))
    page = FakePage()
    app = shell_app(page, kv)
    app.dispatcher.dispatch("open:g")
    return app, page, kv


def message(page: FakePage) -> str:
    start = page.html.index('class="message" role="alert"')
    return page.html[start:page.html.index("</p>", start)]


def test_a_refused_tap_shows_the_games_reason_who_must_do_what():
    app, page, kv = opened(OPERA_MAGNA)
    saved = kv.get(SAVE_PREFIX + "g")
    app.dispatcher.dispatch("act:market:1")  # Ada is to choose her Raw Good first
    assert esc("That is not possible now: Ada must choose a Raw Good to gain.") in message(page)
    assert "not a legal action" not in page.html and "market:1" not in message(page)  # no internal id shown
    assert len(app.session.match.log) == 0 and kv.get(SAVE_PREFIX + "g") == saved


def test_a_refused_luthier_tap_says_what_the_decision_is():
    app, page, kv = opened(LUTHIER)
    while app.session.to_move() != 0:  # the bot keeps its setup card first
        assert page.run_timers(limit=1)
    app.dispatcher.dispatch("act:pass")
    assert esc("That is not possible now: Ada must keep one card of their setup deal.") in message(page)
    assert len(read_entry(kv.get(SAVE_PREFIX + "g")).match.log) == len(app.session.match.log)


def test_a_tap_looks_its_id_up_once():
    app, page, _ = opened(OPERA_MAGNA)
    game, state = app.session.game, app.session.state  # the table's state, played in place
    tapped = game.legal_actions(state)[0].id
    lookups = []
    for name in ("index_of", "find"):
        original = getattr(game, name)

        def counted(on, move, _name=name, _original=original):
            if move == tapped and on is state:  # not the only-choice check's trial copy
                lookups.append(_name)
            return _original(on, move)

        setattr(game, name, counted)
    try:
        app.dispatcher.dispatch("act:" + tapped)
    finally:
        del game.index_of, game.find
    assert lookups == ["index_of"] and len(app.session.match.log) >= 1


@pytest.mark.parametrize("lang, reason", [
    ("it", "Ora non si può: Ada, devi scegliere una Merce grezza da ottenere."),
    ("de", "Das geht jetzt nicht: Ada, du musst eine Rohware zum Erhalten wählen."),
])
def test_a_refused_tap_gives_the_games_reason_in_the_players_language(speak, lang, reason):
    app, page, kv = opened(OPERA_MAGNA)
    speak(lang)
    app.dispatcher.dispatch("act:market:1")
    assert esc(reason) in message(page) and "must" not in message(page)
    assert len(app.session.match.log) == 0


@pytest.mark.parametrize("lang, reason", [
    ("it", "Ora non si può: Ada, devi tenere una carta della tua mano iniziale."),
    ("de", "Das geht jetzt nicht: Ada, du musst eine Karte deiner Startauslage behalten."),
])
def test_a_refused_luthier_tap_says_the_decision_in_the_players_language(speak, lang, reason):
    app, page, _ = opened(LUTHIER)
    while app.session.to_move() != 0:
        assert page.run_timers(limit=1)
    speak(lang)
    app.dispatcher.dispatch("act:pass")
    assert esc(reason) in message(page)


@pytest.mark.parametrize("lang", ["it", "de"])
def test_a_refusal_stays_english_for_the_command_line_whatever_the_language(speak, lang):
    match = new_match(OPERA_MAGNA, [make_seat("Ada"), make_seat("Bo")], 7)
    speak(lang)
    with pytest.raises(IllegalAction) as refused:
        play(match, replay(match), "market:1")
    assert str(refused.value) == "That is not possible now: Ada must choose a Raw Good to gain."
    assert refused.value.said() != str(refused.value)
