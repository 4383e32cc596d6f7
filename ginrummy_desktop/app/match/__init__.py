"""The match: the controller over the engine's game, its deals and their seal, undo, the save
format and the autosave."""
