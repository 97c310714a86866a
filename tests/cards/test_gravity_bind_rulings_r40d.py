"""Gravity Bind's rulings on monsters without a Level (the MR5 preset; its effect: no
monster of Level 4 or more may attack).

Seed 004 §XYZ怪兽没有等级 (an Xyz Monster has a Rank, not a Level, and an effect that reads a
Level does not reach it); seed 001 §連接怪獸 ("連接怪獸沒有等級·階級": a Link Monster has no
Level). Sources: Gravity Bind's rulings (yugipedia "Card Rulings:Gravity Bind": Xyz Monsters and
Link Monsters, having no Level, are not affected and may attack)."""

from duelist.testing.scenario import Script, Table


def _battle_step_under_gravity_bind(*monsters):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    for name, kw in monsters:
        table.monster(0, name, **kw)
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.monster(1, "Mystical Elf", position="defense")
    return table.build()


def test_gravity_bind_lets_number_39_utopia_rank_4_attack():
    """Q: may my Number 39: Utopia (Rank 4) attack while Gravity Bind is face-up? A: yes: it
    has a Rank, no Level; my Level 4 Battle Ox beside it may not attack."""
    duel = _battle_step_under_gravity_bind(
        ("Number 39: Utopia", dict(materials=["Battle Ox", "Battle Ox"])), ("Battle Ox", {}))
    attackers = sorted({o.name for o in Script(duel).options("attack")})
    assert attackers == ["Number 39: Utopia"]


def test_gravity_bind_lets_decode_talker_link_3_attack():
    """Q: and my Decode Talker (Link-3)? A: yes: a Link Monster has no Level."""
    duel = _battle_step_under_gravity_bind(("Decode Talker", dict(zone=5, summon_kind="link")),
                                           ("Summoned Skull", {}))
    attackers = sorted({o.name for o in Script(duel).options("attack")})
    assert attackers == ["Decode Talker"]
