"""Play at a distance (issue 29) in the app's controller: two fake pages, each its own device (its own real Ed25519
key, its own storage), pass the game back and forth by links. Each device plays only its seats, draws only what
they see, signs its moves; a forged, an older and a parting link, and two tabs on one game, each say so and lose
nothing."""

from pycore.engine.match import game_of, play, replay
from pycore.engine.save import read_entry
from pycore.engine.signing import Seal, encode_signed_link, read_signed_link, signed_bytes

from app.distance import DISTANCE_PREFIX, unb64
from app.storage import SAVE_PREFIX, MemoryStore
from fakes import FakePage, next_tap, shell_app


def device(fragment: str = "", kv: MemoryStore | None = None):
    page = FakePage(fragment)
    app = shell_app(page, kv if kv is not None else MemoryStore())
    page.answer()
    return app, page


def new_game_with_a_friend(game_id: str = "luthier", seed: str = "3"):
    app, page = device()
    app.dispatcher.dispatch(f"new:{game_id}")
    page.forms["newgame"] = {"name-0": "Ada", "kind-1": "friend", "name-1": "Bo", "seed": seed}
    app.dispatcher.dispatch("ng-start:")
    page.answer()
    return app, page


def joins(link: str, seat: int = 1, kv: MemoryStore | None = None):
    """A new device opens an invitation link and takes the friend's seat."""
    app, page = device(link, kv)
    app.dispatcher.dispatch(f"claim:{seat}")
    page.answer()
    return app, page


def one_round_trip(game_id: str = "luthier"):
    """Ada plays and sends; Bo's device takes his seat, plays and sends back; Ada opens it. Ada's first link too."""
    ada, ada_page = new_game_with_a_friend(game_id)
    play_my_turn(ada, ada_page)
    first = shared_link(ada, ada_page)
    bo, bo_page = joins(first)
    play_my_turn(bo, bo_page)
    receive(ada, ada_page, shared_link(bo, bo_page))
    return ada, ada_page, bo, bo_page, first


def play_my_turn(app, page, limit: int = 400) -> None:
    """Tap on (the first action or pick, as the shell's tests do) while a seat of this device is to move."""
    for _ in range(limit):
        session = app.session
        if session.is_over() or not session.here(session.to_move()):
            return
        app.dispatcher.dispatch(next_tap(page))
        page.answer()
        assert app.session.screen_seat() is None or app.session.here(app.session.screen_seat())
    raise AssertionError("the turn did not end")


def shared_link(app, page) -> str:
    app.dispatcher.dispatch("share:")
    page.answer()
    return page.shared[-1][2].split("#", 1)[1]


def receive(app, page, fragment: str) -> None:
    app.link_pasted(fragment)
    page.answer()


def stored_steps(app) -> int:
    return len(read_entry(app.store.text(app.session.save_id)).match.log)


def test_a_friends_seat_waits_for_them_with_share_at_hand_and_nothing_to_tap():
    ada, page = new_game_with_a_friend()
    play_my_turn(ada, page)
    assert ada.session.waiting_for() == 1
    assert "Waiting for Bo. Send Bo the game." in page.text()
    assert "share:" in page.actions() and not page.actions("act") and not page.actions("privacy")
    assert "I am Bo" not in page.text()
    before = len(ada.session.match.log)
    ada.dispatcher.dispatch("act:" + ada.session.legal()[0].id)  # a forged tap for Bo's seat
    assert len(ada.session.match.log) == before
    title, text, url = page.shared[-1] if page.shared else shared_link(ada, page) and page.shared[-1]
    assert "Bo to play" in text and "This link is for Bo" in text


