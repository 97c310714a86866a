"""Y-Dragon Head equipped to X-Head Cannon, and X-Head Cannon's control changes.

Equipped, Y-Dragon Head is an Equip Card in its controller's Spell & Trap Zone (seed 004
§特殊效果怪兽). Taking the equipped monster takes nothing else: the Equip Card stays where it is,
under its controller, still equipped, and its effects still apply to the monster (seed 000
§魔法卡 › 裝備魔法: an Equip Card's controller is not the equipped monster's; yugioh-wiki.net
「ユニオン」 and its quoting pages: the Union stays on its own side when the equipped monster's
control moves, and its controller can still unequip it and Special Summon it to their own field)."""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


def _spells(duel, player):
    return [(c.name, c.controller) for c in duel.players[player].szone if c is not None]


def test_change_of_heart_takes_x_head_cannon_and_leaves_the_union_on_its_side():
    """Q (today's rules): my opponent's X-Head Cannon holds their Y-Dragon Head (2200 ATK). I
    take X-Head Cannon with Change of Heart. A: X-Head Cannon is mine; Y-Dragon Head stays in my
    opponent's Spell & Trap Zone under their control, still equipped: X-Head Cannon keeps 2200."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    x = table.monster(1, X)
    table.spell_trap(1, Y, face_down=False, equipped_to=x)
    table.hand(0, "Change of Heart")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [X] and field_monsters(duel, 1) == []
    assert _spells(duel, 1) == [(Y, 1)] and _spells(duel, 0) == []
    assert duel.atk(x.card(duel)) == 2200


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_the_unions_controller_unequips_it_to_their_own_field_after_enemy_controller(rules):
    """Q: my X-Head Cannon holds my Y-Dragon Head. As I move to the Battle Phase my opponent's
    Enemy Controller (Tributing Mystical Elf) takes X-Head Cannon; back at my Main Phase 1 menu I
    use Y-Dragon Head's unequip effect. A: Y-Dragon Head stayed mine, in my Spell & Trap Zone;
    it is Special Summoned to my own Monster Zone in Attack Position, and X-Head Cannon, my
    opponent's now, has its own 1800 ATK."""
    table = Table(rules=rules, turn=3, turn_player=0)
    x = table.monster(0, X)
    y = table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Enemy Controller")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")                  # my opponent gets a window first
    s.answer(s.options("activate", "Enemy Controller", player=1)[1])     # Tribute 1, take 1
    s.pick("select", "Mystical Elf", request="select")
    s.pick("target", X, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert field_monsters(duel, 1) == [X]
    assert _spells(duel, 0) == [(Y, 0)]
    s.pick("activate", Y)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [Y]
    assert y.card(duel).controller == 0 and y.card(duel).position == "attack"
    assert _spells(duel, 0) == []
    assert duel.atk(x.card(duel)) == 1800


@pytest.mark.parametrize("rules, lp", [("GOAT", 6800), ("MR5", 7200)])
def test_the_unions_owner_still_saves_the_taken_monster_in_battle(rules, lp):
    """Q: I take my opponent's X-Head Cannon (holding their Y-Dragon Head) with Change of Heart
    and attack their Blue-Eyes White Dragon with it. A: X-Head Cannon would be destroyed by
    battle; Y-Dragon Head, still equipped to it, is destroyed instead (to my opponent's GY)
    whoever controls the monster; X-Head Cannon stays mine. I take 3000 - 1800 = 1200 (GOAT:
    a Union the table placed gives no bonus, the 2005 text) or 3000 - 2200 = 800 (today)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    x = table.monster(1, X)
    table.spell_trap(1, Y, face_down=False, equipped_to=x)
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    while duel.request.kind != "battle":
        s.pick("pass")
    s.pick("attack", X, target="Blue-Eyes White Dragon")
    while duel.request.kind not in ("battle", "idle"):
        s.pick("pass", first=True)
    assert field_monsters(duel, 0) == [X]
    assert grave(duel, 1) == [Y]
    assert duel.players[0].lp == lp
    assert [e["name"] for e in of_type(duel, "destroy_replaced")] == [Y]
