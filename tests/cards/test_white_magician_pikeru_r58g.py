"""White Magician Pikeru (81383947), Level 2 LIGHT Spellcaster: in your Standby Phase you gain 400 LP for
each monster you control.

Sources, in our words: yugioh-wiki.net 《白魔導士ピケル》 (a mandatory trigger in its controller's own
Standby Phase; every monster of its controller counts, itself and face-down ones included; the count is
taken as it resolves); the 2005 text does what today's does: no ERAS entry. Skill Drain negates it
(an effect of a face-up monster on the field)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

PIKERU = "White Magician Pikeru"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _standby(others=(), face_down_pikeru=False, skill_drain=False, turn_player=0, lp0=4000):
    table = Table(rules="GOAT", turn=5, turn_player=turn_player, phase="draw", lp=(lp0, 8000))
    table.monster(0, PIKERU, position="set" if face_down_pikeru else "attack")
    for name, position in others:
        table.monster(0, name, position=position)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    _pass(s)
    return duel, s


def test_white_magician_pikeru_400_for_each_monster():
    """Q: in my Standby Phase I control Pikeru, Battle Ox and a Set Mystical Elf. A: I gain 1200."""
    duel, s = _standby(others=[("Battle Ox", "attack"), ("Mystical Elf", "set")])
    assert lp(duel) == (5200, 8000)
    assert duel.request.kind == "idle"


def test_white_magician_pikeru_only_in_its_controllers_standby_phase():
    """Q: it is my opponent's Standby Phase. A: Pikeru does nothing."""
    duel, s = _standby(turn_player=1)
    assert lp(duel) == (4000, 8000)


def test_white_magician_pikeru_not_while_face_down():
    """Q: Pikeru is Set in my Standby Phase. A: no LP."""
    duel, s = _standby(face_down_pikeru=True)
    assert lp(duel) == (4000, 8000)


def test_white_magician_pikeru_negated_by_skill_drain():
    """Q: my opponent's Skill Drain is face-up in my Standby Phase. A: Pikeru's effect is negated: no LP."""
    duel, s = _standby(skill_drain=True)
    assert lp(duel) == (4000, 8000)
