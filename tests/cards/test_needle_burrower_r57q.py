"""Needle Burrower (98162242): when it destroys an opponent's monster by battle and sends it to the
GY, the opponent takes 500 damage for each Level of that monster.

Sources: the card's text in our words (the 2005 print, AST-020, and today's do the same: a mandatory
trigger, no ERAS entry). Seed 004 §伤害步骤: the trigger at the end of the Damage Step. Its wording
"destroys ... and sends it to the GY" is Flame Wingman's: the monster must reach the GY (Macro
Cosmos banishing it: nothing) and Needle Burrower must still be on the field, so a mutual
destruction activates nothing (Yugioh Wiki (fandom) "Destroyed by battle"; the same rule for every
card of this wording, tests/cards/test_elemental_hero_flame_wingman_r55ab.py). The Level read is
the printed Level of the monster in the GY (our reading). Skill Drain negates it (a face-up
monster's effect on the field)."""

from duelist.testing.reads import banished, grave, lp, of_type
from duelist.testing.scenario import Script, Table

NB = "Needle Burrower"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack(target, position="set", extra=None, attacker_player=0):
    table = Table(rules="GOAT", turn=3 if attacker_player == 0 else 4, turn_player=attacker_player,
                  phase="battle_step")
    nb = table.monster(0, NB)
    other = table.monster(1, target, position=position)
    if extra:
        table.spell_trap(1, extra, face_down=False)
    duel = table.build()
    s = Script(duel)
    if attacker_player == 0:
        s.pick("attack", nb, target=other, request="battle")
    else:
        s.pick("attack", other, target=nb, request="battle")
    _pass_all(s, duel)
    return duel


def test_needle_burrower_burns_500_per_level():
    """Q: Needle Burrower (1700) attacks a face-down Hitotsu-Me Giant (Level 4, 1000 DEF). A: the
    Giant goes to the GY and my opponent takes 4 x 500 = 2000."""
    duel = _attack("Hitotsu-Me Giant")
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and lp(duel) == (8000, 6000)
    assert [e["name"] for e in of_type(duel, "chain")] == [NB]


def test_needle_burrower_battle_damage_and_burn_add_up():
    """Q: it attacks Celtic Guardian (Level 4, 1400 ATK) in Attack Position. A: 300 battle damage,
    then 2000: 5700."""
    duel = _attack("Celtic Guardian", position="attack")
    assert lp(duel) == (8000, 5700)


def test_needle_burrower_level_1():
    """Q: it destroys a face-down Thousand-Eyes Idol (Level 1). A: 500."""
    duel = _attack("Thousand-Eyes Idol")
    assert lp(duel) == (8000, 7500)


def test_needle_burrower_also_when_attacked():
    """Q: my opponent's Celtic Guardian (1400) attacks my Needle Burrower (1700). A: it destroys the
    Guardian by battle all the same: 300 battle damage and 2000 more."""
    duel = _attack("Celtic Guardian", position="attack", attacker_player=1)
    assert grave(duel, 1) == ["Celtic Guardian"] and lp(duel) == (8000, 5700)


def test_needle_burrower_mutual_destruction_burns_nothing():
    """Q: it attacks Battle Ox (1700) in Attack Position: both are destroyed. A: Needle Burrower is
    no longer on the field: no damage."""
    duel = _attack("Battle Ox", position="attack")
    assert grave(duel, 0) == [NB] and grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 8000)


def test_needle_burrower_macro_cosmos_banished_victim_burns_nothing():
    """Q: my opponent's Macro Cosmos is face-up; Needle Burrower destroys their face-down Hitotsu-Me
    Giant, which is banished instead. A: it was not sent to the GY: no damage."""
    duel = _attack("Hitotsu-Me Giant", extra="Macro Cosmos")
    assert banished(duel, 1) == ["Hitotsu-Me Giant"] and lp(duel) == (8000, 8000)


def test_needle_burrower_skill_drain_stops_it():
    """Q: my opponent's Skill Drain is face-up; Needle Burrower destroys their face-down Giant. A: no
    damage."""
    duel = _attack("Hitotsu-Me Giant", extra="Skill Drain")
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and lp(duel) == (8000, 8000)