def test_the_first_device_that_plays_a_friends_seat_from_the_link_keeps_it():
    ada, ada_page = new_game_with_a_friend()
    play_my_turn(ada, ada_page)
    link = shared_link(ada, ada_page)
    assert link[0] == "2"  # the signed format
    bo, bo_page = device(link)
    assert bo.session.screen_seat() is None  # a spectator until Bo takes his seat: never Ada's eyes
    assert "claim:1" in bo_page.actions("claim") and not bo_page.actions("act")
    bo.dispatcher.dispatch("claim:1")
    bo_page.answer()
    assert bo.session.screen_seat() == 1 and bo.session.here(1) and not bo.session.here(0)
    play_my_turn(bo, bo_page)
    back = shared_link(bo, bo_page)
    receive(ada, ada_page, back)
    assert ada.session.match == bo.session.match and ada.session.here(0) and not ada.session.here(1)
    assert ada.session.to_move() == 0 and ada_page.actions("act") + ada_page.actions("sel")
    # a third device that gets the same link cannot take Bo's seat: it is Bo's device's
    cy, cy_page = device(back)
    assert not cy_page.actions("claim") and cy.session.screen_seat() is None


def test_a_whole_game_at_a_distance_by_links_to_its_end_each_device_only_its_seat():
    ada, ada_page = new_game_with_a_friend("opera-magna", "5")
    bo = bo_page = None
    for _ in range(300):
        play_my_turn(ada, ada_page)
        if ada.session.is_over():
            break
        link = shared_link(ada, ada_page)
        if bo is None:
            bo, bo_page = device(link)
            bo.dispatcher.dispatch("claim:1")
            bo_page.answer()
        else:
            receive(bo, bo_page, link)
        assert bo.session.match == ada.session.match
        play_my_turn(bo, bo_page)
        receive(ada, ada_page, shared_link(bo, bo_page))
        assert ada.session.match == bo.session.match
    assert ada.session.is_over()
    assert stored_steps(ada) == len(ada.session.match.log)


def test_a_move_for_another_seat_forged_into_a_link_is_refused_in_a_players_words_and_nothing_changes():
    ada, ada_page = new_game_with_a_friend()
    play_my_turn(ada, ada_page)
    bo, bo_page = device(shared_link(ada, ada_page))
    bo.dispatcher.dispatch("claim:1")
    bo_page.answer()
    play_my_turn(bo, bo_page)
    match, _, distance = read_signed_link(bo.session.link())
    state = replay(match)
    game = game_of(match)
    assert game.to_move(state) == 0
    match, state = play(match, state, game.legal_actions(state)[0].id)  # Ada's move, made on Bo's device
    mine = [s.key for s in distance.seals].index(bo.session.device)
    signature = bo_page.device.sign(signed_bytes(match, len(match.log), distance.seats_of(mine)))
    seals = list(distance.seals)
    seals[mine] = Seal(bo.session.device, len(match.log), signature)
    forged = encode_signed_link(match, distance.__class__(distance.owners, tuple(seals)))
    held = ada.store.text(ada.session.save_id)
    receive(ada, ada_page, forged)
    assert ada.screen == "home"
    assert f"Ada's move at step {len(match.log)} was not made on Ada's device." in ada_page.text()
    assert ada.store.text(ada.session.save_id) == held


def test_a_link_older_than_the_game_here_says_so_and_changes_nothing():
    ada, ada_page, _, _, old = one_round_trip()
    held = ada.store.text(ada.session.save_id)
    games = len(ada.store.ids())
    receive(ada, ada_page, old)
    assert "older than the game on this device" in ada_page.text()
    assert ada.store.text(ada.session.save_id) == held and len(ada.store.ids()) == games


