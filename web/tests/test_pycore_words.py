"""pycore's own words inside the narration, in the player's language (issue 32): the final score's categories
(`breakdown_words`) and why a Luthier gain happened ("Salon bonus", a patron's gift), told from codes and the
games' word tables, never English glued in; the command line keeps its English."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import i18n, narrationwords  # noqa: F401 (narrationwords: pycore's words in the catalogs)
from pycore.engine.narration import narrate
from pycore.engine.registry import get_game


GOLDEN = Path(__file__).resolve().parents[2] / "tests" / "golden"



def told(name: str) -> list[str]:
    """Every event of a golden game as its first seat reads it."""
    record = json.loads((GOLDEN / name).read_text())
    game = get_game(record["game"], record["rules_version"])
    state = game.new_game(record["players"], record["seed"], record["options"])
    return [event.for_viewer(0).text for action in record["actions"] for event in narrate(game, state, action)]


@pytest.mark.parametrize("name, english, words", [
    ("luthier-lu-4-2p-seed21.json", "reputation", {"it": "reputazione", "de": "Ansehen"}),
    ("opera-magna-om-6-2p-seed12.json", "Points track", {"it": "Tracciato PV", "de": "SP-Leiste"}),
])
@pytest.mark.parametrize("lang", ["it", "de"])
def test_the_final_scores_categories_are_told_in_the_players_language(speak, name, english, words, lang):
    assert any(english in line for line in told(name) if line.startswith("Your final score"))
    speak(lang)
    finals = [line for line in told(name) if words[lang] in line]
    assert finals and not any(english in line for line in finals)


@pytest.mark.parametrize("lang, bonus", [("it", "Bonus Gilda: "), ("de", "Bonus Gilde: ")])
def test_why_a_luthier_gain_happened_is_told_in_the_players_language(speak, lang, bonus):
    assert any(line.startswith("Guild bonus: you gain") for line in told("luthier-lu-4-2p-seed21.json"))
    speak(lang)
    lines = told("luthier-lu-4-2p-seed21.json")
    assert any(line.startswith(bonus) for line in lines)
    assert not any(" bonus: " in line or "'s gift" in line for line in lines)


@pytest.mark.parametrize("game, key, english, words", [
    ("luthier", 3, "Tap Stradivari cello.", {"it": "Tocca Violoncello Stradivari.", "de": "Tippe auf Stradivari-Cello."}),
    ("luthier", 7, "it goes to the roughing bench.", {"it": "va sul banco di sgrossatura.", "de": "Es geht auf die Rohbau-Werkbank."}),
    ("opera-magna", 3, "Tap the Bell,", {"it": "Tocca Campana,", "de": "Tippe auf Glocke,"}),
])
@pytest.mark.parametrize("lang", ["it", "de"])
def test_a_guided_steps_parameters_are_said_in_the_players_language(speak, game, key, english, words, lang):
    """A step's parameters are ids said by their kind ("{name:card}"), so its names and words follow the sentence."""
    from pycore.engine.tutorial import get_script

    script = get_script(game)
    step = script.steps[key]
    assert english in script.say(step.text, step.params)
    speak(lang)
    assert words[lang] in script.say(step.text, step.params)


@pytest.mark.parametrize("game", ["luthier", "opera-magna"])
def test_the_guided_games_learner_is_you_in_the_players_language_and_in_the_link_as_written(speak, game):
    from app.session import Session
    from pycore.engine.match import replay
    from pycore.engine.tutorial import get_script

    match = get_script(game).new_match()
    session = Session("s", match, replay(match))
    assert session.names[0] == "You"
    speak("de")
    assert session.names[0] == "Du" and session.match.seats[0].name == "You"
    speak("it")
    assert session.names[0] == "Tu"


@pytest.mark.parametrize("lang, one, many", [("it", "+1 apprendista", "apprendisti"), ("de", "+1 Lehrling", "Lehrlinge")])
def test_one_apprentice_is_said_in_the_singular_in_the_players_language(speak, lang, one, many):
    """A counted word takes the language's plural forms ("+1 apprendista"); the English keeps its "+1 apprentices"."""
    english = told("luthier-lu-4-2p-seed21.json")
    assert any("+1 apprentices" in line for line in english)
    speak(lang)
    lines = told("luthier-lu-4-2p-seed21.json")
    assert any(one in line for line in lines)
    assert not any(f"+1 {many}" in line for line in lines)


@pytest.mark.parametrize("lang, words", [("it", "Questo non è il link di una partita di Atelier."),
                                         ("de", "Das ist kein Link zu einer Partie von Atelier.")])
def test_a_bad_links_message_is_said_in_the_players_language_and_english_on_the_command_line(speak, lang, words):
    from pycore.engine import BadLink
    from pycore.engine.link import decode_link

    with pytest.raises(BadLink) as refused:
        decode_link("#zzz")
    assert str(refused.value) == "This is not an Atelier game link." == refused.value.said()
    speak(lang)
    assert refused.value.said() == words and str(refused.value) == "This is not an Atelier game link."


@pytest.mark.parametrize("lang, words", [("it", "parte mancante o errata: i giocatori."), ("de", "fehlend oder falsch: die Spieler.")])
def test_a_damaged_saves_message_names_the_damaged_part_in_the_players_language(speak, lang, words):
    from pycore.engine import BadLink
    from pycore.engine.save import load_save, save_text
    from pycore.engine.match import Seat, new_match, replay

    match = new_match("luthier", [Seat(name="Ada"), Seat(name="Bo")], 3)
    text = save_text(match, replay(match), "2026-12-03T17:00:00Z")
    broken = text.replace('"seats":', '"seats": 7, "was":', 1)
    with pytest.raises(BadLink) as refused:
        load_save(broken)
    assert "its players is missing or wrong" in str(refused.value)
    speak(lang)
    assert refused.value.said().endswith(words)


