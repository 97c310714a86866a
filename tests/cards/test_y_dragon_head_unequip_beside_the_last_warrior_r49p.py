"""A Union monster's unequip is one act: unequip itself and Special Summon itself (seed 004
§特殊效果怪兽, the Union rules: tests/rules/test_union_monsters.py). The Last Warrior from Another
Planet ("neither player can Summon monsters") face-up forbids that Special Summon, so the unequip
is not offered; revived by Call of the Haunted in Chain Link 2 above the unequip, it applies at
once (seed 000 §效果分類 › 永續效果: a continuous effect applies from the moment its card is
face-up, even in the middle of a chain's resolution), and Y-Dragon Head stays an Equip Card on
X-Head Cannon, its bonus kept."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

WARRIOR = "The Last Warrior from Another Planet"


def _equipped(opponent_warrior=None):
    table = Table(rules="MR5", turn=3, turn_player=0)
    cannon = table.monster(0, "X-Head Cannon")
    table.spell_trap(0, "Y-Dragon Head", face_down=False, equipped_to=cannon)
    if opponent_warrior == "face-up":
        table.monster(1, WARRIOR)
    elif opponent_warrior == "in the GY":
        table.properly_summoned(table.grave(1, WARRIOR))
        table.spell_trap(1, "Call of the Haunted")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    return duel, Script(duel), cannon


def test_y_dragon_head_cannot_unequip_while_the_last_warrior_is_face_up():
    duel, s, cannon = _equipped("face-up")
    assert not s.has("activate", "Y-Dragon Head")


def test_the_last_warrior_revived_above_the_unequip_leaves_y_dragon_head_equipped():
    """Q: I activate Y-Dragon Head's effect to unequip it from X-Head Cannon and Special Summon
    it; my opponent chains Call of the Haunted on The Last Warrior from Another Planet. A: Y-Dragon
    Head cannot be Special Summoned when its effect resolves: it stays equipped."""
    duel, s, cannon = _equipped("in the GY")
    assert duel.atk(cannon.card(duel)) == 2200            # 1800 + 400
    s.pick("activate", "Y-Dragon Head")
    while duel.request.kind != "chain":
        duel.answer(duel.request.options[0].id)
    s.pick("activate", "Call of the Haunted", player=1)
    s.pick("target", WARRIOR, request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == ["X-Head Cannon"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Y-Dragon Head"]
    assert duel.atk(cannon.card(duel)) == 2200
    assert field_monsters(duel, 1) == [WARRIOR]
