"""Eternal Rest (95051344), Normal Spell: every monster on the field with an Equip Card equipped
is destroyed -- a judge's review (round 58r): Thousand-Eyes Restrict holding a monster.

Sources, in our words: the Relinquished / Thousand-Eyes Restrict rulings of the Edison-format
archive (the monster taken is equipped to it as an Equip Card until it leaves the field;
tests/cards/test_thousand_eyes_restrict_rulings_r40a.py), so TER holding a monster is a monster
"equipped with an Equip Card"; TER's "destroy the held monster instead" covers destruction by
battle only (its text, 2005 and today's), so Eternal Rest destroys TER itself, and the held
monster, its Equip Card gone with it, goes to its owner's GY (seed 000 §裝備魔法)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

ER = "Eternal Rest"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_eternal_rest_destroys_thousand_eyes_restrict_holding_a_monster():
    """Q: my Thousand-Eyes Restrict holds my opponent's Summoned Skull as its Equip Card; I
    activate Eternal Rest. A: TER is a monster with an Equip Card: it is destroyed (its
    battle-only replacement does not apply) and goes to my GY; Summoned Skull goes to my
    opponent's GY, its owner's."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(0, "Summoned Skull")
    table.hand(1, ER)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict", player=1)
    s.pick("target", "Summoned Skull", player=1)
    _pass_all(s)
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Summoned Skull"]
    s.pick("activate", ER, player=1)
    _pass_all(s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == [ER, "Thousand-Eyes Restrict"]
    assert grave(duel, 0) == ["Summoned Skull"]
