"""Synthesise the game's sounds, ``assets/sounds/*.wav``, from nothing but arithmetic.

    python packaging/sounds.py          rewrite the committed sound files
    python packaging/sounds.py --check  fail when a committed file differs from a fresh render

Every sound is made here, so the project owns it outright (``assets/sounds/PROVENANCE.md``):
no recording, no sample library. The standard library alone: :mod:`math` for the tones,
:mod:`random` with a fixed seed per sound for the noise of a card, :mod:`wave` for the files.
The same run always writes the same bytes, so ``--check`` (a test runs it) proves the files
are this script's.

The ingredients:

* a card's *snap*: a burst of noise through a band-pass (two one-pole filters), falling away
  in a few tens of milliseconds, over a faint low thump: the sound of a card laid down;
* a *slide*: the same noise, softer and darker, swelling and fading over a tenth of a second:
  a card drawn across the felt;
* a *knock*: a short wooden tone whose pitch falls as it dies, with an inharmonic overtone and
  a click at its start: knuckles on the table;
* a *chime*: a bell-like note (partials at 1, 2.76 and 5.4 times the pitch, the higher ones
  dying faster), for the results;
* a *soft note*: a plain sine with a little second harmonic, for the gentle sounds of a loss.

Every file is 16-bit mono PCM at :data:`RATE` (what ``QSoundEffect`` plays everywhere), starts
and ends at silence (short fades, so no click), and peaks at :data:`PEAK` or lower (the card
sounds lower still): played at full volume it stays well below what the system allows, and the
game's volume setting only ever turns it down.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOUND_DIR = ROOT / "assets" / "sounds"
RATE = 22050
"""Samples per second: ample for these sounds, half the size of CD rate."""
PEAK = 0.5
"""The loudest sample of a result's sound, as a fraction of full scale (-6 dBFS)."""
CARD_PEAK = 0.35
"""The loudest sample of a card's sound (-9 dBFS): they come often and must stay quiet."""

Samples = list[float]


def silence(seconds: float) -> Samples:
    """``seconds`` of nothing."""
    return [0.0] * round(seconds * RATE)


def mix(*parts: tuple[float, Samples]) -> Samples:
    """The sum of each part, started at its offset in seconds."""
    length = max(round(at * RATE) + len(part) for at, part in parts)
    out = [0.0] * length
    for at, part in parts:
        start = round(at * RATE)
        for i, value in enumerate(part):
            out[start + i] += value
    return out


def envelope(length: int, attack: float, decay: float) -> list[float]:
    """A linear rise over ``attack`` seconds, then an exponential fall with time constant
    ``decay`` seconds."""
    rise = max(1, round(attack * RATE))
    return [i / rise if i < rise else math.exp(-(i - rise) / (decay * RATE))
            for i in range(length)]


def noise_burst(seed: int, seconds: float, attack: float, decay: float,
                low_hz: float, high_hz: float) -> Samples:
    """White noise (from ``seed``) band-passed between ``low_hz`` and ``high_hz`` by two
    one-pole filters, shaped by :func:`envelope`."""
    rng = random.Random(seed)
    length = round(seconds * RATE)
    shape = envelope(length, attack, decay)
    a_high = math.exp(-2 * math.pi * high_hz / RATE)  # low-pass at high_hz
    a_low = math.exp(-2 * math.pi * low_hz / RATE)  # high-pass at low_hz
    low_passed = 0.0
    slow = 0.0
    out: Samples = []
    for i in range(length):
        low_passed = (1 - a_high) * rng.uniform(-1, 1) + a_high * low_passed
        slow = (1 - a_low) * low_passed + a_low * slow
        out.append((low_passed - slow) * shape[i])
    return out


def tone(partials: Sequence[tuple[float, float, float]], seconds: float,
         attack: float = 0.004, glide: float = 0.0, vibrato: float = 0.0) -> Samples:
    """A sum of sines: each partial is (frequency in Hz, amplitude, decay time constant in
    seconds). ``glide``: the pitch falls by this fraction over the first 60 ms (a struck wooden
    body); ``vibrato``: the depth, as a fraction of the pitch, of a 5 Hz wobble."""
    length = round(seconds * RATE)
    out: Samples = []
    phases = [0.0] * len(partials)
    rise = max(1, round(attack * RATE))
    for i in range(length):
        t = i / RATE
        bend = 1 - glide * min(1.0, t / 0.06)
        wobble = 1 + vibrato * math.sin(2 * math.pi * 5 * t)
        value = 0.0
        for k, (frequency, amplitude, decay) in enumerate(partials):
            phases[k] += 2 * math.pi * frequency * bend * wobble / RATE
            value += amplitude * math.exp(-t / decay) * math.sin(phases[k])
        out.append(value * min(1.0, i / rise))
    return out


