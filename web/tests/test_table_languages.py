"""The games' tables in the player's language (issue 32): Opera Magna's and Luthier's own words come from the
catalogs (app/views/<game>/texts.py are catalog tables), numbers take each language's plural forms, the
pointer's verb is the language's own, and a drawing cached in one language is never shown in another."""

from __future__ import annotations

from html import unescape

from lu_positions import context as lu_context

from app import i18n, narrationwords  # noqa: F401 (narrationwords: pycore's words in the catalogs)
from app.endscreen import TEXT as END
from app.pointer import say
from app.views import TableContext
from app.views import luthier as lu_view, opera_magna as om_view
from app.views.lu.texts import BOARD
from app.views.om.svg import icon_row
from app.views.om.texts import SHOP, TAPS
from pycore.luthier.state import NEWEST
from pycore.opera_magna import GAME as GAME_OM
from pycore.luthier import GAME as LUTHIER
from pycore.opera_magna import GAME as OPERA_MAGNA




def opera_magna_table() -> str:
    state = OPERA_MAGNA.new_game(["Ada", "Bo"], 7, {"board": "base"})
    seat = OPERA_MAGNA.to_move(state)
    ctx = TableContext("opera-magna", OPERA_MAGNA.observation(state, seat), OPERA_MAGNA.legal_actions(state), seat,
                       ["Ada", "Bo"], (), {"changed": frozenset()})
    return unescape(om_view.render(ctx))


def luthier_table() -> str:
    state = LUTHIER.new_game(["Ada", "Bo"], 7, {})
    return unescape(lu_view.render(lu_context(state, LUTHIER.to_move(state))))


def test_opera_magna_table_speaks_german_and_italian(speak):
    english = opera_magna_table()
    assert "Your Shop Board" in english and "Market and Buildings" in english
    speak("de")
    german = opera_magna_table()
    assert "Dein Werkstatttableau" in german and "Markt und Gebäude" in german and "Städte" in german
    assert "Shop Board" not in german and "Market and Buildings" not in german
    speak("it")
    italian = opera_magna_table()
    assert "La tua Plancia Bottega" in italian and "Mercato ed Edifici" in italian
    assert "Shop Board" not in italian


def test_luthier_table_speaks_german_and_italian(speak):
    english = luthier_table()
    assert "Roughing bench" in english and "Orchestra" in english
    speak("de")
    german = luthier_table()
    assert "Rohbau-Werkbank" in german and "Orchester" in german and "Auszeichnungen" in german
    assert "Roughing bench" not in german and "Awards" not in german
    speak("it")
    italian = luthier_table()
    assert "Banco di sgrossatura" in italian and "Riconoscimenti" in italian
    assert "Roughing bench" not in italian


def test_a_number_takes_each_languages_plural_forms_on_the_tables(speak):
    assert [SHOP.plural("cards", n) for n in (1, 2)] == ["1 card", "2 cards"]
    speak("it")
    assert [SHOP.plural("cards", n) for n in (1, 2)] == ["1 carta", "2 carte"]
    assert BOARD.plural("with_apprentices", 2) == " con 2 apprendisti"
    assert END.plural("winners", 2, names="Ada, Bo") == "Vincitori: Ada, Bo"
    speak("de")
    assert [SHOP.plural("hand_cards", n) for n in (1, 3)] == ["1 Handelskarte", "3 Handelskarten"]
    assert BOARD.plural("with_apprentices", 1) == " mit 1 Lehrling"


def test_the_pointers_verb_is_the_languages_own_and_may_open_the_sentence(speak):
    assert say(TAPS["hint"], "touch") == "Now tap a highlighted piece." and say(TAPS["hint"], "mouse") == "Now click a highlighted piece."
    speak("de")
    assert say(TAPS["hint"], "touch") == "Tippe jetzt auf ein hervorgehobenes Teil."
    assert say(TAPS["hint"], "mouse") == "Klicke jetzt auf ein hervorgehobenes Teil."
    speak("it")
    assert say(TAPS["hint"], "touch") == "Ora tocca un pezzo evidenziato."


