"""The table's sounds: a card dealt, drawn or thrown, a knock, gin, a lay-off, a hand and a match
won or lost.

Three parts, so that sound can never stop the game:

* :func:`cues_for` turns the engine's events into :class:`Cue` values (pure: no Qt, no audio);
* a :class:`Speaker` plays a cue: :class:`QtSpeaker` through QtMultimedia's ``QAudioSink``
  (the short WAV files read into memory once, each cue played by a sink of its own on the
  system's audio layer: WASAPI, Core Audio, PulseAudio), or :class:`SilentSpeaker`, which plays
  nothing;
* the :class:`SoundBoard` listens to the match (the controller's ``events_applied``) and plays
  the cues of each move one after another, at the volume of the settings.

Subtleties:

* QtMultimedia is imported only when the board opens its speaker, after the table is first
  painted (:meth:`SoundBoard.open`): it costs start-up time, and on Linux it needs the system's
  ``libpulse.so.0``. If the import fails, no audio output exists, or :data:`SILENT_ENV` is set
  (the tests set it), the board keeps the :class:`SilentSpeaker`, says why in the log, and the
  game plays on. Cues that come before the speaker is open are not played (the first deal at
  start-up would otherwise delay the first paint).
* Only ``QAudioSink`` is used, which needs none of QtMultimedia's media back ends (the FFmpeg
  plug-in); the bundle leaves them out (``packaging/bundle_rules.py``), and elsewhere the board
  keeps QtMultimedia from loading one (:func:`_no_media_backend`). Not ``QSoundEffect``:
  with PySide6 6.12 on PulseAudio, loading ten of them hung the event loop in about half of the
  runs (an endless "QSocketNotifier: Invalid socket" from its sample cache's thread), where ten
  sinks fed from memory never did (``docs/sound.md``).
* The volume setting (0 to 100) is a loudness, mapped to the linear gain a sink wants
  through ``QAudio.convertVolume`` (logarithmic to linear), and it only ever turns the files
  down: they are mixed to peak at -6 dBFS (``packaging/sounds.py``), so a sound is never louder
  than the system lets it be.
* A hand that ends a match plays only the match's sound, not the hand's as well; a dead hand has
  none. Won and lost are the user's (:data:`Seat.USER`).
* :attr:`SoundBoard.played` keeps the last cues played (or that would have been played by a
  silent speaker while sound is on): the tests read it.
"""

from __future__ import annotations

import contextlib
import enum
import logging
import os
import wave
from collections import deque
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QTimer

from ..engine import (
    CardDiscarded,
    DiscardTaken,
    Event,
    GameOver,
    HandDealt,
    HandEnded,
    Knocked,
    ShowdownSettled,
    StockDrawn,
    UpcardTaken,
)
from ..resources import resource_path
from .seats.seat import Seat

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QAudioSink

__all__ = [
    "CUE_GAP_MS",
    "SILENT_ENV",
    "Cue",
    "QtSpeaker",
    "SilentSpeaker",
    "SoundBoard",
    "Speaker",
    "cues_for",
    "gain",
]

_log = logging.getLogger(__name__)

SILENT_ENV = "GINRUMMY_SILENT"
"""When this environment variable is set (to anything but empty), the game makes no sound."""
CUE_GAP_MS = 180
"""The pause between two cues of one move (a knock, then the hand's result)."""
RATE = 22050
"""The sound files' sample rate (16-bit mono PCM; ``packaging/sounds.py`` writes them)."""
MAX_SOUND_BYTES = 2_000_000
"""The most samples a sound file may hold, in bytes (about 45 s): a bound on what is read."""
VOICES = 4
"""How many sounds may play at once."""
KEPT = 50
"""How many cues :attr:`SoundBoard.played` keeps."""


class Cue(enum.Enum):
    """A sound of the table. The value is its file's name in ``assets/sounds`` (no ``.wav``)."""

    DEAL = "deal"
    DRAW = "draw"
    DISCARD = "discard"
    KNOCK = "knock"
    GIN = "gin"
    LAY_OFF = "lay-off"
    HAND_WON = "hand-won"
    HAND_LOST = "hand-lost"
    MATCH_WON = "match-won"
    MATCH_LOST = "match-lost"


SAMPLE = Cue.HAND_WON
"""What the volume slider in Settings plays."""


