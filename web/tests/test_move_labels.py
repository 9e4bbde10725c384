"""The moves' labels in the player's language (issue 32): pycore gives each label as a template of its game's
table with named parameters (pycore.engine.labels), the web app says it from the catalogs on the buttons, the
plain list and the History's steps, with the components' names translated too; in English it is the text the
command line prints, unchanged."""

from __future__ import annotations

import random
from html import unescape

import pytest

from app import i18n, narrationwords  # noqa: F401 (narrationwords: pycore's words in the catalogs)
from app.session import Session
from app.views import TableContext
from app.views.fallback import action_buttons
from pycore.engine.labels import Label, said_label
from pycore.engine.match import Seat, new_match, replay
from pycore.engine.registry import all_games
from pycore.luthier.labels import LABELS as LUTHIER_LABELS
from pycore.opera_magna.labels import LABELS as OPERA_MAGNA_LABELS


TABLES = {"opera-magna": OPERA_MAGNA_LABELS, "luthier": LUTHIER_LABELS}



def labels_of_random_games(seeds: range = range(3), steps: int = 300) -> list[tuple[str, Label]]:
    """Every label offered in a few random games of each game (2 and 3 players)."""
    found: list[tuple[str, Label]] = []
    for game in all_games():
        for players in (2, 3):
            for seed in seeds:
                state = game.new_game([f"P{i}" for i in range(players)], seed)
                rng = random.Random(seed)
                for _ in range(steps):
                    if game.is_over(state):
                        break
                    legal = game.legal_actions(state)
                    found += [(game.info.id, move.label) for move in legal]
                    game.apply(state, rng.choice(legal))
    return found


def test_every_move_label_is_a_template_of_its_games_labels_table_said_in_english():
    labels = labels_of_random_games()
    assert {game for game, _ in labels} == set(TABLES)
    for game, label in labels:
        assert isinstance(label, Label), f"{game}: {label!r} is not a template of the game's labels"
        assert label.labels is TABLES[game] and label.key in TABLES[game].templates
        assert said_label(label) == str(label)  # no language installed: the English as built



@pytest.mark.parametrize("lang", ["it", "de"])
def test_the_labels_speak_the_players_language_with_translated_names(speak, lang):
    labels = labels_of_random_games(range(2), 200)
    english = {label.key: str(label) for _, label in labels}
    speak(lang)
    said = {label.key: label.said() for _, label in labels}
    for key in ("gain_raw", "merchant", "market", "card_cost"):  # Opera Magna's
        assert said[key] != english[key], key
    assert "Trade Card" not in said["market"] and "Raw Goods" not in said["market"]
    for key in ("place", "buy", "take", "activate", "bench_done"):  # Luthier's
        assert said[key] != english[key], key
    assert "Chip #" not in said["place"]
    # a component's name goes through the name translation: Luthier's locations, Opera Magna's Goods
    assert {"Guild", "Salon", "Balcony"}.isdisjoint(said["activate"].split())


def test_a_label_built_while_a_language_is_in_use_keeps_its_english(speak):
    """Moves are shared between positions (`shared_move`) and built once: a translation is said when read."""
    speak("de")
    game = all_games()[0]
    state = game.new_game(["Ada", "Bo"], 11)
    labels = [move.label for move in game.legal_actions(state)]
    assert all(label.isascii() for label in labels)
    assert any(label.said() != label for label in labels)


def test_the_plain_list_shows_the_labels_in_german(speak):
    game = all_games()[1]
    state = game.new_game(["Ada", "Bo"], 3)
    seat = game.to_move(state)
    ctx = TableContext(game.info.id, game.observation(state, seat), game.legal_actions(state), seat, ["Ada", "Bo"], (), {})
    english = unescape(action_buttons(ctx))
    speak("de")
    german = unescape(action_buttons(ctx))
    assert "Keep " in english and "Keep " not in german and "Behalte " in german


def test_the_historys_steps_are_told_again_in_the_new_language(speak):
    match = new_match("luthier", [Seat(name="Ada"), Seat(name="Bo")], 5)
    session = Session("s", match, replay(match))
    for _ in range(3):
        session.act(session.game.legal_actions(session.state)[0].id)
    assert session.log()[0].label.startswith("Keep ")
    speak("it")
    assert session.log()[0].label.startswith("Tieni ")
