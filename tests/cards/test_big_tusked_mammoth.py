"""Big-Tusked Mammoth: while it is face-up on the field, the opponent's monsters cannot declare
an attack in the turn they were Summoned.

Sources: the card's text (the 2005 FET print, "your opponent's monsters cannot declare an attack
during the turn they are Summoned", does what today's does: no ERAS entry); seed 000 §召喚
(Normal, Tribute, Flip and Special Summons are all summons; a Set is none, and a monster whose
control changed was not Summoned by that); a continuous effect applies only while its monster is
face-up on the field and its effects are not negated (seed 000 §永續效果; Skill Drain's text)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _opponent_turn(p1_hand=(), p1_monsters=(), p1_set=(), p0_face_up=(), p0_set=(), p1_spells=()):
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Big-Tusked Mammoth", position="defense")      # 2000 / 1000
    for name in p0_face_up:
        table.spell_trap(0, name, face_down=False)
    for name in p0_set:
        table.monster(0, name, position="set")
    table.hand(1, *p1_hand)
    for name in p1_monsters:
        table.monster(1, name)
    for name in p1_set:
        table.monster(1, name, position="set")
    for name in p1_spells:
        table.spell_trap(1, name)
    duel = table.build()
    return duel, Script(duel)


def _attackers(s):
    s.pick("battle")
    _resolve(s)
    return sorted(set(o.name for o in s.duel.request.options if o.kind == "attack"))


def test_big_tusked_mammoth_stops_a_monster_summoned_this_turn_from_attacking():
    """Q: my opponent Normal Summons Battle Ox while my Mammoth is face-up; their Celtic
    Guardian was on the field since an earlier turn: A: Battle Ox cannot attack this turn;
    Celtic Guardian can."""
    duel, s = _opponent_turn(p1_hand=("Battle Ox",), p1_monsters=("Celtic Guardian",))
    s.pick("summon", "Battle Ox")
    _resolve(s)
    assert _attackers(s) == ["Celtic Guardian"]


def test_big_tusked_mammoth_stops_a_flip_summoned_monster_too():
    """Q: my opponent Flip Summons a Mystical Elf Set on an earlier turn: A: a Flip Summon is a
    summon: the Elf cannot attack this turn."""
    duel, s = _opponent_turn(p1_set=("Mystical Elf",), p1_monsters=("Celtic Guardian",))
    s.pick("flip_summon", "Mystical Elf")
    _resolve(s)
    assert _attackers(s) == ["Celtic Guardian"]


def test_big_tusked_mammoth_stops_a_special_summoned_monster():
    """Q: my opponent revives Battle Ox with Monster Reborn: A: Special Summoned this turn: it
    cannot attack."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Big-Tusked Mammoth", position="defense")
    table.hand(1, "Monster Reborn")
    table.grave(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    _resolve(s)
    s.pick("option", "Attack Position", request="option")
    _resolve(s)
    assert [c.name for c in duel.monsters(1)] == ["Celtic Guardian", "Battle Ox"]
    assert _attackers(s) == ["Celtic Guardian"]


def test_big_tusked_mammoth_does_not_stop_a_monster_taken_by_change_of_heart():
    """Q: my opponent takes my Mad Dog of Darkness (on the field since an earlier turn) with
    Change of Heart: A: a change of control is no summon: it may attack this turn (here my
    Mammoth, 1000 DEF: it is destroyed)."""
    table = Table(turn=4, turn_player=1)
    mammoth = table.monster(0, "Big-Tusked Mammoth", position="defense")
    table.monster(0, "Mad Dog of Darkness")
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Mad Dog of Darkness")
    _resolve(s)
    assert _attackers(s) == ["Mad Dog of Darkness"]
    s.pick("attack", "Mad Dog of Darkness", target=mammoth)
    _resolve(s)
    assert [c.name for c in duel.players[0].grave] == ["Big-Tusked Mammoth"]


def test_big_tusked_mammoth_does_nothing_face_down():
    """Q: my Mammoth is Set (face-down) when my opponent Normal Summons Battle Ox: A: its effect
    does not apply: Battle Ox may attack."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Big-Tusked Mammoth", position="set")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    _resolve(s)
    assert _attackers(s) == ["Battle Ox"]


def test_big_tusked_mammoth_under_skill_drain_stops_nothing():
    """Q: my opponent's Skill Drain is face-up; they Normal Summon Battle Ox: A: Mammoth's
    effect is negated: Battle Ox attacks (into Mammoth's 1000 DEF: destroyed)."""
    table = Table(turn=4, turn_player=1)
    mammoth = table.monster(0, "Big-Tusked Mammoth", position="defense")
    table.hand(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    _resolve(s)
    assert _attackers(s) == ["Battle Ox"]
    s.pick("attack", "Battle Ox", target=mammoth)
    _resolve(s)
    assert [c.name for c in duel.players[0].grave] == ["Big-Tusked Mammoth"] and lp(duel) == (8000, 8000)
