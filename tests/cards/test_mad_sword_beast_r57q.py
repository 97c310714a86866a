"""Mad Sword Beast (79870141): it deals piercing battle damage when it attacks a Defense Position
monster.

Sources: the card's text in our words (the 2005 print, PSV, and today's do the same: no ERAS
entry); seed 004 §伤害的判定 (an attack into a Defense Position monster with a higher DEF: the
attacker's controller takes the difference); Skill Drain negates the effects of face-up monsters."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

MSB = "Mad Sword Beast"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack(attacker, defender, position="set", skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    att = table.monster(0, attacker)
    target = table.monster(1, defender, position=position)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", att, target=target, request="battle")
    _pass_all(s, duel)
    return duel


def test_mad_sword_beast_pierces_a_set_monster():
    """Q: Mad Sword Beast (1400) attacks a face-down Hitotsu-Me Giant (1000 DEF). A: the Giant is
    destroyed and my opponent takes 400."""
    duel = _attack(MSB, "Hitotsu-Me Giant")
    assert lp(duel) == (8000, 7600) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_mad_sword_beast_pierces_a_face_up_defender():
    """Q: it attacks a face-up Defense Position Thousand-Eyes Idol (0 DEF). A: 1400 damage."""
    duel = _attack(MSB, "Thousand-Eyes Idol", position="defense")
    assert lp(duel) == (8000, 6600)


def test_mad_sword_beast_no_piercing_into_a_higher_def():
    """Q: it attacks a face-down Mystical Elf (2000 DEF). A: nothing is destroyed; I take the 600
    difference, my opponent nothing."""
    duel = _attack(MSB, "Mystical Elf")
    assert lp(duel) == (7400, 8000) and grave(duel, 1) == []


def test_mad_sword_beast_attack_position_target_is_plain_damage():
    """Q: it attacks a face-up Attack Position Hitotsu-Me Giant (1200 ATK). A: the ordinary 200."""
    duel = _attack(MSB, "Hitotsu-Me Giant", position="attack")
    assert lp(duel) == (8000, 7800)


def test_mad_sword_beast_skill_drain_stops_it():
    """Q: my opponent's Skill Drain is face-up; Mad Sword Beast attacks a face-down Hitotsu-Me
    Giant. A: no damage."""
    duel = _attack(MSB, "Hitotsu-Me Giant", skill_drain=True)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_mad_sword_beast_not_given_by_enraged_battle_ox():
    """Q: my face-up Enraged Battle Ox gives piercing only to Beasts, Beast-Warriors and Winged
    Beasts; my Mad Sword Beast (a Dinosaur) attacks a face-down Hitotsu-Me Giant beside it. A: it
    pierces by its own effect all the same (one piercing, not two): 400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Enraged Battle Ox")
    table.monster(0, MSB)
    target = table.monster(1, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MSB, target=target, request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 7600)