def note_hz(name: str) -> float:
    """The frequency of a note written like "C5" or "F#4" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    pitch, octave = name[:-1], int(name[-1])
    semitones = steps[pitch[0]] + (1 if pitch.endswith("#") else 0) + 12 * (octave - 4)
    return 440.0 * 2 ** (semitones / 12)


def chime(name: str, seconds: float, decay: float = 0.45) -> Samples:
    """A bell-like note: inharmonic partials, the higher ones dying sooner."""
    f = note_hz(name)
    return tone([(f, 1.0, decay), (2.76 * f, 0.35, decay / 3), (5.4 * f, 0.12, decay / 7)],
                seconds)


def soft_note(name: str, seconds: float, decay: float = 0.5) -> Samples:
    """A plain, rounded note (a sine with a little second harmonic)."""
    f = note_hz(name)
    return tone([(f, 1.0, decay), (2 * f, 0.15, decay / 2)], seconds, attack=0.02)


def horn_note(name: str, seconds: float) -> Samples:
    """A warm held note for the fanfare: five harmonics, a slow rise, a little vibrato."""
    f = note_hz(name)
    partials = [(f * n, 1.0 / n ** 1.3, 0.9) for n in range(1, 6)]
    return tone(partials, seconds, attack=0.03, vibrato=0.004)


def snap(seed: int) -> Samples:
    """A card laid down."""
    return mix((0.0, noise_burst(seed, 0.09, 0.001, 0.014, 900, 5200)),
               (0.0, [0.5 * v for v in tone([(150, 1.0, 0.02)], 0.06)]))


def slide(seed: int) -> Samples:
    """A card drawn across the felt."""
    return noise_burst(seed, 0.16, 0.03, 0.035, 400, 2600)


def knock_once() -> Samples:
    """Knuckles on the table."""
    body = tone([(190, 1.0, 0.05), (190 * 2.6, 0.3, 0.02)], 0.16, attack=0.001, glide=0.12)
    return mix((0.0, body), (0.0, [0.4 * v for v in noise_burst(7, 0.01, 0.0005, 0.002,
                                                                  1500, 6000)]))


# --- the sounds ------------------------------------------------------------------------------


def deal() -> Samples:
    """Four quick snaps: cards going round."""
    return mix(*((0.075 * i, [(1 - 0.08 * i) * v for v in snap(10 + i)]) for i in range(4)))


def draw() -> Samples:
    return slide(20)


def discard() -> Samples:
    return snap(30)


def knock() -> Samples:
    """Two knocks on the table."""
    return mix((0.0, knock_once()), (0.15, [0.8 * v for v in knock_once()]))


def gin() -> Samples:
    """A bright rising arpeggio of chimes."""
    notes = ("C6", "E6", "G6", "C7")
    return mix(*((0.08 * i, chime(n, 1.1, 0.5)) for i, n in enumerate(notes)))


def lay_off() -> Samples:
    """A snap and a small chime: a card joins a meld."""
    return mix((0.0, snap(40)), (0.05, [0.35 * v for v in chime("E6", 0.4, 0.15)]))


def hand_won() -> Samples:
    """Two chimes going up."""
    return mix((0.0, chime("G5", 0.7, 0.35)), (0.14, chime("C6", 0.8, 0.4)))


def hand_lost() -> Samples:
    """Two soft notes going down."""
    return mix((0.0, soft_note("E5", 0.6, 0.25)), (0.2, soft_note("C5", 0.8, 0.35)))


def match_won() -> Samples:
    """A fanfare: a quick rising arpeggio, then the chord held and fading."""
    run = [(0.11 * i, [0.8 * v for v in horn_note(n, 0.35)])
           for i, n in enumerate(("C5", "E5", "G5"))]
    chord = [(0.36, [0.6 * v for v in horn_note(n, 1.7)]) for n in ("C5", "E5", "G5", "C6")]
    sparkle = [(0.36 + 0.06 * i, [0.3 * v for v in chime(n, 1.2, 0.4)])
               for i, n in enumerate(("C6", "E6", "G6", "C7"))]
    return mix(*run, *chord, *sparkle)


def match_lost() -> Samples:
    """A gentle descending phrase."""
    notes = ("A4", "F4", "D4")
    return mix(*((0.3 * i, soft_note(n, 0.9, 0.35 + 0.1 * i)) for i, n in enumerate(notes)))


SOUNDS: dict[str, tuple[Callable[[], Samples], float]] = {
    "deal": (deal, CARD_PEAK),
    "draw": (draw, CARD_PEAK * 0.8),
    "discard": (discard, CARD_PEAK),
    "knock": (knock, PEAK),
    "gin": (gin, PEAK),
    "lay-off": (lay_off, CARD_PEAK),
    "hand-won": (hand_won, PEAK * 0.8),
    "hand-lost": (hand_lost, PEAK * 0.7),
    "match-won": (match_won, PEAK),
    "match-lost": (match_lost, PEAK * 0.8),
}
"""Each file's name (without ``.wav``), how it is made, and its peak (a fraction of full scale).
The names are the game's ``sound.Cue`` values."""


# --- the files -------------------------------------------------------------------------------


def finished(samples: Samples, peak: float) -> Samples:
    """Scaled so the loudest sample is ``peak``; a 3 ms fade in, and a gentle (half-cosine)
    fade out over the last 150 ms or third of the sound, so no tail is cut off."""
    top = max(abs(v) for v in samples) or 1.0
    out = [v * peak / top for v in samples]
    fade_in = min(round(0.003 * RATE), len(out))
    for i in range(fade_in):
        out[i] *= i / fade_in
    fade_out = min(round(0.15 * RATE), len(out) // 3)
    for i in range(fade_out):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_out)
    return out


def wav_bytes(samples: Samples) -> bytes:
    """16-bit mono PCM in a WAV container."""
    frames = b"".join(struct.pack("<h", round(max(-1.0, min(1.0, v)) * 32767))
                      for v in samples)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def render(name: str) -> bytes:
    """The bytes of ``<name>.wav``."""
    make, peak = SOUNDS[name]
    return wav_bytes(finished(make(), peak))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare the committed files with a fresh render")
    args = parser.parse_args(argv)
    differing = []
    for name in SOUNDS:
        path = SOUND_DIR / f"{name}.wav"
        data = render(name)
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                differing.append(path.name)
        else:
            SOUND_DIR.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            print(f"{path.relative_to(ROOT)}: {len(data) / 1000:.0f} kB")
    if differing:
        print("differ from a fresh render: " + ", ".join(differing), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