def cues_for(events: Iterable[Event]) -> list[Cue]:
    """The cues of one move's events, in order (see the module docstring)."""
    events = tuple(events)
    match_over = next((e for e in events if isinstance(e, GameOver)), None)
    cues: list[Cue] = []
    for event in events:
        match event:
            case HandDealt():
                cues.append(Cue.DEAL)
            case StockDrawn() | UpcardTaken() | DiscardTaken():
                cues.append(Cue.DRAW)
            case CardDiscarded():
                cues.append(Cue.DISCARD)
            case Knocked():
                cues.append(Cue.GIN if event.is_gin or event.is_big_gin else Cue.KNOCK)
            case ShowdownSettled() if event.settlement.layoffs:
                cues.append(Cue.LAY_OFF)
            case HandEnded() if match_over is None and event.result.winner is not None:
                won = event.result.winner == Seat.USER
                cues.append(Cue.HAND_WON if won else Cue.HAND_LOST)
            case GameOver() if event.sheet.winner is not None:
                won = event.sheet.winner == Seat.USER
                cues.append(Cue.MATCH_WON if won else Cue.MATCH_LOST)
    return cues


def gain(volume: int) -> float:
    """The linear gain for a volume setting of 0 to 100 (a loudness: 50 sounds half as loud)."""
    from PySide6.QtMultimedia import QAudio

    level = max(0, min(100, volume)) / 100
    return float(QAudio.convertVolume(level, QAudio.VolumeScale.LogarithmicVolumeScale,
                                      QAudio.VolumeScale.LinearVolumeScale))


class Speaker(Protocol):
    """Something that plays cues."""

    def play(self, cue: Cue, volume: int) -> None:
        """Play ``cue`` at ``volume`` (0 to 100); never raises, never waits."""


class SilentSpeaker:
    """Plays nothing: sound is off, unavailable, or the game runs under test."""

    def play(self, cue: Cue, volume: int) -> None:
        del cue, volume


class QtSpeaker:
    """Plays cues through QtMultimedia's ``QAudioSink``: the sounds are read once into memory,
    and each cue played gets a sink of its own, dropped when it has played (at most
    :data:`VOICES` at once: the oldest stops for a new one)."""

    def __init__(self, parent: QObject) -> None:
        from PySide6.QtMultimedia import QAudioFormat, QMediaDevices

        self._parent = parent
        self._device = QMediaDevices.defaultAudioOutput()
        self._format = QAudioFormat()
        self._format.setSampleRate(RATE)
        self._format.setChannelCount(1)
        self._format.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        self._pcm = {cue: read_pcm(resource_path("assets", "sounds", f"{cue.value}.wav"))
                     for cue in Cue}
        self.voices: deque[tuple[QAudioSink, QBuffer]] = deque()
        """The sinks playing now, oldest first, each with the buffer it reads."""

    def play(self, cue: Cue, volume: int) -> None:
        from PySide6.QtMultimedia import QAudioSink

        while len(self.voices) >= VOICES:
            self._drop(self.voices[0])
        source = QBuffer(self._parent)
        source.setData(self._pcm[cue])
        source.open(QIODevice.OpenModeFlag.ReadOnly)
        sink = QAudioSink(self._device, self._format, self._parent)
        sink.setVolume(gain(volume))
        voice = (sink, source)
        sink.stateChanged.connect(lambda state: self._on_state(voice, state))
        self.voices.append(voice)
        sink.start(source)

    def _on_state(self, voice: tuple[QAudioSink, QBuffer], state: object) -> None:
        from PySide6.QtMultimedia import QAudio

        if state in (QAudio.State.IdleState, QAudio.State.StoppedState):
            self._drop(voice)

    def _drop(self, voice: tuple[QAudioSink, QBuffer]) -> None:
        if voice not in self.voices:
            return
        self.voices.remove(voice)
        sink, source = voice
        sink.stop()
        sink.deleteLater()
        source.deleteLater()


def read_pcm(path: Path) -> QByteArray:
    """The samples of one of the game's sound files: 16-bit mono PCM at :data:`RATE`, at most
    :data:`MAX_SOUND_BYTES` (``ValueError`` for anything else, ``OSError`` if unreadable)."""
    try:
        with wave.open(str(path), "rb") as file:
            shape = (file.getnchannels(), file.getsampwidth(), file.getframerate())
            if shape != (1, 2, RATE):
                raise ValueError(f"{path.name}: {shape} is not 16-bit mono at {RATE} Hz")
            if file.getnframes() * 2 > MAX_SOUND_BYTES:
                raise ValueError(f"{path.name}: longer than {MAX_SOUND_BYTES} bytes")
            return QByteArray(file.readframes(file.getnframes()))
    except (EOFError, wave.Error) as error:
        raise ValueError(f"{path.name}: not a WAV file ({error})") from error


