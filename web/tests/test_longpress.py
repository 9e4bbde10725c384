"""Every component has its rules text on long-press: the gesture, the text and where the bubble goes."""

from app.longpress import CLICK_AFTER_MS, HOLD_MS, MARGIN_PX, SLOP_PX, Press, place, rules_text


def test_a_still_finger_shows_the_rules_and_its_release_plays_nothing():
    press = Press()
    press.start(100, 200)
    press.move(100 + SLOP_PX / 2, 200 - SLOP_PX / 2)  # a finger is never perfectly still
    assert press.fire()
    assert not press.fire()  # once per press
    assert press.end(now=1000)  # a long-press: the tap it would make is dropped
    assert press.swallows_click(now=1000 + CLICK_AFTER_MS - 1)
    assert not press.swallows_click(now=1000 + CLICK_AFTER_MS - 1)  # the next tap plays


def test_the_next_touch_after_a_long_press_is_a_tap_however_soon():
    press = Press()
    press.start(100, 200)
    press.fire()
    assert press.end(now=1000)
    press.cancel()  # a finger down elsewhere (no rules there)
    assert not press.swallows_click(now=1100)
    press.start(100, 200)
    press.fire()
    press.end(now=2000)
    press.start(5, 5)  # or on another piece
    assert not press.end(now=2050)
    assert not press.swallows_click(now=2060)


def test_a_short_tap_stays_a_tap():
    press = Press()
    press.start(10, 10)
    assert not press.end(now=HOLD_MS - 1)
    assert not press.fire()  # the timer of a tap that already ended shows nothing
    assert not press.swallows_click(now=HOLD_MS)


def test_a_moving_finger_scrolls_and_shows_nothing():
    press = Press()
    press.start(10, 10)
    press.move(10, 10 + SLOP_PX + 1)
    assert not press.held
    assert not press.fire()
    assert not press.end(now=900)


def test_a_second_finger_or_a_cancel_stops_the_press():
    press = Press()
    press.start(10, 10)
    press.cancel()
    assert not press.fire()


def test_a_moving_finger_after_the_bubble_shows_keeps_it():
    press = Press()
    press.start(10, 10)
    assert press.fire()
    press.move(60, 60)
    assert press.end(now=5)


def test_the_text_is_the_pieces_own_title_or_data_rules():
    title = "Worksite 1. Teatro, level 1 Worksite:\n  send a Bell"
    assert rules_text(None, title) == "Worksite 1. Teatro, level 1 Worksite: send a Bell"
    assert rules_text("City Power X: its text", title) == "City Power X: its text"
    assert rules_text("  ", None) == ""
    assert rules_text(None, None) == ""


PHONE = (360, 740)


def test_the_bubble_goes_above_the_piece_inside_a_phone_screen():
    assert place((100, 300, 80, 40), (200, 60), PHONE) == (40, 300 - 8 - 60)  # centred on the piece, above it


def test_the_bubble_never_leaves_the_sides_of_the_screen():
    left_edge = place((0, 300, 30, 30), (344, 100), PHONE)
    assert left_edge[0] == MARGIN_PX
    right_edge = place((340, 300, 20, 30), (200, 100), PHONE)
    assert right_edge[0] + 200 == PHONE[0] - MARGIN_PX
    too_wide = place((100, 300, 20, 30), (400, 100), PHONE)
    assert too_wide[0] == MARGIN_PX  # CSS keeps it narrower; never off the left edge


def test_the_bubble_goes_below_a_piece_at_the_top_and_over_a_piece_taller_than_the_screen():
    assert place((10, 20, 100, 50), (200, 80), PHONE) == (MARGIN_PX, 20 + 50 + 8)
    assert place((10, -100, 300, 900), (200, 80), PHONE) == (60, MARGIN_PX)
