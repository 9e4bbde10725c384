"""Play at a distance (issue 29): every step of a human seat is covered by that seat's own device's signature,
a bot's step by the signature of a device that ran it; a link shows who played where. Real Ed25519 and
ECDSA P-256 signatures (PyPI's `cryptography`), the verification passed in as the app passes WebCrypto's."""

import pytest

from pycore.engine import BadLink
from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import play, replay
from pycore.engine.signing import (Distance, Seal, check, claims, encode_signed_link, open_signed_link,
                                   read_signed_link, signed_bytes)
from signed_games import Device, claim, play_at_a_distance, seal, verify

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
