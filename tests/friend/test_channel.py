"""The friend's channel (``friend/channel.py``): frames cut from a stream in any pieces, the
greeting and its versions, sealed frames that a change, a replay or a gap refuses, the check
numbers a man in the middle cannot make agree; and thousands of hostile inputs that end in a
``WireError`` and nothing else."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.friend.channel import (
    MAX_DEPTH,
    MAX_FRAME,
    VERSION,
    Channel,
    FrameBuffer,
    Hello,
    KeyPair,
    WireError,
    WireProblem,
    check_numbers,
    frame,
)

HOST, GUEST = KeyPair.generate(), KeyPair.generate()


def _pair() -> tuple[Channel, Channel]:
    return Channel(HOST, GUEST.public, host=True), Channel(GUEST, HOST.public, host=False)


def _body(sealed: bytes) -> bytes:
    (body,) = FrameBuffer().feed(sealed)
    return body


# --- frames ----------------------------------------------------------------------------------


@given(st.lists(st.binary(max_size=300), max_size=8), st.lists(st.integers(1, 50), max_size=20))
def test_frames_come_out_whole_however_the_stream_is_cut(payloads: list[bytes],
                                                          cuts: list[int]) -> None:
    stream = b"".join(frame(p) for p in payloads)
    buffer, got, at = FrameBuffer(), [], 0
    for size in [*cuts, len(stream)]:
        got += buffer.feed(stream[at:at + size])
        at += size
    assert got == payloads


def test_a_frame_announced_too_long_is_refused_before_its_body() -> None:
    buffer = FrameBuffer()
    length = (MAX_FRAME + 1).to_bytes(4, "big")
    assert buffer.feed(length[:2]) == []
    with pytest.raises(WireError) as refused:
        buffer.feed(length[2:])  # the rest of the length only, no byte of the body
    assert refused.value.problem is WireProblem.TOO_LARGE


# --- the greeting ------------------------------------------------------------------------------


def test_a_greeting_round_trips() -> None:
    hello = Hello(HOST.public, "Ana María")
    assert Hello.parse(hello.payload()) == hello


@pytest.mark.parametrize(("change", "problem", "words"), [
    ({"version": VERSION + 1}, WireProblem.OTHER_VERSION, f"the peer's {VERSION + 1}, ours 1"),
    ({"version": "2"}, WireProblem.OTHER_VERSION, "the peer's ?, ours 1"),
    ({"protocol": "chess"}, WireProblem.OTHER_PROTOCOL, ""),
    ({"key": "00" * 31}, WireProblem.MALFORMED, "32 bytes"),
    ({"key": "zz" * 32}, WireProblem.MALFORMED, "hex"),
    ({"name": ""}, WireProblem.MALFORMED, "name"),
    ({"name": "x" * 41}, WireProblem.MALFORMED, "name"),
    ({"name": "bell\a"}, WireProblem.MALFORMED, "name"),
    ({"name": 7}, WireProblem.MALFORMED, "name"),
])
def test_a_greeting_out_of_bounds_is_refused_with_its_reason(change: dict[str, object],
                                                             problem: WireProblem,
                                                             words: str) -> None:
    data = json.loads(Hello(HOST.public, "Ana").payload())
    data.update(change)
    with pytest.raises(WireError) as refused:
        Hello.parse(json.dumps(data).encode())
    assert refused.value.problem is problem and words in str(refused.value)


# --- sealed frames -----------------------------------------------------------------------------


def test_sealed_messages_arrive_in_order_both_ways() -> None:
    host, guest = _pair()
    for number in range(3):
        assert guest.open(_body(host.seal({"kind": "move", "n": number}))) == {
            "kind": "move", "n": number}
        assert host.open(_body(guest.seal({"kind": "ack", "n": number})))["n"] == number
    assert (host.sent, host.received, guest.sent, guest.received) == (3, 3, 3, 3)


def test_a_frame_changed_on_the_way_is_forged() -> None:
    host, guest = _pair()
    body = bytearray(_body(host.seal({"kind": "move", "card": "Ac"})))
    body[-1] ^= 1
    with pytest.raises(WireError) as refused:
        guest.open(bytes(body))
    assert refused.value.problem is WireProblem.FORGED


def test_a_frame_sealed_with_another_key_is_forged() -> None:
    stranger = Channel(KeyPair.generate(), GUEST.public, host=True)
    _, guest = _pair()
    with pytest.raises(WireError) as refused:
        guest.open(_body(stranger.seal({"kind": "move"})))
    assert refused.value.problem is WireProblem.FORGED


def test_a_frame_sent_again_or_out_of_order_is_refused() -> None:
    host, guest = _pair()
    first, second = _body(host.seal({"kind": "a"})), _body(host.seal({"kind": "b"}))
    with pytest.raises(WireError) as early:
        guest.open(second)  # the first is missing
    assert early.value.problem is WireProblem.REPLAYED
    guest.open(first)
    with pytest.raises(WireError) as again:
        guest.open(first)
    assert again.value.problem is WireProblem.REPLAYED
    assert guest.open(second) == {"kind": "b"}


def test_a_frame_of_ones_own_direction_does_not_open() -> None:
    """Each direction has its key: a side's own frame sent back to it is refused."""
    host, _ = _pair()
    with pytest.raises(WireError) as refused:
        host.open(_body(host.seal({"kind": "echo"})))
    assert refused.value.problem is WireProblem.FORGED


