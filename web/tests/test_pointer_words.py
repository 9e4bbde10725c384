"""Issue 14: the table says "click" to a mouse and "tap" to a finger (app.pointer; the browser's media query is
read once in app.dom), in every template that names the gesture."""

import re

from lu_positions import context as lu_context, positions as lu_positions
from test_om_view import context as om_context, first_position

from app.pointer import MOUSE, TOUCH, reword, say
from app.views import luthier, opera_magna
from pycore.opera_magna import GAME as OM


def visible_text(html: str) -> str:
    return re.sub(r"<[^>]*>", " ", html)


def test_say_fills_the_verb_and_the_other_parameters():
    assert say("{Tap} the {loc}, then {tap} again.", MOUSE, loc="Salon") == "Click the Salon, then click again."
    assert say("{Tap} the {loc}, then {tap} again.", TOUCH, loc="Salon") == "Tap the Salon, then tap again."
    assert say("{Tap} it.", None) == "Tap it."  # unknown pointer: a touch screen's words


def test_a_text_in_touch_words_is_reworded_for_a_mouse_word_by_word():
    text = "Tap the Market. Then tap Leave; tapping twice or taps already tapped. Tapestry, Strap, stapled."
    assert reword(text, TOUCH) == reword(text, None) == text
    assert reword(text, MOUSE) == ("Click the Market. Then click Leave; clicking twice or clicks already clicked. "
                                   "Tapestry, Strap, stapled.")


def test_opera_magna_says_click_with_a_mouse_and_tap_on_touch():
    state, _ = first_position(lambda s: any(a.id.startswith("merchant:supply:") for a in OM.legal_actions(s)))
    for pointer, word in ((MOUSE, "click"), (TOUCH, "tap")):
        ctx = om_context(state, selection=("merchant:supply",))
        ctx.extra["pointer"] = pointer
        text = visible_text(opera_magna.render(ctx))
        assert f"Now {word} the Area" in text
        assert ("tap" in text.lower()) == (pointer == TOUCH)


def test_luthier_says_click_with_a_mouse_and_tap_on_touch():
    for state, seat in lu_positions(games=3, players=(2,), seed0=40):
        if seat is not None and state.decisions[0].kind == "plan":
            break
    for pointer, word in ((MOUSE, "click"), (TOUCH, "tap")):
        ctx = lu_context(state, seat)
        ctx.extra["pointer"] = pointer
        text = visible_text(luthier.render(ctx))
        assert f"Planning: {word} one of your chips" in text
