"""Dialog forms compiled from ``ui/*.ui`` by ``pyside6-uic`` (generated: do not edit by hand).

Regenerate every form, and its typed stub, with ``python -m ginrummy_desktop.app.forms.build``;
``tests/app/test_forms.py`` fails while a committed form is stale.
"""
