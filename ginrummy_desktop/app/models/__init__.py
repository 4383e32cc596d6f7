"""Presentation state and Qt item models (the hand's order, the score sheet)."""
