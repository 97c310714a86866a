"""Gigantes (47606319): never Normal Summoned or Set; it is Special Summoned from the hand by
banishing 1 EARTH monster from its owner's GY (no chain link); when it is destroyed by battle
(2005 text: and sent to the GY; see test_gigantes_graveyard_r56t.py), every Spell and Trap Card
on the field is destroyed.

Sources: the card's text (IOC 2004 "destroyed as a result of battle" and today's "destroyed by
battle", in our words: the same). The summon by its own procedure is no chain link (seed 000
§特殊召喚: a summon by a card's own condition does not start a chain). Destroyed by a card effect
(Mirror Force), its effect does not start: only a destruction by battle. Necrovalley: cards in
a GY cannot be banished (its text), so the procedure's cost cannot be paid."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_gigantes_summoned_by_banishing_an_earth_monster():
    """Q: Battle Ox (EARTH) and Dark Magician (DARK) are in my GY. How does Gigantes come out?
    A: it is Special Summoned from my hand by banishing Battle Ox; it cannot be Normal Summoned,
    and my Normal Summon stays unused."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gigantes")
    table.grave(0, "Battle Ox", "Dark Magician")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Gigantes") and not s.has("set", "Gigantes")
    s.pick("special_summon", "Gigantes", player=0, request="idle")
    s.pick("select", "Battle Ox", player=0, request="select")
    s.pick("option", "Attack Position", player=0, request="option")
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Gigantes"]
    assert banished(duel, 0) == ["Battle Ox"]
    assert grave(duel, 0) == ["Dark Magician"]
    assert duel.players[0].normal_summons == 0


def test_gigantes_needs_an_earth_monster_in_the_gy():
    """Q: only Dark Magician (DARK) is in my GY. May I summon Gigantes? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gigantes")
    table.grave(0, "Dark Magician")
    table.grave(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Gigantes")


def test_gigantes_under_necrovalley():
    """Q: Necrovalley is face-up and Battle Ox is in my GY. May I summon Gigantes? A: no: no card
    in a GY can be banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gigantes")
    table.grave(0, "Battle Ox")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Gigantes")


def test_gigantes_destroyed_by_battle_destroys_every_spell_and_trap():
    """Q: Dark Magician attacks my Gigantes (1900). I control a Set Sakuretsu Armor that I do not
    use; my opponent a Set Mystical Space Typhoon and a face-up Necrovalley. A: Gigantes is
    destroyed by battle, then its effect destroys every Spell and Trap Card on the field, both
    sides, the Field Spell included."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    gigantes = table.monster(0, "Gigantes")
    table.spell_trap(0, "Sakuretsu Armor")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.field_spell(1, "Necrovalley")
    table.monster(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Magician", target=gigantes, player=1, request="battle")
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Gigantes", "Sakuretsu Armor"]
    assert sorted(grave(duel, 1)) == ["Mystical Space Typhoon", "Necrovalley"]
    assert field_monsters(duel, 1) == ["Dark Magician"]


def test_gigantes_destroyed_by_mirror_force_does_nothing():
    """Q: my Gigantes attacks and my opponent's Mirror Force destroys it. A: only a destruction by
    battle starts its effect: my Set Sakuretsu Armor stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gigantes")
    table.spell_trap(0, "Sakuretsu Armor")
    table.spell_trap(1, "Mirror Force")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gigantes", target="Mystical Elf", player=0, request="battle")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    _pass_all(s)
    assert grave(duel, 0) == ["Gigantes"]
    assert duel.players[0].szone[0] is not None and duel.players[0].szone[0].name == "Sakuretsu Armor"
