"""The main window and the dialogs."""
