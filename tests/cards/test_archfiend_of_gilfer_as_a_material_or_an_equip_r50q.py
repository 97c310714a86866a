"""Archfiend of Gilfer sent to the GY as a material: as Link Material it misses the timing of its
optional "when" effect; detached by an Xyz Monster's effect in the Damage Step, it is sent to the
GY without being destroyed, so its optional effect may not be activated there; as an Equip Card
destroyed because the battle destroyed its monster, it may (round 50q).

Seed 001 §特殊召喚 (為了滿足條件而將怪獸送去墓地…之後還需要處理怪獸的特殊召喚。所以…『這張卡被送去墓地時，
可以~~』這種…選發誘發效果…不能發動): a Link Summon sends its materials and then summons, like the
Synchro Summon of test_when_triggers_and_the_last_thing_that_happened_r38r.py; Sangan's
mandatory effect still searches. Seed 000 §效果分類 › 誘發效果 (在傷害步驟中這個時點基本上不能發動誘發
效果。但是，必發效果/自身特殊召喚成功時發動的效果/反轉時發動的怪獸效果/自身被破壞、除外或加入手卡時
發動的效果可以發動: "sent to the GY" is not in that list, "destroyed" is) and seed 000 §裝備魔法
(裝備怪獸離場…的場合，裝備的裝備魔法被破壞送去墓地: an Equip Card whose monster left is destroyed)."""

from duelist.testing.reads import grave, hand, lp, of_type
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


def test_gilfer_detached_by_downerd_magician_after_damage_calculation_is_not_activated():
    """Q: my Downerd Magician (Archfiend of Gilfer its only material) attacks my opponent's
    Defense Position Battle Ox and destroys it; after damage calculation its effect detaches
    Gilfer. May Gilfer equip itself, in the Damage Step? A: no -- in the Damage Step an optional
    trigger of a card's own move may be activated only for its destruction, banishment, return
    to the hand or Special Summon; a detached material is only sent to the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Downerd Magician", materials=["Archfiend of Gilfer"])
    table.monster(1, "Battle Ox", position="defense")
    duel = table.build()
    Script(duel).pick("attack", "Downerd Magician", target="Battle Ox")
    assert duel.request.kind == "battle"                          # no yes/no for Gilfer
    assert grave(duel, 0) == ["Archfiend of Gilfer"] and grave(duel, 1) == ["Battle Ox"]
    assert [c.name for c in duel.players[0].szone if c] == []


def test_gilfer_excavated_by_magical_merchant_flipped_by_an_attack_is_not_activated():
    """Q: my Battle Ox attacks my opponent's Set Magical Merchant; after damage calculation its
    FLIP effect turns over Archfiend of Gilfer (to their GY) and then Mystical Space Typhoon (to
    their hand). May they equip Gilfer, in the Damage Step? A: no -- Gilfer was sent to the GY,
    not destroyed: no optional trigger of that kind in the Damage Step."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    merchant = table.monster(1, "Magical Merchant", position="set")
    table.monster(1, "Celtic Guardian")
    table.deck(1, ["Archfiend of Gilfer", "Mystical Space Typhoon", "Kuriboh"])
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=merchant)
    assert duel.request.kind == "battle"                          # no yes/no for Gilfer
    assert hand(duel, 1) == ["Mystical Space Typhoon"]
    assert sorted(grave(duel, 1)) == ["Archfiend of Gilfer", "Magical Merchant"]


def test_gilfer_sent_from_the_deck_by_vampire_lord_in_the_damage_step_is_not_activated():
    """Q: my Vampire Lord destroys my opponent's Celtic Guardian (600 battle damage); after
    damage calculation its effect makes them send a Monster from their Deck to the GY, and they
    send Archfiend of Gilfer. May they equip it, in the Damage Step? A: no -- sent, not
    destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Vampire Lord")
    table.monster(1, "Celtic Guardian")
    table.deck(1, ["Archfiend of Gilfer", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Vampire Lord", target="Celtic Guardian")
    s.pick("option", "Monster", player=0, request="option")
    s.pick("select", "Archfiend of Gilfer", player=1, request="select")
    assert duel.request.kind == "battle"                          # no yes/no for Gilfer
    assert lp(duel) == (8000, 7400)
    assert sorted(grave(duel, 1)) == ["Archfiend of Gilfer", "Celtic Guardian"]


def test_gilfer_equip_destroyed_with_its_battle_destroyed_monster_may_equip_in_the_damage_step():
    """Control: my Archfiend of Gilfer is equipped to my opponent's Mystical Elf (800 - 500);
    my Battle Ox destroys the Elf by battle. At the end of the Damage Step Gilfer is destroyed as
    its monster leaves: a destruction, so Gilfer may equip itself there (to Battle Ox or my
    Celtic Guardian)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(0, "Archfiend of Gilfer", face_down=False, equipped_to=elf)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf)
    assert duel.damage_sub == "end"
    s.pick("yes", "Archfiend of Gilfer", player=0, request="yes_no")
    s.pick("target", "Celtic Guardian", request="target")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert lp(duel) == (8000, 6600)                               # 1700 - (800 - 500)
    assert grave(duel, 1) == ["Mystical Elf"]
    guardian = [c for c in duel.monsters(0) if c.name == "Celtic Guardian"][0]
    assert duel.atk(guardian) == 900
