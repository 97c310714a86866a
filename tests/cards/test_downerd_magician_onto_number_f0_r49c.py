"""Downerd Magician onto Number F0: Utopic Future, whose Rank is treated as 1 (round 49c's
mutation round; a data gap, /work/reports/h49c-requests.md).

Downerd Magician's text (in your Main Phase 2 you can also Xyz Summon it using a Rank 3 or lower
Xyz Monster you control) and Number F0: Utopic Future's Rank condition: its printed Rank is 0,
but its original Rank is always treated as 1 (Konami's Yu-Gi-Oh! blog on the card, 10 April
2015: it has no Rank stars and is treated as having an original Rank of 1). A Rank 1 monster is
"Rank 3 or lower", so Downerd Magician may be Xyz Summoned onto it. The card data holds the Rank the
rules read (scripts/import_cards.py `RANK_TREATED_AS`, stop 49: it gave Rank 0 before)."""

from duelist.testing.scenario import Script, Table


def test_downerd_magician_may_be_xyz_summoned_onto_number_f0_utopic_future():
    """Q: in my Main Phase 2 I control Number F0: Utopic Future (printed Rank 0, treated as Rank
    1) with two materials. May I Xyz Summon Downerd Magician onto it? A: yes: it is a Rank 3 or
    lower Xyz Monster."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main2")
    table.extra(0, "Downerd Magician")
    table.monster(0, "Number F0: Utopic Future", materials=["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    assert Script(duel).has("xyz_summon", "Downerd Magician")
