"""An equipped Union monster meets Spell/Trap removal, its monster's Tribute, and full zones.

Seed 004 §特殊效果怪兽 (Union): equipped, the Union is an Equip Card in the Spell & Trap Zone;
"destroyed instead" covers only its monster's destruction; the engine's equip rules hold it
(seed 000 §魔法卡 › 裝備魔法: an Equip Card whose monster leaves the field is destroyed). Its
equip effect moves it to a Spell & Trap Zone and its unequip effect Special Summons it, so each
needs a free zone of that kind to be activated (the Union's text; yugioh-wiki.net 「ユニオン」;
Edison Rules Compendium on Formation Union: with 5 monsters the unequip cannot be chosen)."""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


def _settle(s, duel, player):
    for _ in range(12):
        if duel.request is None or (duel.request.kind == "idle" and duel.request.player == player):
            return
        s.pick("pass", first=True)


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_heavy_storm_destroys_the_equipped_union_and_leaves_its_monster(rules):
    """Q: my opponent's Heavy Storm resolves while my Y-Dragon Head is equipped to X-Head
    Cannon. A: Y-Dragon Head, a Spell/Trap on the field, is destroyed (to my GY); X-Head Cannon
    was never to be destroyed, so nothing is replaced: it stays, 1800 ATK."""
    table = Table(rules=rules, turn=4, turn_player=1)
    x = table.monster(0, X)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.hand(1, "Heavy Storm")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    _settle(s, duel, 1)
    assert grave(duel, 0) == [Y]
    assert field_monsters(duel, 0) == [X]
    assert duel.atk(x.card(duel)) == 1800
    assert of_type(duel, "destroy_replaced") == []


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_the_union_is_destroyed_when_its_monster_is_tributed(rules):
    """Q: I Tribute X-Head Cannon, holding Y-Dragon Head, for Summoned Skull. A: X-Head Cannon
    goes to the GY as a Tribute; Y-Dragon Head, with no monster left, is destroyed by the rules
    and sent to my GY; no replacement (a Tribute is no destruction)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    x = table.monster(0, X)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", X, request="tribute")
    _settle(s, duel, 0)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == sorted([X, Y])
    assert _spells(duel, 0) == []
    assert of_type(duel, "destroy_replaced") == []


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_no_unequip_with_every_monster_zone_full(rules):
    """Q: Y-Dragon Head is equipped to my X-Head Cannon and my other four Monster Zones are
    full. May I activate its unequip effect? A: no, it could not be Special Summoned: the Main
    Phase menu offers no activation of Y-Dragon Head."""
    table = Table(rules=rules, turn=3, turn_player=0)
    x = table.monster(0, X)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    for _ in range(4):
        table.monster(0, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", Y)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_no_equip_with_every_spell_and_trap_zone_full(rules):
    """Q: my Y-Dragon Head and X-Head Cannon are face-up monsters; my five Spell & Trap Zones
    hold Set cards. May I activate the equip effect? A: no, there is no zone to put it in as an
    Equip Card; with one zone free, yes."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, X)
    table.monster(0, Y)
    sets = [table.spell_trap(0, "Mystical Space Typhoon") for _ in range(5)]
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", Y)
    s.pick("activate", sets[0])
    s.pick("target", sets[1])
    _settle(s, duel, 0)
    assert len(_spells(duel, 0)) == 3
    assert s.has("activate", Y)
