"""Backfire (82705573), Continuous Trap: each time a face-up FIRE monster you control is destroyed
and sent to the GY, 500 damage to the opponent.

Sources: yugioh-wiki.net 《バックファイア》 (today's text: a face-up FIRE monster of yours
destroyed and sent to the GY, each time, a mandatory trigger; by battle or by a card effect;
FAQ 08/10/08: a monster that DNA Surgery made FIRE does not count, it must be FIRE in the GY
too); the 2005 AST text ("when a FIRE monster on your side of the field is destroyed and sent
to the Graveyard, inflict 500 damage") does the same as far as these rulings go (a face-down
monster shows no Attribute: our reading), so no 2005 entry. Jinzo negates a face-up Trap's
effects (seed 000 §永續陷阱; Jinzo's text)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_backfire_burns_when_a_fire_monster_is_destroyed_by_battle():
    """Q: my face-up Backfire; my Darkfire Soldier #1 (FIRE, 1700) is attacked by Summoned Skull
    and destroyed. A: I take 800 battle damage, then my opponent takes 500 from Backfire."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Backfire", face_down=False)
    soldier = table.monster(0, "Darkfire Soldier #1")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=soldier, player=1)
    _finish(s)
    assert grave(duel, 0) == ["Darkfire Soldier #1"]
    assert lp(duel) == (7200, 7500)


def test_backfire_ignores_a_non_fire_monster():
    """Q: my face-up Backfire; my Battle Ox (EARTH) is destroyed by Summoned Skull's attack.
    A: no damage from Backfire: only my 800."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Backfire", face_down=False)
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=ox, player=1)
    _finish(s)
    assert lp(duel) == (7200, 8000)


def test_backfire_burns_once_for_a_dark_hole():
    """Q: my face-up Backfire; Dark Hole destroys my face-up Darkfire Soldier #1 and Great Angus
    (both FIRE), my Set Fire Kraken and my opponent's Darkfire Soldier #2. A: one destruction,
    one activation: 500 damage (the text counts no monsters, our reading of "each time"); my
    opponent's FIRE monster is not mine and gives nothing."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Backfire", face_down=False)
    table.monster(0, "Darkfire Soldier #1")
    table.monster(0, "Great Angus")
    table.monster(0, "Fire Kraken", position="set")
    table.monster(1, "Darkfire Soldier #2")
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    _finish(s)
    assert duel.monsters(0) == [] and duel.monsters(1) == []
    assert lp(duel) == (8000, 7500)
    assert [e["amount"] for e in of_type(duel, "damage")] == [500]


def test_backfire_counts_a_set_fire_monster_flipped_by_the_attack():
    """Q: my face-up Backfire; Summoned Skull attacks my Set Fire Kraken (FIRE, DEF 1500) and
    destroys it. A: the attack flipped it face-up before damage calculation: it was a face-up
    FIRE monster when destroyed: 500 damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Backfire", face_down=False)
    kraken = table.monster(0, "Fire Kraken", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=kraken, player=1)
    _finish(s)
    assert grave(duel, 0) == ["Fire Kraken"]
    assert lp(duel) == (8000, 7500)


def test_backfire_ignores_a_set_fire_monster_destroyed_face_down():
    """Q: my face-up Backfire; my opponent's Dark Hole destroys my Set Fire Kraken (FIRE).
    A: it was face-down: no damage (today's text says face-up; a face-down monster shows no
    Attribute in 2005 either: our reading)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Backfire", face_down=False)
    table.monster(0, "Fire Kraken", position="set")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    _finish(s)
    assert grave(duel, 0) == ["Fire Kraken"]
    assert lp(duel) == (8000, 8000)


def test_backfire_under_jinzo_does_nothing():
    """Q: my face-up Backfire; my opponent's face-up Jinzo attacks and destroys my Darkfire
    Soldier #1. A: Jinzo negates the effects of Traps on the field: no 500 damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Backfire", face_down=False)
    soldier = table.monster(0, "Darkfire Soldier #1")
    table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Jinzo", target=soldier, player=1)
    _finish(s)
    assert grave(duel, 0) == ["Darkfire Soldier #1"]
    assert lp(duel) == (7300, 8000)
