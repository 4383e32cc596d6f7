"""The card table, built KPat-style from three nouns: the scene, its piles and their cards."""