def test_a_link_that_parts_from_the_game_here_is_never_merged_and_both_may_be_kept():
    ada, ada_page, bo, bo_page, at_bos_turn = one_round_trip()
    held = ada.store.text(ada.session.save_id)
    # the same Bo (his key) plays his turn again otherwise from the older link, on another browser of his
    other = FakePage(at_bos_turn)
    other.device = bo_page.device
    bo2 = shell_app(other, MemoryStore())
    other.answer()
    bo2.dispatcher.dispatch("claim:1")
    other.answer()
    session = bo2.session
    legal = session.legal()
    bo2.dispatcher.dispatch("act:" + legal[-1].id)  # not the move Bo made first
    other.answer()
    play_my_turn(bo2, other)
    parted = shared_link(bo2, other)
    step = next(n for n, (a, b) in enumerate(zip(ada.session.match.log, bo2.session.match.log), start=1) if a != b)
    receive(ada, ada_page, parted)
    assert f"parts from your game at step {step}" in ada_page.text()
    assert ada.store.text(ada.session.save_id) == held
    games = len(ada.store.ids())
    ada.dispatcher.dispatch("keep-both:")
    ada_page.answer()
    assert len(ada.store.ids()) == games + 1 and ada.session.match == bo2.session.match


def one_move(app, page) -> None:
    before = len(app.session.match.log)
    while len(app.session.match.log) == before:
        app.dispatcher.dispatch(next_tap(page))
        page.answer()


def test_two_tabs_on_one_game_never_lose_a_move_silently():
    """Issue 29's case: a hot-seat save open in tabs A and B; A moves, then B: B's move is not written over A's,
    and B says so and shows the game as A left it."""
    ada, page_a = device()
    ada.dispatcher.dispatch("new:luthier")
    page_a.forms["newgame"] = {"name-0": "Ada", "kind-1": "human", "name-1": "Bo", "seed": "3"}
    ada.dispatcher.dispatch("ng-start:")
    kv = ada.store.kv
    save_id = ada.session.save_id
    tab_b = FakePage()
    b = shell_app(tab_b, kv)
    tab_b.answer()
    b.dispatcher.dispatch(f"open:{save_id}")
    tab_b.answer()
    one_move(ada, page_a)  # tab A moves
    moved = ada.store.text(save_id)
    one_move(b, tab_b)  # tab B, not knowing, moves too
    assert "moved on in another tab" in tab_b.text()
    assert kv.get(SAVE_PREFIX + save_id) == moved  # A's move kept
    assert b.session.match == read_entry(moved).match


def test_without_webcrypto_the_form_says_why_and_hot_seat_still_plays():
    page = FakePage()
    page.secure = False
    app = shell_app(page, MemoryStore())
    app.dispatcher.dispatch("new:luthier")
    assert "needs a secure page" in page.text() and "Friend at a distance" not in page.text()
    page.forms["newgame"] = {"name-0": "Ada", "kind-1": "human", "name-1": "Bo", "seed": "3"}
    app.dispatcher.dispatch("ng-start:")
    assert app.screen == "table" and app.session.distance is None
    assert not [k for k in app.store.kv.keys() if k.startswith(DISTANCE_PREFIX)]


def test_a_signed_link_on_a_device_without_webcrypto_is_refused_and_nothing_changes():
    ada, ada_page = new_game_with_a_friend()
    link = shared_link(ada, ada_page)
    page = FakePage(link)
    page.secure = False
    app = shell_app(page, MemoryStore())
    page.answer()
    assert app.screen == "home" and "cannot check its signatures" in page.text()
    assert not app.store.ids()


def test_the_stored_record_keeps_the_devices_key_and_signature():
    ada, ada_page = new_game_with_a_friend()
    play_my_turn(ada, ada_page)
    record = ada.store.kv.get(DISTANCE_PREFIX + ada.session.save_id)
    assert record is not None and ada.session.distance.seals[0].steps == len(ada.session.match.log)
    assert unb64(__import__("json").loads(record)["seals"][0][1]) == ada.session.device.public


