"""Nimble Momonga (22567609): destroyed by battle and sent to the GY, its owner gains 1000 LP,
then may Special Summon any number of "Nimble Momonga" from the Deck in face-down Defense
Position.

Sources: the card's 2005 text (its Pharaonic Guardian / Dark Beginning 1 prints) and today's,
the same in what it does (the LP gain is not optional; the summons are, 0 to as many as there
are copies and free zones); it is a trigger of the card in the GY, not a FLIP effect, so it
works when the Momonga was Set and attacked (the floaters' rule, as for Mystic Tomato); seed 000 §效果分類 (not negated by
Skill Drain, which reaches only face-up monsters on the field). One text in both eras."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_nimble_momonga_gains_1000_and_sets_two_more():
    """Q: my Nimble Momonga is destroyed by my opponent's Battle Ox. A: I take 700, gain 1000
    LP, and may Special Summon both Nimble Momonga from my Deck, face-down in Defense
    Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    momonga = table.monster(0, "Nimble Momonga")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Nimble Momonga", "Battle Ox", "Nimble Momonga"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=momonga, player=1)
    _resolve(s)
    s.pick("select", "Nimble Momonga", first=True, player=0)
    s.pick("select", "Nimble Momonga", player=0)
    _resolve(s)
    assert lp(duel) == (8000 - 700 + 1000, 8000)
    assert grave(duel, 0) == ["Nimble Momonga"]
    assert [c.name for c in duel.monsters(0)] == ["Nimble Momonga", "Nimble Momonga"]
    assert all(c.position == S.FACEDOWN_DEFENSE for c in duel.monsters(0))
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_nimble_momonga_may_summon_none():
    """Q: my Nimble Momonga is destroyed by battle, a copy in my Deck; I want to keep it there.
    A: I still gain 1000 LP (that part is not optional); I may summon none."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    momonga = table.monster(0, "Nimble Momonga")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Nimble Momonga"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=momonga, player=1)
    _resolve(s)
    s.pick("done", player=0)
    _resolve(s)
    assert lp(duel) == (8300, 8000)
    assert field_monsters(duel, 0) == []
    assert [c.name for c in duel.players[0].deck] == ["Nimble Momonga"]


def test_nimble_momonga_destroyed_by_an_effect_does_nothing():
    """Q: Dark Hole destroys my Nimble Momonga. A: not destroyed by battle: no LP, no summon."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Nimble Momonga")
    table.hand(1, "Dark Hole")
    table.deck(0, ["Nimble Momonga"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Nimble Momonga"] and lp(duel) == (8000, 8000)
    assert field_monsters(duel, 0) == []


def test_nimble_momonga_set_and_attacked_under_skill_drain_still_works():
    """Q: my opponent controls Skill Drain; their Battle Ox attacks my Set Nimble Momonga
    (100 DEF) and destroys it. A: its effect starts in the GY, out of Skill Drain's reach: I
    gain 1000 LP and may Special Summon the copy from my Deck face-down."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    momonga = table.monster(0, "Nimble Momonga", position="set")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Nimble Momonga"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=momonga, player=1)
    _resolve(s)
    s.pick("select", "Nimble Momonga", player=0)
    _resolve(s)
    assert lp(duel) == (9000, 8000)
    assert [c.position for c in duel.monsters(0)] == [S.FACEDOWN_DEFENSE]
