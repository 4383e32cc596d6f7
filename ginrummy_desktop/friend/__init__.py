"""Playing a friend: two programs deal one deck together that neither can know or bend.

Pure, like the engine: no Qt, no I/O (the randomness and the messages come from the caller).
``group.py`` is the group the deck is masked in (libsodium's ed25519, through PyNaCl);
``shuffle.py`` the deal's protocol, its checks, and the cheats they catch.
"""
