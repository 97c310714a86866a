"""Thousand-Eyes Restrict (and Relinquished) equips an opponent's Xyz Monster. Xyz Materials stay
only under an Xyz Monster in a Monster Zone: once Number 39: Utopia is moved to the Spell & Trap
Zone as an Equip Card it is no longer a monster on the field, so its materials are sent to their
owner's GY (seed 004 §XYZ召唤: materials are overlaid under an Xyz Monster, and when the Xyz
Monster summoned with them is no longer there as a monster, XYZ召唤的怪兽不在场上存在的场合, they are
sent from the field to the GY), and the equipped Utopia (2500 ATK / 2000 DEF as printed)
gives its ATK and DEF to Thousand-Eyes Restrict.

Sources: yugioh-wiki 「エクシーズ素材」 (quoting the official rulebook: materials are no cards on the
field and all go to the GY when their Xyz Monster leaves; they stay only when it turns face-down
or changes control); yugioh-wiki 《サウザンド・アイズ・サクリファイス》 (the equipped monster's ATK/DEF).
Confidence: moderate -- no ruling found naming an Xyz Monster made an Equip Card; read from the
rulebook's two exceptions (face-down, control change), neither of which applies."""

import pytest

from duelist.testing.scenario import Script, Table

UTOPIA = "Number 39: Utopia"


@pytest.mark.parametrize("absorber, summon_kind", [("Thousand-Eyes Restrict", "fusion"),
                                                   ("Relinquished", "ritual")])
def test_an_xyz_monster_equipped_by_thousand_eyes_restrict_sends_its_materials(absorber, summon_kind):
    """Q: I equip my opponent's Utopia (materials Celtic Guardian and Battle Ox) to my Thousand-Eyes
    Restrict. A: Utopia is an Equip Card in my Spell & Trap Zone; Celtic Guardian and Battle Ox go
    to my opponent's GY; Thousand-Eyes Restrict's ATK becomes 2500."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, absorber, summon_kind=summon_kind)
    utopia = table.monster(1, UTOPIA, materials=["Celtic Guardian", "Battle Ox"], summon_kind="xyz")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", absorber)
    s.pick("target", utopia)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            s.answer(duel.request.options[0])
    card = utopia.card(duel)
    assert card.location == "szone" and card.controller == 0
    assert sorted(c.name for c in duel.players[1].grave) == ["Battle Ox", "Celtic Guardian"]
    assert duel.players[0].grave == []
    [me] = duel.monsters(0)
    assert duel.atk(me) == 2500
