"""Who sits in the opponent's seat: the seat protocol, the computer in its own process, and the
thread seat the tests use."""
