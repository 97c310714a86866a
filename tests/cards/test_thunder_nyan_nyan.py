"""Thunder Nyan Nyan: while its controller has a face-up monster that is not LIGHT, it is destroyed.

Sources: the card's text in our words (the 2005 LOD print, "if there is a face-up monster other
than a LIGHT monster on your side of the field, destroy this card", does what today's does: no
ERAS entry); the OCG text of 《雷電娘々》 after its errata (dic.pixiv.net 《雷電娘々》: destroy this
face-up card while you control a face-up non-LIGHT monster; the first print instead kept it off
the field beside a non-LIGHT monster and destroyed it when one came: not what either preset
plays); our reading of it as a continuous effect of the monster applied by the state checks
without a chain link (as Berserk Gorilla's "destroy this card" in face-up Defense Position):
only its controller's face-up monsters count, the opponent's and face-down ones do not; a
negation (Skill Drain) stops it; seed 000 §永續效果 (a continuous effect applies only while the
monster is face-up on the field: a Set Thunder Nyan Nyan stays until it is flipped).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

NYAN = "Thunder Nyan Nyan"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_thunder_nyan_nyan_is_destroyed_when_its_controller_summons_a_non_light_monster():
    """Q: my Thunder Nyan Nyan is face-up; I Normal Summon Battle Ox (EARTH): A: Thunder Nyan Nyan
    is destroyed at once, without a chain link; Battle Ox stays."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, NYAN)
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    _resolve(s)
    assert grave(duel, 0) == [NYAN]
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert of_type(duel, "chain") == []


def test_thunder_nyan_nyan_ignores_the_opponents_and_face_down_monsters():
    """Q: my opponent has a face-up Battle Ox; I have Thunder Nyan Nyan, a face-up Mystical Elf
    (LIGHT) and a Set Celtic Guardian (EARTH): A: it stays: only my face-up monsters count, and
    Mystical Elf is LIGHT."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, NYAN)
    table.monster(0, "Mystical Elf")
    table.monster(0, "Celtic Guardian", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert field_monsters(duel, 0) == [NYAN, "Mystical Elf", "Celtic Guardian"]
    assert grave(duel, 0) == []


def test_thunder_nyan_nyan_set_stays_until_it_is_flip_summoned():
    """Q: my Thunder Nyan Nyan is Set beside my face-up Battle Ox; I Flip Summon it: A: Set, its
    effect does not apply; face-up, it is destroyed at once."""
    table = Table(turn=3, turn_player=0)
    nyan = table.monster(0, NYAN, position="set")
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert grave(duel, 0) == []
    s = Script(duel)
    s.pick("flip_summon", nyan)
    _resolve(s)
    assert grave(duel, 0) == [NYAN]
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_thunder_nyan_nyan_under_skill_drain_stays_beside_a_non_light_monster():
    """Q: my opponent's Skill Drain is face-up; I Normal Summon Battle Ox beside my Thunder Nyan
    Nyan: A: its effect is negated: it stays on the field."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, NYAN)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    _resolve(s)
    assert field_monsters(duel, 0) == [NYAN, "Battle Ox"]
    assert grave(duel, 0) == []
