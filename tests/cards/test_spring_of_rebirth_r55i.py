"""Spring of Rebirth (94425169), Continuous Spell: each time a monster on the field returns to
the hand, its controller gains 500 LP.

Sources: the card's text (LOD, 2003: "each time a monster on the field is returned to its
owner's hand, increase your Life Points by 500 points"; today's says the same: no 2005 entry);
tcatmon.com 《엘리멘트의 샘》 (the count is per monster: Time God Metaion returning the other
monsters to the hand gives up to 4500 LP); either player's monsters (the text says "a monster
on the field"); a card returned from the hand, or a Spell/Trap returned, counts nothing. No
chain link for the LP (our reading, as Fatal Abacus's FAQ for the same shape of text)."""

from duelist.testing.reads import hand, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _activate(s):
    s.pick("activate", "Spring of Rebirth", request="idle")
    _finish(s)


def test_spring_of_rebirth_gains_when_an_opponents_monster_returns():
    """Q: my Spring of Rebirth is active; my Compulsory Evacuation Device returns my opponent's
    Summoned Skull to the hand. A: I gain 500."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Spring of Rebirth")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    assert lp(duel) == (8000, 8000)
    s.pick("activate", "Compulsory Evacuation Device", request="idle")
    s.pick("target", "Summoned Skull")
    _finish(s)
    assert hand(duel, 1) == ["Summoned Skull"] and lp(duel) == (8500, 8000)


def test_spring_of_rebirth_counts_each_monster_of_penguin_soldier():
    """Q: my Spring of Rebirth is active; I Flip Summon Penguin Soldier and return my opponent's
    Summoned Skull and Battle Ox to the hand. A: two monsters: 1000 LP."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Spring of Rebirth")
    table.monster(0, "Penguin Soldier", position="set")
    skull = table.monster(1, "Summoned Skull")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.pick("flip_summon", "Penguin Soldier", request="idle")
    s.pick("yes", request="yes_no")
    s.pick("target", skull, request="target")
    s.pick("target", ox, request="target")
    _finish(s)
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Summoned Skull"]
    assert lp(duel) == (9000, 8000)


def test_spring_of_rebirth_counts_my_own_monster():
    """Q: my Spring of Rebirth is active; I return my own Battle Ox to my hand with Compulsory
    Evacuation Device. A: a monster on the field returned to the hand: I gain 500."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Spring of Rebirth")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.pick("activate", "Compulsory Evacuation Device", request="idle")
    s.pick("target", "Battle Ox")
    _finish(s)
    assert hand(duel, 0) == ["Battle Ox"] and lp(duel) == (8500, 8000)


def test_spring_of_rebirth_ignores_spells_returned_by_giant_trunade():
    """Q: my Spring of Rebirth is active with my Set Mirror Force; my opponent's Giant Trunade
    returns every Spell and Trap on the field to the hand. A: no monster returned: no LP (and
    Spring of Rebirth itself is back in my hand)."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Spring of Rebirth")
    table.spell_trap(0, "Mirror Force")
    table.hand(1, "Giant Trunade")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.end_turn()
    _finish(s)
    s.pick("activate", "Giant Trunade", player=1, request="idle")
    _finish(s)
    assert sorted(hand(duel, 0)) == ["Mirror Force", "Spring of Rebirth"]
    assert lp(duel) == (8000, 8000)