def _why_silent() -> str:
    """Why no sound can be played here ("" when it can)."""
    if os.environ.get(SILENT_ENV):
        return f"{SILENT_ENV} is set"
    with _no_media_backend():
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except ImportError as error:  # Linux without libpulse0, a bundle without QtMultimedia
            return f"QtMultimedia cannot be loaded ({error})"
        outputs = QMediaDevices.audioOutputs()
    if not outputs:
        return "the system has no audio output"
    return ""


@contextlib.contextmanager
def _no_media_backend() -> Iterator[None]:
    """While QtMultimedia first looks for its media back end (the first ``QMediaDevices``
    call), hide Qt's plug-in folders from it, so that it settles for none.

    The sinks need no back end: the audio devices and ``QAudioSink`` are QtMultimedia's own
    (PulseAudio, WASAPI, Core Audio), as in the bundle, which leaves the back ends out. But
    where PySide6 is installed whole (pip), QtMultimedia would load its FFmpeg plug-in, and
    with it FFmpeg, QtQuick and QtQml: about 13 MB resident for nothing the game plays
    (``QT_MEDIA_BACKEND`` cannot prevent it: an unknown name falls back to FFmpeg). Qt
    chooses the back end once per process, so the folders are given back at once: plug-ins
    the table has already loaded stay loaded, and any other plug-in is found as before.
    Someone who sets ``QT_MEDIA_BACKEND`` gets what they asked for.
    """
    from PySide6.QtCore import QCoreApplication

    if os.environ.get("QT_MEDIA_BACKEND") or QCoreApplication.instance() is None:
        yield
        return
    folders = QCoreApplication.libraryPaths()
    QCoreApplication.setLibraryPaths([])
    try:
        yield
    finally:
        QCoreApplication.setLibraryPaths(folders)


class SoundBoard(QObject):
    """Plays the table's sounds (see the module docstring). ``enabled`` and ``volume`` come
    from the settings (:meth:`set_sound`)."""

    def __init__(self, enabled: bool, volume: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.volume = volume
        self.speaker: Speaker | None = None
        """None until :meth:`open`; then a :class:`QtSpeaker` or a :class:`SilentSpeaker`."""
        self.unavailable = False
        """True once :meth:`open` found that no sound can play here."""
        self.played: deque[Cue] = deque(maxlen=KEPT)
        self._queue: deque[Cue] = deque()
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.setInterval(CUE_GAP_MS)
        self._next.timeout.connect(self._play_next)

    def open(self) -> None:
        """Choose the speaker: QtMultimedia's when sound can play here, else silence."""
        if self.speaker is not None:
            return
        why = _why_silent()
        if not why:
            try:
                self.speaker = QtSpeaker(self)
            except Exception as error:  # a faulty audio stack must not stop the game
                why = f"the sounds could not be set up ({error!r})"
        if why:
            _log.info("no sound: %s", why)
            self.speaker = SilentSpeaker()
        self.unavailable = bool(why)

    @property
    def audible(self) -> bool:
        """Whether cues are heard now (sound on, at some volume, through a real speaker)."""
        return (self.enabled and self.volume > 0 and isinstance(self.speaker, QtSpeaker))

    def set_sound(self, enabled: bool, volume: int) -> None:
        """Take the settings' sound switch and volume (0 to 100); turning sound off stops
        what is queued."""
        self.enabled = enabled
        self.volume = volume
        if not enabled:
            self._queue.clear()
            self._next.stop()

    def on_events(self, events: tuple[Event, ...]) -> None:
        """The match moved: queue the sounds of its events."""
        if self.speaker is None or not self.enabled:
            return
        self._queue.extend(cues_for(events))
        if not self._next.isActive():
            self._play_next()

    def sample(self, volume: int) -> None:
        """Play a short sound at ``volume`` (Settings, as the volume is chosen)."""
        if self.speaker is not None:
            self._sound(SAMPLE, volume)

    def _play_next(self) -> None:
        if self._queue:
            self._sound(self._queue.popleft())
            if self._queue:
                self._next.start()

    def _sound(self, cue: Cue, volume: int | None = None) -> None:
        assert self.speaker is not None
        self.played.append(cue)
        try:
            self.speaker.play(cue, self.volume if volume is None else volume)
        except Exception:  # the audio layer failed mid-game: silence from now on
            _log.exception("playing %s failed; no more sound this session", cue.value)
            self.speaker = SilentSpeaker()
