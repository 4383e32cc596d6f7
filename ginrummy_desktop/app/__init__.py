"""The Qt application: the card table, the controller, the turn machine and the dialogs.

This is the only package that imports PySide6; the engine and the AI stay pure.
"""
