"""Archfiend of Gilfer sent to the GY as a material: as Link Material it misses the timing of its
optional "when" effect; detached by an Xyz Monster's effect in the Damage Step, the detachment is
the last thing that happened and Gilfer may equip itself there (round 50q).

Seed 001 §特殊召喚 (為了滿足條件而將怪獸送去墓地…之後還需要處理怪獸的特殊召喚。所以…『這張卡被送去墓地時，
可以~~』這種…選發誘發效果…不能發動): a Link Summon sends its materials and then summons, like the
Synchro Summon of test_when_triggers_and_the_last_thing_that_happened_r38r.py; Sangan's
mandatory effect still searches. Seed 000 §效果分類 › 誘發效果 (in the Damage Step, optional
triggers on the card's own destruction / banishment / return to the hand / Special Summon; the
engine gives Gilfer's "when sent to the GY" `DS_ALWAYS`) and seed 004 §战斗处理时（伤害步骤）的注意
(a monster whose destruction the battle decided is not a target after damage calculation)."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_gilfer_used_as_link_material_misses_the_timing_and_sangan_still_searches():
    """Q: I Link Summon Proxy Dragon with Archfiend of Gilfer and Sangan. May Gilfer equip
    itself? A: no -- the Link Summon followed the sending of the materials; Sangan's mandatory
    effect searches all the same."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Archfiend of Gilfer")
    table.monster(0, "Sangan")
    table.extra(0, "Proxy Dragon")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Kuriboh"])
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", "Proxy Dragon", request="idle")
    s.pick("select", "Archfiend of Gilfer", request="select")
    s.pick("select", "Kuriboh", request="select")               # Sangan's search, no Gilfer yes/no
    assert duel.request.kind == "idle"
    assert [c.name for c in duel.monsters(0)] == ["Proxy Dragon"]
    assert sorted(grave(duel, 0)) == ["Archfiend of Gilfer", "Sangan"] and hand(duel, 0) == ["Kuriboh"]
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Archfiend of Gilfer"]


def test_gilfer_detached_by_downerd_magician_after_damage_calculation_may_equip_itself():
    """Q: my Downerd Magician (Archfiend of Gilfer its only material) attacks my opponent's
    Defense Position Battle Ox and destroys it; after damage calculation its effect detaches
    Gilfer. May Gilfer equip itself, in the Damage Step? A: yes -- the detachment is the last
    thing that happened, and a "sent to the GY" trigger of the card itself may be activated in
    the Damage Step. Battle Ox, destroyed by that battle, is no choice: Gilfer can only go to
    Downerd Magician (2100 + 200 per material, now 0: 2100 - 500)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    downerd = table.monster(0, "Downerd Magician", materials=["Archfiend of Gilfer"])
    table.monster(1, "Battle Ox", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Downerd Magician", target="Battle Ox")
    assert duel.damage_sub == "after_calc"
    s.pick("yes", "Archfiend of Gilfer", player=0, request="yes_no")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Downerd Magician"]
    s.pick("target", downerd, request="target")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert [c.name for c in duel.players[0].szone if c] == ["Archfiend of Gilfer"]
    assert duel.atk(downerd.card(duel)) == 1600
    assert grave(duel, 1) == ["Battle Ox"]