@pytest.mark.parametrize(("message", "problem"), [
    ([1, 2], WireProblem.MALFORMED),
    ({"no": "kind"}, WireProblem.MALFORMED),
    ({"kind": 5}, WireProblem.MALFORMED),
])
def test_a_sealed_message_that_is_no_message_is_refused(message: object,
                                                        problem: WireProblem) -> None:
    host, guest = _pair()
    body = _body(_seal_raw(host, json.dumps(message).encode()))
    with pytest.raises(WireError) as refused:
        guest.open(body)
    assert refused.value.problem is problem


def _seal_raw(channel: Channel, payload: bytes) -> bytes:
    """A frame sealed by ``channel`` around any bytes (what a hostile peer can send)."""
    from nacl.bindings import crypto_aead_xchacha20poly1305_ietf_encrypt

    from ginrummy_desktop.friend import channel as module

    number = channel.sent.to_bytes(8, "big")
    sealed = crypto_aead_xchacha20poly1305_ietf_encrypt(
        payload, module._associated(), module._nonce(number), channel._send_key)
    channel.sent += 1
    return frame(number + bytes(sealed))


def test_a_message_nested_too_deep_is_refused_before_it_is_parsed() -> None:
    host, guest = _pair()
    deep = b"[" * 100_000 + b"]" * 100_000
    with pytest.raises(WireError) as refused:
        guest.open(_body(_seal_raw(host, deep)))
    assert refused.value.problem is WireProblem.MALFORMED
    host2, guest2 = _pair()
    fine = json.dumps({"kind": "k", "x": [[[["a[[[[[[[[[[[["]]]]}).encode()
    assert len(fine) < 100 and guest2.open(_body(_seal_raw(host2, fine)))["kind"] == "k"
    assert MAX_DEPTH == 8


# --- the check numbers -------------------------------------------------------------------------


def test_the_check_numbers_agree_only_without_a_man_in_the_middle() -> None:
    mallory = KeyPair.generate()
    honest = check_numbers(HOST.public, GUEST.public)
    assert honest == check_numbers(HOST.public, GUEST.public)
    assert all(0 <= n < 1000 for n in honest)
    # the host talks to Mallory's key, the guest too: each side sees other numbers
    assert check_numbers(HOST.public, mallory.public) != check_numbers(mallory.public,
                                                                       GUEST.public)


# --- hostile input, fuzzed ---------------------------------------------------------------------


@settings(max_examples=2000, deadline=None)
@given(st.binary(max_size=600))
def test_any_bytes_end_in_a_wire_error_or_a_message(data: bytes) -> None:
    _, guest = _pair()
    buffer = FrameBuffer()
    try:
        for body in buffer.feed(data):
            guest.open(body)
        Hello.parse(data)
    except WireError:
        pass


@settings(max_examples=1500, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                    | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=30))
def test_any_sealed_json_ends_in_a_wire_error_or_a_message(value: object) -> None:
    host, guest = _pair()
    try:
        message = guest.open(_body(_seal_raw(host, json.dumps(value).encode())))
    except WireError:
        return
    assert isinstance(message, dict) and isinstance(message["kind"], str)
