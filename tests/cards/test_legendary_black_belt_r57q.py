"""Legendary Black Belt (96458440): an Equip Spell for Master Monk only; when a monster is destroyed
by battle with the equipped monster, the opponent takes damage equal to that monster's DEF.

Sources: the card's text in our words (the 2005 print, TLM-EN045, and today's do the same: no ERAS
entry); seed 000 §裝備魔法 (an Equip Spell targets the monster it equips; "only to X" limits its
targets). The DEF read is the destroyed monster's printed DEF where it went (our reading: the
monster is off the field when the trigger resolves). If Master Monk is destroyed by the same battle
the Equip Spell is no longer equipped: nothing (our reading, as Flame Wingman's "destroys ... by
battle" needs its monster on the field). Master Monk's two attacks each count."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

LBB = "Legendary Black Belt"
MM = "Master Monk"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _equipped(*opponents, turn_player=0):
    table = Table(rules="GOAT", turn=3 if turn_player == 0 else 4, turn_player=turn_player, phase="battle_step")
    monk = table.monster(0, MM)
    table.spell_trap(0, LBB, face_down=False, equipped_to=monk)
    refs = [table.monster(1, name, position=pos) for name, pos in opponents]
    duel = table.build()
    return duel, Script(duel), monk, refs


def test_legendary_black_belt_activated_on_master_monk_only():
    """Q: I control Master Monk and Battle Ox and activate Legendary Black Belt. A: only Master Monk
    may be its target; it becomes equipped to it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    monk = table.monster(0, MM)
    table.monster(0, "Battle Ox")
    table.hand(0, LBB)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LBB)
    assert [o.name for o in duel.request.options if o.kind == "target"] == [MM]
    s.pick("target", MM)
    _pass_all(s, duel)
    belt = duel.players[0].szone[0]
    assert belt is not None and belt.name == LBB and belt.face_up
    assert monk.card(duel).location == "mzone"


def test_legendary_black_belt_not_without_master_monk():
    """Q: I control only Battle Ox. A: Legendary Black Belt cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.hand(0, LBB)
    duel = table.build()
    assert not Script(duel).has("activate", LBB)


def test_legendary_black_belt_burns_the_destroyed_monsters_def():
    """Q: my equipped Master Monk (1900) attacks Battle Ox (1700 ATK / 1000 DEF). A: 200 battle
    damage, then 1000 for the Ox's DEF: 6800."""
    duel, s, monk, (ox,) = _equipped(("Battle Ox", "attack"))
    s.pick("attack", monk, target=ox, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 6800)


def test_legendary_black_belt_each_of_master_monks_two_attacks():
    """Q: my equipped Master Monk attacks twice: a face-down Hitotsu-Me Giant (1000 DEF), then a
    face-down Thousand-Eyes Idol (0 DEF). A: each is destroyed by battle with it: 1000, then 0:
    the opponent is at 7000."""
    duel, s, monk, (giant, idol) = _equipped(("Hitotsu-Me Giant", "set"), ("Thousand-Eyes Idol", "set"))
    s.pick("attack", monk, target=giant, request="battle")
    _pass_all(s, duel)
    s.pick("attack", monk, target=idol, request="battle")
    _pass_all(s, duel)
    assert sorted(grave(duel, 1)) == ["Hitotsu-Me Giant", "Thousand-Eyes Idol"]
    assert lp(duel) == (8000, 7000)


def test_legendary_black_belt_when_master_monk_is_attacked():
    """Q: my opponent's Celtic Guardian (1400 ATK / 1200 DEF) attacks my equipped Master Monk. A: it
    is destroyed by battle with the equipped monster: 500 battle damage and 1200: 6300."""
    duel, s, monk, (guardian,) = _equipped(("Celtic Guardian", "attack"), turn_player=1)
    s.pick("attack", guardian, target=monk, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Celtic Guardian"] and lp(duel) == (8000, 6300)


def test_legendary_black_belt_mutual_destruction_burns_nothing():
    """Q: my equipped Master Monk (1900) attacks Mad Dog of Darkness (1900): both are destroyed. A:
    the Belt goes to the GY with its monster: no damage."""
    duel, s, monk, (dog,) = _equipped(("Mad Dog of Darkness", "attack"))
    s.pick("attack", monk, target=dog, request="battle")
    _pass_all(s, duel)
    assert sorted(grave(duel, 0)) == [LBB, MM] and grave(duel, 1) == ["Mad Dog of Darkness"]
    assert lp(duel) == (8000, 8000)


def test_legendary_black_belt_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; my equipped Master Monk attacks Battle Ox. A: Skill
    Drain negates monsters' effects, not the Equip Spell's: 200 + 1000 damage; but Master Monk's
    second attack is negated with its effects: it has no attack left."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    monk = table.monster(0, MM)
    table.spell_trap(0, LBB, face_down=False, equipped_to=monk)
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Hitotsu-Me Giant", position="set")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", monk, target=ox, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 6800)
    assert not s.has("attack", MM)
