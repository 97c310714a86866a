"""Mystic Swordsman LV2's (47507260) destruction at the start of the Damage Step is an effect that
destroys a card on the field: Stardust Dragon may Tribute itself to negate it.

Sources: Stardust Dragon's text in my words (when a card or effect is activated that would
destroy a card on the field: Tribute this card to negate it and destroy it); Mystic Swordsman
LV2's (when it attacks a face-down Defense Position monster, that monster is destroyed at the
start of the Damage Step: a trigger effect, tests/cards/test_mystic_swordsman_lv2.py); seed 000
§效果分類 › 誘發即時效果 (in the Damage Step an effect that negates an activation may be
activated), as tests/cards/test_ally_of_justice_catastor_answered_by_stardust_dragon_r50q.py
reads it for Catastor. Round 55o: kills kit.py `destroy_attacked_in` declaring `destroys=False`."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_mystic_swordsman_lv2_destroying_a_set_monster():
    """Q: my Mystic Swordsman LV2 attacks my opponent's face-down Mystical Elf; at the start of the
    Damage Step its effect is activated to destroy the Elf. My opponent's Stardust Dragon is
    face-up: may they Tribute it to negate that activation? A: yes: Mystic Swordsman LV2 is
    destroyed, Stardust Dragon is in the GY as the cost, and the Elf stays on the field."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Swordsman LV2")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.monster(1, "Stardust Dragon", summon_kind="synchro")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV2", target=elf)
    while duel.request.kind == "chain" and not s.has("activate", "Stardust Dragon"):
        s.pick("pass")
    assert duel.damage_sub == "start"
    s.pick("activate", "Stardust Dragon", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Mystic Swordsman LV2"] and grave(duel, 1) == ["Stardust Dragon"]
    assert [c.name for c in duel.monsters(1)] == ["Mystical Elf"]
    assert lp(duel) == (8000, 8000)