def test_undo_at_a_distance_works_within_your_turn_until_you_share_it():
    ada, page = new_game_with_a_friend("opera-magna", "5")
    bo = bo_page = None
    for _ in range(200):  # on until Ada has a step she may take back (not one that drew or revealed)
        if ada.session.here(ada.session.to_move()):
            one_move(ada, page)
            if ada.session.undoable():
                break
            continue
        link = shared_link(ada, page)
        if bo is None:
            bo, bo_page = device(link)
            bo.dispatcher.dispatch("claim:1")
            bo_page.answer()
        else:
            receive(bo, bo_page, link)
        assert ada.session.undoable() == 0  # Bo's turn: nothing of Ada's to take back
        play_my_turn(bo, bo_page)
        receive(ada, page, shared_link(bo, bo_page))
    assert ada.session.undoable() and "sealed by your signature" in page.html
    shared_link(ada, page)  # shared mid-turn: what Bo may now hold is sealed
    assert ada.session.undoable() == 0
    steps = len(ada.session.match.log)
    ada.dispatcher.dispatch("undo:")
    assert len(ada.session.match.log) == steps


def test_the_games_list_puts_your_turn_at_a_distance_first_and_says_whom_the_others_wait_for():
    ada, ada_page = new_game_with_a_friend("opera-magna", "5")
    play_my_turn(ada, ada_page)
    link = shared_link(ada, ada_page)
    waiting_id = ada.session.save_id
    bo, bo_page = device(link)
    bo.dispatcher.dispatch("claim:1")
    bo_page.answer()
    play_my_turn(bo, bo_page)
    ada.dispatcher.dispatch("new:luthier")  # a newer game of this device alone, listed above by date
    ada_page.forms["newgame"] = {"name-0": "Ada", "kind-1": "bot-normal", "name-1": "Cy", "seed": "2"}
    ada.dispatcher.dispatch("ng-start:")
    ada.dispatcher.dispatch("home:")
    assert "At a distance: waiting for Bo since" in ada_page.text()
    receive(ada, ada_page, shared_link(bo, bo_page))
    ada.dispatcher.dispatch("home:")
    rows = [a for a in ada_page.actions("open")]
    assert rows[0] == f"open:{waiting_id}"  # your turn first
    assert "At a distance: your turn (Ada)" in ada_page.text()
    bo.dispatcher.dispatch("home:")
    assert "At a distance: waiting for Ada since" in bo_page.text()


# ---- a lost key is not a lost game (point 6) ------------------------------------------------------

def test_a_player_whose_device_lost_its_key_is_invited_again_and_plays_on_a_new_device():
    """Bo's phone lost its key (site data cleared): the link shows him a game he only watches, with what to do. Ada
    invites him again (asked first what it does); her device signs it; Bo's new device takes his seat from her
    link and plays; Ada's device accepts his moves and the History says so. Bo's old key, were it found, no longer
    plays: that device refuses the link."""
    ada, ada_page, old_bo, old_bo_page, _ = one_round_trip()
    play_my_turn(ada, ada_page)
    link = shared_link(ada, ada_page)
    new_bo, new_bo_page = device(link)  # the same player, a device with a new key and no saves
    assert "ask another player to invite you again" in new_bo_page.text()
    assert not new_bo_page.actions("claim") and not new_bo_page.actions("act")
    assert "Bo lost the game? Invite Bo again" in ada_page.text() and "reinvite:1" in ada_page.actions("reinvite")
    ada.dispatcher.dispatch("reinvite:1")
    ada_page.answer()
    assert "Only if Bo asks you" in ada_page.text() and ada.session.distance.owners[1] is not None  # asked first
    ada.dispatcher.dispatch(ada_page.actions("reinvite-yes")[0])
    ada_page.answer()
    at = len(ada.session.match.log)
    assert "You invited Bo again" in ada_page.text() and ada.session.distance.owners[1] is None
    ada.dispatcher.dispatch("log:")
    assert "Bo plays on a new device after step %d, agreed by Ada." % at in ada_page.text()  # the History
    ada.dispatcher.dispatch("log:")
    stored = ada.store.kv.get(DISTANCE_PREFIX + ada.session.save_id)
    assert '"releases": [[1, %d, ' % at in stored
    invitation = shared_link(ada, ada_page)
    new_bo, new_bo_page = device(invitation, new_bo.store.kv)
    assert "This game invites Bo again, on a new device" in new_bo_page.text()
    new_bo.dispatcher.dispatch("claim:1")
    new_bo_page.answer()
    assert new_bo.session.here(1) and new_bo.session.screen_seat() == 1
    play_my_turn(new_bo, new_bo_page)
    assert len(new_bo.session.match.log) > at
    back = shared_link(new_bo, new_bo_page)
    receive(ada, ada_page, back)
    assert ada.session.match == new_bo.session.match and ada.session.distance.key_of(1) == new_bo.session.device
    assert ada.session.here(0) and ada.screen == "table"
    ada.dispatcher.dispatch("log:")
    assert "Bo plays on a new device after step %d, agreed by Ada." % at in ada_page.text()
    held = old_bo.store.text(old_bo.session.save_id)
    receive(old_bo, old_bo_page, back)
    assert "This link says Bo plays on another device, but Bo plays on this one" in old_bo_page.text()
    assert old_bo.store.text(old_bo.session.save_id) == held


