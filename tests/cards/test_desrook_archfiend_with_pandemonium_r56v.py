"""Desrook Archfiend (72192100) with Pandemonium: the Terrorking Archfiend loop.

Sources, read in our words: yugioh-wiki.net 《デスルークデーモン》 (the combo the page describes:
a Terrorking Archfiend destroyed by an effect and sent to the GY starts Pandemonium's search,
which fetches the next Desrook Archfiend, while the Desrook in hand is sent to the GY to bring
the Terrorking back, so the loop can go on) and 《万魔殿－悪魔の巣窟－》 (the search: an
"Archfiend" of a lower Level than the destroyed one, Terrorking being Level 8). Both are optional
"when" effects of the same player answering the same destruction: they share one chain (Seed
000 §咒文速度: effects whose moment comes at once make one chain, by the chain rules). Terrorking Archfiend has no script: the
table places it and nothing of its own text happens here."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import settle

DR = "Desrook Archfiend"
TK = "Terrorking Archfiend"


def test_desrook_archfiend_and_pandemonium_both_answer_fissure_on_terrorking():
    """Q: my opponent's Fissure destroys my face-up Terrorking Archfiend (my only monster) while
    my Pandemonium is face-up and Desrook Archfiend is in my hand. A: both of my effects may
    answer: Desrook goes from my hand to my GY and Terrorking comes back to my field, and
    Pandemonium adds another Desrook Archfiend (Level 3, lower than 8) from my Deck to my hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(0, "Pandemonium")
    table.monster(0, TK)
    table.hand(0, DR)
    table.deck(0, [DR, "Battle Ox", "Battle Ox"])
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    settle(duel, s, yes=True, pick=DR)
    assert field_monsters(duel, 0) == [TK]
    assert grave(duel, 0) == [DR] and hand(duel, 0) == [DR]
    assert grave(duel, 1) == ["Fissure"]
