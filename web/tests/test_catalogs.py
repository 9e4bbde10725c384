"""The message catalogs (web/locale/*.po, app.i18n, tools/i18n.py): every language speaks every message of the
app and only those, with the placeholders of the English and its own plural forms; the language follows this
device's choice, else the browser's; the test language wraps and lengthens every message; a link or a save
carries no language."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path


from app import i18n
from app.home import TEXT as HOME, render_home
from app.newgame import NewGameForm, render_new_game
from app.storage import MemoryStore
from fakes import FakePage, shell_app
from pycore.engine.registry import all_infos

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import i18n as catalogs



def test_every_language_of_the_picker_has_a_catalog_with_every_message_and_no_other():
    assert sorted(i18n.LANGUAGES) == sorted([i18n.SOURCE, *catalogs.languages()])
    template = catalogs.extracted()
    assert len(template) > 100
    for lang in catalogs.languages():
        assert catalogs.problems(lang, template) == []


def broken_catalog(tmp_path: Path, monkeypatch, edit) -> list[str]:
    """The problems the check finds in a copy of the German catalog changed by `edit(text) -> text`."""
    shutil.copy(catalogs.LOCALE / "de.po", tmp_path / "de.po")
    (tmp_path / "de.po").write_text(edit((tmp_path / "de.po").read_text()))
    monkeypatch.setattr(catalogs, "LOCALE", tmp_path)
    return catalogs.problems("de")


def test_the_check_fails_on_a_placeholder_missing_from_a_translation(tmp_path, monkeypatch):
    found = broken_catalog(tmp_path, monkeypatch, lambda text: text.replace('msgstr "Runde {round}"\n', 'msgstr "Runde"\n'))
    assert found == ["de: table:round has placeholders [], the English ['round']"]


def test_the_check_fails_on_a_missing_and_on_an_unused_message(tmp_path, monkeypatch):
    found = broken_catalog(tmp_path, monkeypatch, lambda text: text.replace('msgctxt "home:learn"', 'msgctxt "home:gone"'))
    assert "de: missing message home:learn ('Learn: a guided game')" in found
    assert "de: unused message home:gone ('Learn: a guided game')" in found


def test_the_check_fails_on_an_untranslated_message(tmp_path, monkeypatch):
    found = broken_catalog(tmp_path, monkeypatch, lambda text: text.replace('msgstr "Neue Partie"', 'msgstr ""'))
    assert "de: untranslated message home:new_game" in found


def test_plural_forms_follow_each_language(speak):
    assert [HOME.plural("players", n) for n in (1, 2)] == ["1 player", "2 players"]
    speak("it")
    assert [HOME.plural("players", n) for n in (1, 2)] == ["1 giocatore", "2 giocatori"]
    speak("de")
    assert [HOME.plural("players", n) for n in (1, 2)] == ["1 Spieler", "2 Spieler"]


def test_the_language_is_the_devices_choice_else_the_browsers_first_known_else_english():
    known = ["en", "de", "it"]
    assert i18n.choose("it", ["de-DE", "en"], known) == "it"
    assert i18n.choose("", ["fr-FR", "de-CH", "it"], known) == "de"
    assert i18n.choose("xx", ["it-IT"], known) == "it"
    assert i18n.choose("", ["fr", "es"], known) == "en"
    assert i18n.choose("", ["en-XA"]) == "en-XA" and i18n.choose("", ["de-AT"]) == "de"


def test_the_test_language_wraps_every_message_and_makes_it_40_percent_longer():
    text = i18n.pseudo_text("Waiting for {name}. Send {name} the game.")
    assert text.startswith("\u27e6") and text.endswith("\u27e7") and text.count("{name}") == 2
    letters = len("Waiting for . Send  the game.")
    assert len(text.replace("{name}", "")) >= 1.4 * letters
    assert catalogs.placeholders(text) == {"name"}
    i18n.use(i18n.PSEUDO)
    try:
        assert HOME["new_game"] == i18n.pseudo_text("New game") and HOME.plural("players", 1).startswith("\u27e61 ")
    finally:
        i18n.use(i18n.SOURCE)


def test_the_home_screen_and_the_new_game_form_speak_german(speak):
    speak("de")
    home = render_home(all_infos(), "1.0")
    assert "Neue Partie" in home and "Spielanleitung" in home and "1\u20134 Spieler" in home
    assert "Handle zwischen den Städten" in home and "New game" not in home
    form = NewGameForm.fresh("luthier")
    html = render_new_game(form, all_infos())
    assert "Partie starten" in html and "Bot – normal" in html and "Spieler 2" in html and "Solo-Rivale" in html


def test_the_picker_keeps_the_language_on_this_device_and_a_link_carries_none(compiled):
    page, kv = FakePage(), MemoryStore()
    page.catalogs = compiled
    app = shell_app(page, kv)
    try:
        app.dispatcher.dispatch("lang:it")
        assert kv.get("atelier:pref:language") == "it" and page.language == "it"
        assert "Nuova partita" in page.html and 'data-action="lang:it" aria-pressed="true"' in page.html
        app.dispatcher.dispatch("new:opera-magna")
        page.forms["newgame"] = {"name-0": "Ada", "kind-1": "bot-normal", "name-1": "Cy", "seed": "7"}
        app.dispatcher.dispatch("ng-start:")
        link, save = page.address, kv.get("atelier:save:save1") or ""
        assert "it" not in {link, save} and "language" not in save and "Italiano" not in save
        app.dispatcher.dispatch("lang:xx")  # not a language of the picker: nothing changes
        assert kv.get("atelier:pref:language") == "it"
    finally:
        i18n.use(i18n.SOURCE)