def test_with_three_players_a_seat_moves_only_once_every_other_player_agrees_each_on_their_device():
    """Ada invites Bo again; Bo's new device cannot take the seat while Cy has not agreed, and says whom it waits
    for; Cy's device asks Cy, who agrees by his signature; then Bo's new device takes the seat."""
    ada, ada_page = device()
    ada.dispatcher.dispatch("new:luthier")
    ada.dispatcher.dispatch("ng-count:3")
    ada_page.forms["newgame"] = {"name-0": "Ada", "kind-1": "friend", "name-1": "Bo", "kind-2": "friend",
                                 "name-2": "Cy", "seed": "3"}
    ada.dispatcher.dispatch("ng-start:")
    ada_page.answer()
    players = {0: (ada, ada_page)}
    play_my_turn(ada, ada_page)
    link = shared_link(ada, ada_page)
    for _ in range(30):  # round the table until Bo and Cy have each taken their seat and it is Bo's turn again
        match, state, _ = read_signed_link(link)
        seat = game_of(match).to_move(state)
        if len(players) == 3 and seat == 1:
            break
        if seat in players:
            receive(*players[seat], link)
        else:
            players[seat] = joins(link, seat)
        play_my_turn(*players[seat])
        link = shared_link(*players[seat])
    bo, bo_page = players[1]
    cy, cy_page = players[2]
    # Bo's device is lost: Ada, holding the newest link, invites him again
    receive(ada, ada_page, link)
    ada.dispatcher.dispatch("reinvite-yes:1")
    ada_page.answer()
    assert "Waiting for Cy to agree that Bo plays on a new device. Send Cy the game." in ada_page.text()
    invitation = shared_link(ada, ada_page)
    new_bo, new_bo_page = device(invitation)
    assert not new_bo_page.actions("claim")
    assert "Waiting for Cy to agree that Bo plays on a new device" in new_bo_page.text()
    new_bo.dispatcher.dispatch("claim:1")  # forged tap: nothing
    new_bo_page.answer()
    assert new_bo.session.distance.owners[1] is None
    receive(cy, cy_page, invitation)
    assert "Ada invited Bo again: Bo's device lost its key" in cy_page.text() and "agree:" in cy_page.actions("agree")
    cy.dispatcher.dispatch("agree:")
    cy_page.answer()
    assert "You agreed: Bo plays on a new device." in cy_page.text() and not cy.session.to_agree()
    agreed = shared_link(cy, cy_page)
    receive(new_bo, new_bo_page, agreed)
    assert "claim:1" in new_bo_page.actions("claim")
    new_bo.dispatcher.dispatch("claim:1")
    new_bo_page.answer()
    play_my_turn(new_bo, new_bo_page)
    back = shared_link(new_bo, new_bo_page)
    for app, page in ((ada, ada_page), (cy, cy_page)):
        receive(app, page, back)
        assert app.session.match == new_bo.session.match and app.session.distance.key_of(1) == new_bo.session.device
    cy.dispatcher.dispatch("log:")
    assert "Bo plays on a new device after step" in cy_page.text() and "agreed by Ada and Cy." in cy_page.text()
