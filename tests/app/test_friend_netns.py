"""Two programs on a local network of their own find each other by mDNS and play a whole match.

The test makes two network namespaces joined by a veth pair (10.77.0.1/24 and 10.77.0.2/24,
both ends and ``lo`` up, multicast on, a route for the multicast addresses through the veth),
and runs ``friend_lan_peer.py`` in each (``ip netns exec``): the host listens and shows its game
with ``LocalGames``; the guest, told nothing of the host's address, looks with ``LocalGames`` and
joins the first game found. Both play the whole Standard match by autopilot and write what they
played: both finish, the totals mirror each other, the moves are the same but the cut, which
each side writes from its own seat (its pairs of cards mirror the other side's). The namespaces
are removed whatever happens. Each run names its namespaces and links with a fresh token, so
runs side by side do not meet.

It runs only where namespaces can be made: on Linux, as root, with iproute2's ``ip netns``;
elsewhere it skips, saying which (making them is tried, and a failure skips with ``ip``'s own
words). It prints how long discovery and the match took (``pytest -s`` shows it).
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from ginrummy_desktop.engine import Cut
from ginrummy_desktop.engine.record import action_from_json

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="network namespaces are Linux's")

PEER = Path(__file__).with_name("friend_lan_peer.py")
HOST_ADDRESS = "10.77.0.1"
GUEST_ADDRESS = "10.77.0.2"
PREFIX = 24
WAIT_S = 25.0
"""The longest both programs may take together (each gives up after 20 s on its own)."""
IP_S = 10.0


@dataclass(frozen=True)
class Lan:
    """Two namespaces joined by a veth pair, named with one token."""

    token: str

    @property
    def host(self) -> str:
        return f"ginrummy-{self.token}-host"

    @property
    def guest(self) -> str:
        return f"ginrummy-{self.token}-guest"

    def ends(self) -> tuple[tuple[str, str, str], ...]:
        """Each namespace, its end of the veth pair (at most 15 characters) and its address."""
        return ((self.host, f"gr{self.token}h", HOST_ADDRESS),
                (self.guest, f"gr{self.token}g", GUEST_ADDRESS))


def _ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=IP_S,
                          check=False)


def _why_no_namespaces() -> str | None:
    """Why network namespaces cannot be made here, or None."""
    if shutil.which("ip") is None:
        return "the ip command (iproute2) is not installed"
    listed = _ip("netns", "list")
    if listed.returncode != 0:
        return f"ip netns does not work here: {listed.stderr.strip()}"
    if os.geteuid() != 0:
        return f"making network namespaces needs root (this runs as uid {os.geteuid()})"
    return None


def _make(lan: Lan) -> str | None:
    """Make ``lan``'s namespaces and link; what failed (the command and ip's words), or None."""
    (host, host_end, _), (guest, guest_end, _) = lan.ends()
    commands = [("netns", "add", host), ("netns", "add", guest),
                ("link", "add", host_end, "netns", host, "type", "veth",
                 "peer", "name", guest_end, "netns", guest)]
    for namespace, end, address in lan.ends():
        commands += [("-n", namespace, "address", "add", f"{address}/{PREFIX}", "dev", end),
                     ("-n", namespace, "link", "set", "lo", "up"),
                     ("-n", namespace, "link", "set", end, "multicast", "on", "up"),
                     ("-n", namespace, "route", "add", "224.0.0.0/4", "dev", end)]
    for command in commands:
        done = _ip(*command)
        if done.returncode != 0:
            return f"ip {' '.join(command)}: {done.stderr.strip()}"
    return None


@pytest.fixture
def lan() -> Iterator[Lan]:
    """Two namespaces joined by a veth pair, removed afterwards whatever happened; the test
    skips where they cannot be made."""
    reason = _why_no_namespaces()
    if reason is not None:
        pytest.skip(reason)
    lan = Lan(secrets.token_hex(3))
    try:
        failure = _make(lan)
        if failure is not None:
            pytest.skip(f"the network namespaces could not be made: {failure}")
        yield lan
    finally:
        for namespace in (lan.host, lan.guest):  # the veth pair goes with them
            _ip("netns", "delete", namespace)
        names = _ip("netns", "list").stdout
        assert lan.host not in names and lan.guest not in names


@dataclass
class Program:
    """One program running in a namespace, and the files it writes."""

    role: str
    process: subprocess.Popen[bytes]
    out: Path
    err: Path

    @classmethod
    def start(cls, namespace: str, role: str, name: str, folder: Path, seed: int) -> Program:
        folder.mkdir()
        out, err = folder / "result.json", folder / "stderr.txt"
        with err.open("wb") as stderr:
            process = subprocess.Popen(
                ["ip", "netns", "exec", namespace, sys.executable, str(PEER), role,
                 "--name", name, "--data", str(folder / "data"), "--out", str(out),
                 "--seed", str(seed)], stdout=stderr, stderr=stderr)
        return cls(role, process, out, err)

    def result(self, deadline: float) -> dict[str, Any]:
        """What the program wrote, once it has ended (by ``deadline``, ``time.monotonic()``)."""
        try:
            self.process.wait(timeout=max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            pytest.fail(f"the {self.role} still runs after {WAIT_S} s: {self.said()}")
        if not self.out.exists():
            pytest.fail(f"the {self.role} ended ({self.process.returncode}) without a result: "
                        f"{self.said()}")
        result: dict[str, Any] = json.loads(self.out.read_text())
        assert result["status"] == 0, f"the {self.role}: {result['reason']} {self.said()}"
        return result

    def said(self) -> str:
        """The end of what the program wrote to its standard error."""
        return self.err.read_text(errors="replace")[-2000:] if self.err.exists() else ""

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


def test_two_programs_find_each_other_by_mdns_and_play_a_whole_match(
        lan: Lan, tmp_path: Path) -> None:
    name = f"Ana {lan.token}"
    programs: list[Program] = []
    try:
        started = time.monotonic()
        programs.append(Program.start(lan.host, "host", name, tmp_path / "host", 1))
        programs.append(Program.start(lan.guest, "guest", "Bruno", tmp_path / "guest", 2))
        deadline = started + WAIT_S
        hosted, joined = (program.result(deadline) for program in programs)
    finally:
        for program in programs:
            program.stop()
    assert joined["found"] == {"name": name, "address": HOST_ADDRESS, "port": hosted["port"]}
    assert tuple(hosted["totals"]) == tuple(reversed(joined["totals"]))
    host_actions = [action_from_json(action) for action in hosted["actions"]]
    guest_actions = [action_from_json(action) for action in joined["actions"]]
    assert len(host_actions) == len(guest_actions)
    assert [a for a in host_actions if not isinstance(a, Cut)] == \
        [a for a in guest_actions if not isinstance(a, Cut)]
    assert [_mirrored(a) for a in host_actions if isinstance(a, Cut)] == \
        [a for a in guest_actions if isinstance(a, Cut)]
    print(_timings(started, hosted, joined))


def _mirrored(cut: Cut) -> Cut:
    """``cut`` as the other seat writes it: each pair's two cards swapped."""
    cards = cut.cards or ()
    return Cut(tuple(card for pair in zip(cards[1::2], cards[::2], strict=True)
                     for card in pair) or None)


def _timings(started: float, hosted: dict[str, Any], joined: dict[str, Any]) -> str:
    """How long each part took, in seconds (every moment on one machine-wide clock)."""
    host, guest = hosted["moments"], joined["moments"]
    return (f"\nprograms up (looking): host {host['looking'] - started:.2f}, "
            f"guest {guest['looking'] - started:.2f}\n"
            f"discovery: {guest['found'] - guest['looking']:.2f} after the guest looked, "
            f"{guest['found'] - host['looking']:.2f} after the host showed its game\n"
            f"found to ready: {guest['ready'] - guest['found']:.2f}\n"
            f"match: host {host['over'] - host['ready']:.2f}, "
            f"guest {guest['over'] - guest['ready']:.2f} "
            f"({len(hosted['actions'])} actions, {len(hosted['log'])} messages at the host)\n"
            f"whole: {max(host['over'], guest['over']) - started:.2f}")
