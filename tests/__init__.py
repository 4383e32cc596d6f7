"""The test suite (a package, so that its set-up, ``tests/conftest.py``, and the app tests'
own, ``tests/app/conftest.py``, are two modules)."""
