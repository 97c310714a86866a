"""Chaos Necromancer: its ATK becomes 300 for each Monster Card in its controller's GY.

Sources: the card's text (the 2005 IOC print, "the ATK of this card is the number of Monster
Cards in your Graveyard x 300 points", does what today's does: no ERAS entry); yugioh-wiki.net
《カオス・ネクロマンサー》 (only its controller's GY counts, Monster Cards only; the value
follows the GY at every moment; an Equip Spell's gain applies on top of it); Skill Drain's
text (its effect negated, it has its printed 0 ATK); seed 000 §永續效果 (a continuous effect
applies only while the monster is face-up on the field)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

NECRO = "Chaos Necromancer"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_chaos_necromancer_counts_the_monsters_in_its_controllers_grave():
    """Q: my GY holds Battle Ox, Dark Hole and Mystical Elf; my opponent's holds two monsters:
    A: Chaos Necromancer has 600 ATK (two Monster Cards of mine; the Spell and my opponent's
    GY do not count); its DEF stays 0."""
    table = Table(turn=3)
    necro = table.monster(0, NECRO)
    table.grave(0, "Battle Ox", "Dark Hole", "Mystical Elf")
    table.grave(1, "Celtic Guardian", "Battle Ox")
    duel = table.build()
    assert duel.atk(necro.card(duel)) == 600
    assert duel.defense(necro.card(duel)) == 0


def test_chaos_necromancer_follows_its_grave_and_an_equip_adds_on_top():
    """Q: my Chaos Necromancer (1 monster in my GY: 300) is equipped with Axe of Despair, then I
    Foolish Burial a Battle Ox: A: 300 + 1000 = 1300, then 600 + 1000 = 1600."""
    table = Table(turn=3)
    necro = table.monster(0, NECRO)
    table.grave(0, "Celtic Guardian")
    table.hand(0, "Axe of Despair", "Foolish Burial")
    table.deck(0, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair")
    s.pick("target", necro)
    _resolve(s)
    assert duel.atk(necro.card(duel)) == 1300
    s.pick("activate", "Foolish Burial")
    _resolve(s)
    s.pick("select", "Battle Ox", request="select")
    _resolve(s)
    assert grave(duel, 0) == ["Celtic Guardian", "Battle Ox", "Foolish Burial"]
    assert duel.atk(necro.card(duel)) == 1600


def test_chaos_necromancer_under_skill_drain_has_0_atk():
    """Q: my opponent's Skill Drain is face-up; four monsters are in my GY; my Chaos Necromancer
    attacks their Hitotsu-Me Giant (1200): A: its effect is negated: 0 ATK: it is destroyed and I
    take 1200."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    necro = table.monster(0, NECRO)
    table.grave(0, "Battle Ox", "Battle Ox", "Celtic Guardian", "Mystical Elf")
    giant = table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert duel.atk(necro.card(duel)) == 0
    s.pick("attack", NECRO, target=giant)
    _resolve(s)
    assert grave(duel, 0)[-1] == NECRO and lp(duel) == (6800, 8000)


def test_chaos_necromancer_with_four_monsters_ties_a_1200_attacker():
    """Q: my Chaos Necromancer (four monsters in my GY: 1200) attacks Hitotsu-Me Giant (1200):
    A: its ATK in damage calculation is 1200: a tie: both are destroyed, no damage."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, NECRO)
    table.grave(0, "Battle Ox", "Battle Ox", "Celtic Guardian", "Mystical Elf")
    giant = table.monster(1, "Hitotsu-Me Giant")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", NECRO, target=giant)
    _resolve(s)
    assert [e["atk"] for e in duel.log if e["type"] == "battle"] == [1200]
    assert grave(duel, 0)[-1] == NECRO and grave(duel, 1) == ["Hitotsu-Me Giant"]
    assert lp(duel) == (8000, 8000)
