"""What is kept of played matches: the statistics store and its journal, the recorder that feeds
them, the hand history and its replay."""
