"""Wall of Illusion: an attacker destroyed by that battle is not returned to the hand.

Rules cited: seed 004 §怪兽的战斗规则 (the monster that loses the battle is destroyed by battle
and sent to the GY); seed 004 §翻转效果的发动 (a monster whose destruction in the battle is
decided is no longer something an effect can act on after damage calculation: it cannot be
chosen as a target). Ruling (Wall of Illusion, and the same for "Begone, Knave!"): a monster
battling Wall of Illusion that is destroyed by that battle is sent to the Graveyard, not
returned to its owner's hand; Wall of Illusion destroyed itself still returns an attacker
that survived (tests/cards/test_yugi_monsters.py).
"""

from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_an_attacker_destroyed_by_the_battle_goes_to_the_graveyard_not_the_hand():
    """Mystical Elf (800 ATK) attacks Wall of Illusion in Attack Position (1000 ATK): the
    Elf is destroyed by battle; Wall's effect still resolves after damage calculation, but
    the Elf, already destroyed by that battle, goes to the GY at the end of the Damage Step."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Mystical Elf")
    wall = table.monster(1, "Wall of Illusion")
    duel = table.build()
    Script(duel).pick("attack", "Mystical Elf", target=wall)
    assert duel.players[0].lp == 7800                       # 1000 - 800 battle damage
    assert hand(duel, 0) == []
    assert grave(duel, 0) == ["Mystical Elf"]
    assert field_monsters(duel, 1) == ["Wall of Illusion"]
    assert duel.request.kind == "battle"


def test_two_walls_destroy_each_other_and_the_attacker_stays_destroyed():
    """Wall of Illusion attacks Wall of Illusion (1000 vs 1000): both are destroyed by battle;
    the attacked Wall's effect activates, and the attacking Wall goes to the GY with it."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Wall of Illusion")
    wall = table.monster(1, "Wall of Illusion")
    duel = table.build()
    Script(duel).pick("attack", "Wall of Illusion", target=wall)
    assert hand(duel, 0) == []
    assert grave(duel, 0) == ["Wall of Illusion"] and grave(duel, 1) == ["Wall of Illusion"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000


def test_an_attacker_banished_by_its_own_effect_in_answer_is_not_returned():
    """D.D. Warrior Lady (1500 ATK) attacks Wall of Illusion in Defense Position (1850 DEF):
    after damage calculation Wall's mandatory effect is Chain Link 1 and the Lady's optional
    one Chain Link 2 (SEGOC; Wall of Illusion's and D.D. Warrior Lady's rulings). The Lady
    banishes herself and Wall; Wall's effect then finds its attacker gone and returns nothing."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "D.D. Warrior Lady")
    wall = table.monster(1, "Wall of Illusion", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Warrior Lady", target=wall)
    s.pick("yes", request="yes_no", player=0)
    s.expect(request="battle", player=0)
    assert banished(duel, 0) == ["D.D. Warrior Lady"] and banished(duel, 1) == ["Wall of Illusion"]
    assert hand(duel, 0) == [] and grave(duel, 0) == []
    assert duel.players[0].lp == 7650                       # 1850 - 1500
