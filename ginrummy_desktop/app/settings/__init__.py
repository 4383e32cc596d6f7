"""The player's settings, one job a module: the value and its bounds (:mod:`.values`), the names
a player reads (:mod:`.names`), the settings file and its check before QSettings reads it
(:mod:`.file`), the typed store (:mod:`.store`) and the windows' places (:mod:`.geometry`).

Nothing is re-exported here: import each name from the module that owns it. The package may use
``match/deals.py``, ``shell/``, ``words/``, the engine and the AI, and nothing of ``records/``,
``models/``, ``table/``, ``widgets/`` or ``session.py``.
"""
