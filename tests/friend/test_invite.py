"""The invite code (``friend/invite.py``): an address and port round trip through a code that
forgives how people type and catches a mistyped character."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ginrummy_desktop.friend.invite import Invite, InviteError


@given(st.ip_addresses(), st.integers(1, 65535))
def test_every_address_and_port_round_trips(address: object, port: int) -> None:
    invite = Invite(str(address), port)
    code = invite.code()
    assert Invite.read(code) == invite
    assert len(code.replace("-", "")) in (12, 31)


def test_an_ipv4_code_is_twelve_characters_in_groups() -> None:
    code = Invite("192.168.1.20", 45017).code()
    assert len(code) == 14 and code.count("-") == 2
    assert all(len(group) == 4 for group in code.split("-"))


def test_reading_forgives_how_people_type() -> None:
    invite = Invite("10.0.0.7", 45017)
    code = invite.code()
    loose = code.lower().replace("-", " ").replace("0", "o").replace("1", "l")
    assert Invite.read(loose) == invite
    assert Invite.read(code.replace("-", "")) == invite


@given(st.ip_addresses(v=4), st.integers(1, 65535), st.integers(0, 11), st.integers(1, 31))
def test_one_mistyped_character_is_caught(address: object, port: int, where: int,
                                          shift: int) -> None:
    code = Invite(str(address), port).code().replace("-", "")
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    wrong = alphabet[(alphabet.index(code[where]) + shift) % 32]
    typo = code[:where] + wrong + code[where + 1:]
    try:
        read = Invite.read(typo)
    except InviteError:
        return
    # a check byte lets one in 256 through; then it must at least be another invite
    assert read != Invite(str(address), port)


@pytest.mark.parametrize(("code", "why"), [
    ("", "12 characters"),
    ("ABCD-EFGH", "12 characters"),
    ("ABCD-EFGH-JKU!", "not in an invite code"),
])
def test_a_code_that_is_no_invite_says_why(code: str, why: str) -> None:
    with pytest.raises(InviteError, match=why):
        Invite.read(code)


@pytest.mark.parametrize(("address", "port"), [("localhost", 80), ("1.2.3.4", 0),
                                               ("1.2.3.4", 70000)])
def test_an_invite_must_be_an_address_and_a_port(address: str, port: int) -> None:
    with pytest.raises(InviteError):
        Invite(address, port)
