"""Enraged Battle Ox (76909279): while it is face-up, its controller's Beast, Beast-Warrior and
Winged Beast monsters (itself included) deal piercing battle damage to a Defense Position monster.

Sources: the card's text in our words (the 2005 print, IOC-070, and today's do the same: no ERAS
entry); a continuous effect of a face-up monster (seed 000 §永續效果): face-down it does nothing,
and Skill Drain negates it (Skill Drain's text: the effects of face-up monsters on the field).
Only its controller's monsters: our reading of "you control"."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

EBO = "Enraged Battle Ox"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack(attacker, ox_position="attack", skill_drain=False, defender="Hitotsu-Me Giant", attacker_player=0,
            ox_player=0):
    table = Table(rules="GOAT", turn=3 if attacker_player == 0 else 4, turn_player=attacker_player,
                  phase="battle_step")
    if attacker != EBO:
        table.monster(ox_player, EBO, position=ox_position)
    att = table.monster(attacker_player, attacker)
    target = table.monster(1 - attacker_player, defender, position="set")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", att, target=target, request="battle")
    _pass_all(s, duel)
    return duel


def test_enraged_battle_ox_pierces_itself():
    """Q: Enraged Battle Ox (1700) attacks a face-down Hitotsu-Me Giant (1000 DEF). A: the Giant is
    destroyed and my opponent takes 700."""
    duel = _attack(EBO)
    assert lp(duel) == (8000, 7300) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_enraged_battle_ox_gives_a_beast_piercing():
    """Q: with Enraged Battle Ox face-up, my Silver Fang (a Beast, 1200) attacks a face-down
    Hitotsu-Me Giant. A: my opponent takes 200."""
    duel = _attack("Silver Fang")
    assert lp(duel) == (8000, 7800) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_enraged_battle_ox_gives_a_winged_beast_piercing():
    """Q: my Skull Red Bird (a Winged Beast, 1550) attacks the face-down Giant. A: 550."""
    duel = _attack("Skull Red Bird")
    assert lp(duel) == (8000, 7450)


def test_enraged_battle_ox_not_for_another_type():
    """Q: my Koumori Dragon (a Dragon, 1500) attacks the face-down Giant. A: no damage."""
    duel = _attack("Koumori Dragon")
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_enraged_battle_ox_face_down_does_nothing():
    """Q: my Enraged Battle Ox is face-down; my Battle Ox (a Beast-Warrior, 1700) attacks the
    face-down Giant. A: no damage: its effect applies only while it is face-up."""
    duel = _attack("Battle Ox", ox_position="set")
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_enraged_battle_ox_not_for_the_opponents_beast():
    """Q: my opponent's Battle Ox attacks my face-down Giant while I control a face-up Enraged
    Battle Ox. A: only my own monsters pierce: I take nothing."""
    duel = _attack("Battle Ox", attacker_player=1, ox_player=0)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Hitotsu-Me Giant"]


def test_enraged_battle_ox_skill_drain_stops_it():
    """Q: my opponent's Skill Drain is face-up; Enraged Battle Ox attacks the face-down Giant. A:
    its effect is negated: no damage."""
    duel = _attack(EBO, skill_drain=True)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Hitotsu-Me Giant"]