def test_the_loading_and_error_screens_words_are_drawn_in_each_language_at_build_time(compiled):
    """index.html's own screens show before Python runs: the build fills them in English and writes a template
    per other language (web/early.js puts the player's words in place of every `data-say` element)."""
    import build_site
    from app.pagewords import TEXT

    words = build_site.page_words(compiled)
    page = (Path(__file__).resolve().parents[1] / "index.html").read_text()
    for key in TEXT:
        if key == "noscript":  # written in every language at once: nothing runs to choose one
            continue
        assert "{{say:" + key + "}}" in page and words[f"say:{key}"] == TEXT.messages[key]
        if key != "description":  # an attribute (early.js sets it from the template), not an element's text
            assert f'data-say="{key}"' in page
    assert '<template class="page-words" data-lang="it">' in words["PAGE_WORDS"] and "Scarico Python" in words["PAGE_WORDS"]
    assert '<template class="page-words" data-lang="de">' in words["PAGE_WORDS"] and "Neu laden" in words["PAGE_WORDS"]
    assert "zwei anspruchsvolle Eurogames" in words["PAGE_WORDS"]  # the page's description, set by early.js
    assert "<noscript>{{NOSCRIPT}}</noscript>" in page
    assert words["NOSCRIPT"] == ('<p class="error-text" lang="en">Atelier needs JavaScript to run Python in your browser.</p>'
                                 '<p class="error-text" lang="de">Atelier braucht JavaScript, um Python in deinem Browser '
                                 'auszuführen.</p><p class="error-text" lang="it">Atelier ha bisogno di JavaScript per '
                                 'eseguire Python nel tuo browser.</p>')


@pytest.mark.parametrize("lang, touch, mouse", [("it", "Tocca il Mercato, poi toccalo.", "Clicca il Mercato, poi cliccalo."),
                                                ("de", "Tippe auf den Markt.", "Klicke auf den Markt.")])
def test_a_guided_games_touch_verb_becomes_the_mouse_verb_in_the_players_language(speak, lang, touch, mouse):
    from app.pointer import MOUSE, TOUCH, reword

    speak(lang)
    assert reword(touch, MOUSE) == mouse and reword(touch, TOUCH) == touch


# Each language's forms of the Goods and materials, one and many, as its catalog writes them.
COUNTED = {
    "de": {"lead": ("Blei", "Blei"), "wood": ("Holz", "Holz"), "marble": ("Marmor", "Marmor"), "sand": ("Sand", "Sand"),
           "bell": ("Glocke", "Glocken"), "planks": ("Brett", "Bretter"), "column": ("Säule", "Säulen"),
           "glass": ("Glas", "Glas"),
           "lu.animal": ("Tiermaterial", "Tiermaterial"), "lu.wood": ("Holz", "Holz"), "lu.metal": ("Metall", "Metall")},
    "it": {"lead": ("Piombo", "Piombo"), "wood": ("Legno", "Legno"), "marble": ("Marmo", "Marmo"),
           "sand": ("Sabbia", "Sabbia"), "bell": ("Campana", "Campane"), "planks": ("Asse", "Assi"),
           "column": ("Colonna", "Colonne"), "glass": ("Vetro", "Vetri"),
           "lu.animal": ("materiale animale", "materiali animali"), "lu.wood": ("legno", "legno"),
           "lu.metal": ("metallo", "metallo")},
}


@pytest.mark.parametrize("lang", ["de", "it"])
def test_a_number_of_goods_or_materials_agrees_with_its_noun(speak, lang):
    """"1 Brett", "2 Bretter": a counted Good or material takes its language's form for one or for many."""
    from pycore.luthier.effects import describe
    from pycore.opera_magna.components import RAW, REFINED
    from pycore.opera_magna.narration import goods_words

    assert goods_words([0, 0, 0, 0], [0, 1, 0, 0]) == "1 Planks" and describe({"gain": {"animal": 2}}) == "2 animal"
    speak(lang)
    for n in (1, 2):
        for colour, good in enumerate(RAW):
            raw = [n if c == colour else 0 for c in range(4)]
            assert goods_words(raw) == f"{n} {COUNTED[lang][good][n - 1]}"
        for colour, good in enumerate(REFINED):
            refined = [n if c == colour else 0 for c in range(4)]
            assert goods_words([0, 0, 0, 0], refined) == f"{n} {COUNTED[lang][good][n - 1]}"
        for material in ("animal", "wood", "metal"):
            assert describe({"gain": {material: n}}) == f"{n} {COUNTED[lang]['lu.' + material][n - 1]}"


@pytest.mark.parametrize("lang, gain, buy", [("de", "Erhalte 1 Brett", "Kaufe 1 Tiermaterial für 4"),
                                             ("it", "Guadagna 1 Asse", "Compra 1 materiale animale per 4")])
def test_a_label_saying_one_good_or_material_takes_the_singular(speak, lang, gain, buy):
    from pycore.luthier.labels import LABELS as LU
    from pycore.opera_magna.components import REFINED
    from pycore.opera_magna.labels import LABELS as OM

    one_plank, one_animal = OM("gain_refined", good=REFINED.index("planks")), LU("buy", material="animal", price=4)
    assert (one_plank, one_animal) == ("Gain 1 Planks", "Buy 1 animal for 4")
    speak(lang)
    assert (one_plank.said(), one_animal.said()) == (gain, buy)
