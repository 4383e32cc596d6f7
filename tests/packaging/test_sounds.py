"""The committed sounds are what ``packaging/sounds.py`` writes, and are quiet and short."""

from __future__ import annotations

import io
import struct
import wave
from pathlib import Path

import pytest
import sounds

from ginrummy_desktop.app.sound import Cue


def test_every_cue_has_a_committed_file_that_a_fresh_render_matches() -> None:
    assert set(sounds.SOUNDS) == {cue.value for cue in Cue}
    assert sounds.main(["--check"]) == 0


@pytest.mark.parametrize("name", sorted(sounds.SOUNDS))
def test_a_sound_is_short_starts_and_ends_in_silence_and_never_loud(name: str) -> None:
    data = (sounds.SOUND_DIR / f"{name}.wav").read_bytes()
    with wave.open(io.BytesIO(data)) as file:
        assert (file.getnchannels(), file.getsampwidth(), file.getframerate()) == (
            1, 2, sounds.RATE)
        count = file.getnframes()
        samples = struct.unpack(f"<{count}h", file.readframes(count))
    assert 0.05 < count / sounds.RATE <= 2.5
    peak = max(abs(s) for s in samples) / 32767
    assert 0.2 < peak <= sounds.PEAK + 0.001
    assert abs(samples[0]) < 50 and abs(samples[-1]) < 50


def test_the_check_sees_a_changed_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in sounds.SOUNDS:
        (tmp_path / f"{name}.wav").write_bytes(sounds.render(name))
    monkeypatch.setattr(sounds, "SOUND_DIR", tmp_path)
    assert sounds.main(["--check"]) == 0
    (tmp_path / "knock.wav").write_bytes(sounds.render("discard"))
    assert sounds.main(["--check"]) == 1