def test_a_drawing_cached_in_one_language_is_not_shown_in_another(speak):
    assert ">free<" in icon_row("", 0, 0)
    speak("it")
    assert ">gratis<" in icon_row("", 0, 0) and ">free<" not in icon_row("", 0, 0)
    i18n.use(i18n.SOURCE)
    assert ">free<" in icon_row("", 0, 0)


def test_the_narration_speaks_the_players_language_in_both_persons(speak):
    from pycore.engine.narration import narrate

    def first_events():
        state = OPERA_MAGNA.new_game(["Ada", "Bo"], 3, {})
        return narrate(OPERA_MAGNA, state, OPERA_MAGNA.legal_actions(state)[0].id)

    english = first_events()
    assert english[0].text == "Turn-order compensation: Ada gains 1 Lead, Lead Certificate +1"
    speak("de")
    german = first_events()
    assert german[0].text == "Ausgleich für die Zugfolge: Ada erhält 1 Blei, Zertifikat Blei +1"
    assert german[0].for_viewer(0).text == "Ausgleich für die Zugfolge: Du erhältst 1 Blei, Zertifikat Blei +1"
    assert german[1].text == "Bo ist am Zug" and german[1].for_viewer(1).text == "Du bist am Zug"
    speak("it")
    italian = first_events()
    assert italian[0].for_viewer(0).text == "Compenso per l'ordine di turno: guadagni 1 Piombo, Certificato Piombo +1"
    assert italian[1].text == "Turno di Bo" and italian[1].for_viewer(1).text == "Tocca a te"


def test_the_how_to_screens_speak_the_players_language_with_their_rule_facts(speak):
    from app.howto import render_howto, screens

    english = unescape(render_howto("opera-magna", "Opera Magna", 0))
    assert "The goal" in english and "How to play Opera Magna" in english
    rounds = [p for p in screens("opera-magna")[0].paragraphs if "rounds wins" in p]
    speak("de")
    german = unescape(render_howto("opera-magna", "Opera Magna", 0))
    assert "Das Ziel" in german and "So spielt man Opera Magna" in german and "The goal" not in german
    assert rounds and any(word.isdigit() and f"Nach {word} Runden" in german for word in rounds[0].split())
    speak("it")
    italian = unescape(render_howto("luthier", "Luthier", 1))
    assert "1. Inizio del round" in italian and "banco di sgrossatura" in italian


def test_components_named_where_the_theme_has_a_word_and_proper_names_kept(speak):
    from app.narrationwords import decision
    from app.views.lu.faces import face
    from app.views.om import rulestext
    from pycore.luthier.effects import describe
    from pycore.luthier.components import name
    from pycore.opera_magna.components import BUILDINGS

    english = (rulestext.building(GAME_OM.components, "L01"), face(NEWEST, "I01")[0], face(NEWEST, "PA01")[0], describe({"track": {"reputation": 1}}))
    assert english[0].startswith(BUILDINGS["L01"].effect.name) and english[1] == name("I01") and english[3] == "+1 Reputation"
    speak("de")
    assert rulestext.building(GAME_OM.components, "L01").startswith("Glockengießerei, Gebäude Groß")
    assert face(NEWEST, "I01")[0] == "Barockvioline" and face(NEWEST, "PA01")[0] == english[2]  # a patron keeps its proper name
    assert describe({"track": {"reputation": 1}}) == "+1 Ansehen"
    assert describe({"choose": [{"gain": {"wood": 1}}, {"gain": {"metal": 1}}]}) == "1 Holz oder 1 Metall"
    speak("it")
    assert decision("opera-magna", "merchant", "move a Merchant") == "spostare un Mercante"
    assert face(NEWEST, "I01")[0] == "Violino barocco"
