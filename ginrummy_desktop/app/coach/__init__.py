"""The coach: hints and Teach me, asked of the coach's worker process."""
