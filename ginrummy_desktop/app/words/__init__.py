"""The words the table shows the user, in one place, through Qt's translation functions
(``QCoreApplication.translate``, ``QLocale``: ``PySide6.QtCore`` only, no widgets).

* :mod:`.cards`: a card in words and in colour ("10♥"), the one spelling every screen uses;
* :mod:`.panel`: the control panel's text (the turn line, score, melds, deadwood, hints);
* :mod:`.coach`: the coach's reasons (data from ``ai/coach.py``) in words;
* :mod:`.results`: the breakdown of a hand and of a game, and the score line;
* :mod:`.table`: why a move is refused, and the status line's notes as the cards move;
* :mod:`.excerpts`: bad input quoted briefly in a message;
* :mod:`.opposite`: who sits opposite, the computer or a friend by name, for every sentence
  that names the opponent.

The labels, accessible names and keys of the commands are rows of ``app/table/commands.py``.
"""
