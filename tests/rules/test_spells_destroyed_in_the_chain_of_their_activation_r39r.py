"""A Spell that must stay on the field to apply, destroyed in the chain of its own activation
(round 39r).

seed 001 §裝備魔法 / §場地魔法 / §永續魔法: "連鎖已經發動的○○魔法發動的新的效果將該○○魔法破壞的
場合，○○魔法效果不處理" -- an Equip, Field or Continuous Spell destroyed by an effect chained to
its activation does not apply its effect: it goes to the GY having done nothing (seed 004
§魔法卡的分类: 永续卡的效果在卡片离场时即告失效). The Continuous Trap (Macro Cosmos) and Premature
Burial / Call of the Haunted are already ruled (tests/cards/test_floodgates.py,
tests/cards/test_equip_spells.py)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _chain_passes(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_snatch_steal_destroyed_in_the_chain_of_its_activation_takes_nothing():
    """Question: Snatch Steal targets Battle Ox; its controller's opponent chains Mystical Space
    Typhoon on Snatch Steal. Does control change? Answer: no -- the Equip Spell is destroyed
    before it resolves; Battle Ox stays with its controller."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Snatch Steal")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Snatch Steal", player=1)
    _chain_passes(s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == ["Snatch Steal"]
    assert [c for c in duel.players[0].szone if c is not None] == []


def test_a_field_spell_destroyed_in_the_chain_of_its_activation_never_applies():
    """Question: Yami (Fiends and Spellcasters gain 200) is activated; the opponent chains
    Mystical Space Typhoon on it. Answer: Yami is destroyed before it resolves: it goes to the GY
    and the Spellcaster on the field never gains the 200."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Yami")
    magician = table.monster(0, "Dark Magician")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Yami")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Yami", player=1)
    _chain_passes(s)
    assert grave(duel, 0) == ["Yami"]
    assert duel.players[0].fzone is None
    assert duel.atk(magician.card(duel)) == 2500


def test_a_continuous_spell_destroyed_in_the_chain_of_its_activation_never_applies():
    """Question: Level Limit - Area B (face-up Level 4 or higher monsters are turned to Defense
    Position) is activated; the opponent chains Mystical Space Typhoon on it. Answer: it never
    applies: the opponent's Summoned Skull stays in Attack Position."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Level Limit - Area B")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Level Limit - Area B")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Level Limit - Area B", player=1)
    _chain_passes(s)
    assert grave(duel, 0) == ["Level Limit - Area B"]
    assert duel.monsters(1)[0].position == S.FACEUP_ATTACK
