"""Play at a distance (issue 29): every step of a human seat is covered by that seat's own device's signature,
a bot's step by the signature of a device that ran it; a link shows who played where. Real Ed25519 and
ECDSA P-256 signatures (PyPI's `cryptography`), the verification passed in as the app passes WebCrypto's."""

import pytest

from pycore.engine import BadLink
from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import play, replay
from pycore.engine.signing import (Distance, Release, Seal, check, claims, distance_bytes, encode_signed_link,
                                   open_signed_link, read_signed_link, signed_bytes)
from signed_games import Device, claim, play_at_a_distance, release, seal, verify

GAMES = ["opera-magna", "luthier"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_signed_turn_by_turn_on_each_seats_device_opens(game_id):
    match, distance, _ = play_at_a_distance(game_id, 2, 5, [Device(), Device()])
    opened, state, read = open_signed_link(encode_signed_link(match, distance), verify)
    assert opened == match and read == distance
    assert replay(match).__class__ is state.__class__


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_signed_four_player_game_link_is_at_most_2000_characters(game_id):
    match, distance, _ = play_at_a_distance(game_id, 4, 11, [Device() for _ in range(4)])
    assert len(distance.seals) == 4
    assert len(encode_signed_link(match, distance)) <= 2000


def test_ecdsa_p256_devices_sign_and_verify_like_ed25519_ones():
    match, distance, _ = play_at_a_distance("luthier", 2, 3, [Device("ECDSA-P256"), Device()], max_steps=60)
    assert open_signed_link(encode_signed_link(match, distance), verify)[2] == distance


def test_a_move_played_for_another_seat_is_refused_in_the_players_words():
    """Bo's device plays Ada's next move and signs the log with Bo's key: Ada's own signature does not cover
    it, so the link is refused, naming Ada and the step."""
    ada, bo = Device(), Device()
    match, distance, _ = play_at_a_distance("luthier", 2, 7, [ada, bo], max_steps=40)
    state = replay(match)
    game = __import__("pycore.engine.match", fromlist=["game_of"]).game_of(match)
    while game.to_move(state) != 0:  # Bo plays on (his own steps, signed by him) until Ada is to move
        match, state = play(match, state, game.legal_actions(state)[0].id)
    distance = seal(match, distance, bo)
    match, state = play(match, state, game.legal_actions(state)[0].id)  # Ada's move, made on Bo's device
    distance = seal(match, distance, bo)
    with pytest.raises(BadLink, match=rf"^Ada's move at step {len(match.log)} was not made on Ada's device\.$"):
        open_signed_link(encode_signed_link(match, distance), verify)


def test_a_seat_taken_over_by_another_key_fails_that_keys_signature():
    """Bo's link says Ada's seat is played by Bo's key: Bo's signature was made for his seat alone."""
    match, distance, _ = play_at_a_distance("opera-magna", 2, 2, [Device(), Device()], max_steps=30)
    bo_seal = distance.owners[1]
    with pytest.raises(BadLink, match="signature of no player"):  # Ada's signature kept, now nobody's
        open_signed_link(encode_signed_link(match, Distance((bo_seal, bo_seal), distance.seals)), verify)
    only_bo = Distance((0, 0), (distance.seals[bo_seal],))
    with pytest.raises(BadLink, match="signature does not match this game"):
        open_signed_link(encode_signed_link(match, only_bo), verify)


def test_bot_steps_are_covered_by_the_device_that_ran_them():
    (ada,) = devices = [Device()]
    match, distance, _ = play_at_a_distance("opera-magna", 1, 4, devices, bots=1, max_steps=50)
    assert check(match, distance, verify) is None
    first_bot_step = next(number for number, step in enumerate(match.log, start=1) if step.seat == 1)
    before = first_bot_step - 1  # Ada's device signed up to there only: the bot's step is nobody's
    short_seal = Seal(ada.key, before, ada.sign(signed_bytes(match, before, [0])))
    unsigned_tail = Distance(distance.owners, (short_seal,))
    assert check(match, unsigned_tail, verify) == f"Bot0's move at step {first_bot_step} was not made on a player's device."


def test_signed_bytes_hold_the_seats_of_the_key_the_header_and_each_steps_seat():
    match, _, _ = play_at_a_distance("luthier", 2, 1, [Device(), Device()], max_steps=12)
    base = signed_bytes(match, 12, [0])
    assert signed_bytes(match, 12, [1]) != base
    assert signed_bytes(match, 11, [0]) != base
    renamed = match.model_copy(update={"seats": [match.seats[0].model_copy(update={"name": "Eve"}), match.seats[1]]})
    assert signed_bytes(renamed, 12, [0]) != base
    assert signed_bytes(match.model_copy(update={"seed": match.seed + 1}), 12, [0]) != base


def test_a_raising_verifier_is_a_bad_signature_not_a_crash():
    match, distance, _ = play_at_a_distance("luthier", 2, 1, [Device(), Device()], max_steps=20)

    def broken(*_):
        raise RuntimeError("no crypto here")

    assert "signature does not match" in check(match, distance, broken)
    assert len(claims(match, distance)) == len(distance.seals)


def test_unsigned_links_still_open_and_say_they_have_no_signatures():
    match, distance, _ = play_at_a_distance("luthier", 2, 1, [Device(), Device()], max_steps=20)
    plain = encode_link(match)
    assert plain[0] == "1"
    assert read_signed_link(plain)[2] is None
    assert open_signed_link(plain, verify)[0] == match


def test_a_signed_link_replays_with_the_plain_decoder_too():
    """The command line's `replay` and every older caller read the signed format's game (not its signatures)."""
    match, distance, _ = play_at_a_distance("opera-magna", 2, 9, [Device(), Device()], max_steps=40)
    assert decode_link(encode_signed_link(match, distance))[0] == match


def test_a_friends_seat_nobody_claimed_yet_has_no_steps():
    ada = Device()
    match, distance, _ = play_at_a_distance("luthier", 2, 1, [ada, Device()], max_steps=0)
    assert distance.owners == (0, None)
    assert claim(distance, 1, Device()).owners == (0, 1)


# ---- a lost key is not a lost game (point 6) ----------------------------------------------------

def play_on(match, distance, devices, steps, agree=False):
    """`steps` more steps (greedy), each signed by the device of the seat that moved (claimed if new)."""
    from pycore.bots import get_bot
    from pycore.engine.rng import Rng
    game = game_of(match)
    state = replay(match)
    for _ in range(steps):
        if game.is_over(state):
            break
        seat = game.to_move(state)
        device = devices[seat]
        if distance.owners[seat] is None:
            distance = claim(distance, seat, device)
        move = get_bot("greedy")(game, state, Rng.for_step(match.seed, len(match.log)))
        match, state = play(match, state, move.id)
        distance = seal(match, distance, device, agree)
    return match, distance


def game_of(match):
    from pycore.engine.match import game_of as of
    return of(match)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lost_key_seat_moves_to_the_new_devices_key_once_the_other_player_agrees(game_id):
    """Bo's device loses its key; Ada invites Bo again (her signature agrees); Bo's new device claims the seat and
    plays on. The link opens: Bo's old steps covered by his old key, his new ones by his new key."""
    ada, bo, new_bo = Device(), Device(), Device()
    match, distance, _ = play_at_a_distance(game_id, 2, 5, [ada, bo], max_steps=30)
    at = len(match.log)
    distance = release(match, distance, 1, ada)
    assert distance.owners[1] is None and distance.agreed(0, [0, 1])
    match, distance = play_on(match, distance, [ada, new_bo], 40)
    opened, _, read = open_signed_link(encode_signed_link(match, distance), verify)
    assert opened == match and read == distance
    assert read.key_of(1) == new_bo.key and read.owner_at(1, at) == distance.releases[0].seal
    assert read.seals[read.releases[0].seal].key == bo.key


def test_a_released_seat_played_before_every_other_player_agrees_is_refused():
    """Three players: Ada invites Bo again, Cy has not agreed yet; a move of Bo's new device is refused."""
    ada, bo, cy, new_bo = Device(), Device(), Device(), Device()
    match, distance, _ = play_at_a_distance("luthier", 3, 2, [ada, bo, cy], max_steps=30)
    distance = release(match, distance, 1, ada)
    assert not distance.agreed(0, [0, 1, 2])
    assert distance.waiting_to_agree(0, [0, 1, 2]) == [distance.owners[2]]
    game, state = game_of(match), replay(match)
    for _ in range(60):
        if game.to_move(state) == 1:
            break
        match, distance = play_on(match, distance, [ada, new_bo, cy], 1)
        state = replay(match)
    distance = claim(distance, 1, new_bo)
    match, distance = play_on(match, distance, [ada, new_bo, cy], 1)
    step = len(match.log)
    with pytest.raises(BadLink, match=rf"^Bo's move at step {step} was made before the other players agreed that Bo "
                                      r"plays on a new device\.$"):
        open_signed_link(encode_signed_link(match, distance), verify)
    agreed = seal(match, distance, cy, agree=True)  # Cy agrees: the same steps now open
    assert open_signed_link(encode_signed_link(match, agreed), verify)[2] == agreed


def test_a_key_cannot_release_a_seat_it_does_not_play_nor_agree_alone():
    """Bo's device writes that Ada's seat left Bo's key (Ada's own signature dropped), signs that alone and lets
    Eve's device play Ada: nobody else agreed, so Eve's moves for Ada are refused."""
    ada, bo, eve = Device(), Device(), Device()
    match, distance, _ = play_at_a_distance("opera-magna", 2, 2, [ada, bo], max_steps=20)
    only_bo = Distance((None, 0), (distance.seals[distance.owners[1]],), (Release(0, len(match.log), 0),))
    forged = seal(match, claim(seal(match, only_bo, bo, agree=True), 0, eve), eve, agree=True)
    assert not forged.agreed(0, [0, 1])
    match, forged = play_on(match, forged, [eve, bo], 6, agree=True)
    with pytest.raises(BadLink, match=r"^Ada's move at step \d+ was made before the other players agreed"):
        open_signed_link(encode_signed_link(match, forged), verify)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_signed_four_player_game_with_a_lost_key_link_is_at_most_2000_characters(game_id):
    devices = [Device() for _ in range(4)]
    match, distance, _ = play_at_a_distance(game_id, 4, 11, devices, max_steps=40)
    distance = release(match, distance, 2, devices[0])
    for agreeing in (devices[1], devices[3]):
        distance = seal(match, distance, agreeing, agree=True)
    devices[2] = Device("ECDSA-P256")  # the new phone, with the longer key
    match, distance = play_on(match, distance, devices, 10_000)
    assert game_of(match).is_over(replay(match))
    link = encode_signed_link(match, distance)
    assert open_signed_link(link, verify)[2] == distance
    assert len(link) <= 2000
    print(f"\n{game_id}: a whole 4-player game, one key lost and replaced: {len(link)} characters")


def test_a_link_without_releases_has_the_block_it_had_before_releases_existed():
    match, distance, _ = play_at_a_distance("luthier", 2, 1, [Device(), Device()], max_steps=20)
    assert distance_bytes(distance).endswith(bytes([distance.owners[0] + 1, distance.owners[1] + 1]))
    assert signed_bytes(match, 20, [0], []) == signed_bytes(match, 20, [0])
