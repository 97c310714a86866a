"""Nutrient Z (29389368): Normal Trap, activated during damage calculation when its player is about to
take 2000 or more battle damage: they gain 4000 LP before the damage is dealt.

Sources, in our words: the TCG text (LOD-096, the GOAT era's; today's TCG text alike: activated only
when you would take 2000 or more battle damage, 4000 LP gained before it is dealt); yugioh-wiki.net
《体力増強剤スーパーＺ》 (the amount is the damage of one battle, not the turn's total; it works on a
battle of your own attack too, as into a high-DEF monster; the damage is still taken, so what reads
battle damage reads it). Our readings: "would take" is the battle damage the damage calculation is
about to deal, as the engine computes it (Ctx.battle_damage_to_come: piercing counted, a zero already
applied by Kuriboh counted as zero); it is activated during damage calculation (seed 004 §战斗处理时
（伤害步骤）的注意: in the Damage Step only what the card's own timing names)."""

import pytest

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

NZ = "Nutrient Z"


def _table(rules="GOAT", turn_player=1):
    table = Table(rules=rules, turn=4, turn_player=turn_player, phase="battle_step")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table


def _to_damage_calculation(s, duel, attacker, target, player):
    """Declare the attack and pass every window until damage calculation's."""
    s.pick("attack", attacker, target=target, player=player)
    while duel.request.kind == "chain" and duel.damage_sub != "calc":
        s.pick("pass", player=duel.request.player)
    assert duel.damage_sub == "calc"


def _finish(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_nutrient_z_gains_4000_before_a_2500_direct_attack(rules):
    """Q: my opponent's Summoned Skull (2500) attacks me directly; during damage calculation I activate
    Nutrient Z. A: I gain 4000 first, then take 2500: 8000 + 4000 - 2500 = 9500 (the gain logged
    before the damage)."""
    table = _table(rules)
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, NZ)
    duel = table.build()
    s = Script(duel)
    _to_damage_calculation(s, duel, "Summoned Skull", "player", 1)
    while not s.has("activate", NZ):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", NZ, player=0)
    _finish(s, duel)
    assert lp(duel) == (9500, 8000) and grave(duel, 0) == [NZ]
    kinds = [e["type"] for e in duel.log if e["type"] in ("recover", "damage")]
    assert kinds == ["recover", "damage"]
    assert [e["amount"] for e in of_type(duel, "damage")] == [2500]


def test_nutrient_z_not_for_less_than_2000():
    """Q: my opponent's Gemini Elf (1900) attacks me directly; may I activate Nutrient Z during damage
    calculation? A: no: 1900 is under 2000. I take 1900."""
    table = _table()
    table.monster(1, "Gemini Elf")
    table.spell_trap(0, NZ)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gemini Elf", target="player", player=1)
    offered = False
    while duel.request is not None and duel.request.kind == "chain":
        offered = offered or s.has("activate", NZ)
        s.pick("pass", player=duel.request.player)
    assert not offered and lp(duel) == (8000 - 1900, 8000)


def test_nutrient_z_counts_piercing_damage():
    """Q: my opponent activated Meteorain; their Summoned Skull (2500) attacks my Sinister Serpent in
    Defense Position (DEF 250). A: I am about to take 2250 piercing damage: I may activate Nutrient
    Z: 8000 + 4000 - 2250 = 9750."""
    table = _table()
    table.monster(1, "Summoned Skull")
    serpent = table.monster(0, "Sinister Serpent", position="defense")
    table.spell_trap(1, "Meteorain")
    table.spell_trap(0, NZ)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Meteorain", player=1)
    _finish(s, duel)
    _to_damage_calculation(s, duel, "Summoned Skull", serpent, 1)
    while not s.has("activate", NZ):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", NZ, player=0)
    _finish(s, duel)
    assert lp(duel) == (8000 + 4000 - 2250, 8000) and "Sinister Serpent" in grave(duel, 0)


def test_nutrient_z_on_a_battle_of_my_own_attack():
    """Q: my Sinister Serpent (300) attacks my opponent's Labyrinth Wall (DEF 3000) in my turn. A: I am
    about to take 2700: Nutrient Z may be activated on my own attack (yugioh-wiki.net): 8000 + 4000 -
    2700 = 9300."""
    table = _table(turn_player=0)
    table.monster(0, "Sinister Serpent")
    wall = table.monster(1, "Labyrinth Wall", position="defense")
    table.spell_trap(0, NZ)
    duel = table.build()
    s = Script(duel)
    _to_damage_calculation(s, duel, "Sinister Serpent", wall, 0)
    while not s.has("activate", NZ):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", NZ, player=0)
    _finish(s, duel)
    assert lp(duel) == (8000 + 4000 - 2700, 8000)


def test_nutrient_z_not_after_kuriboh_made_the_damage_zero():
    """Q: my opponent's Summoned Skull attacks me directly; during damage calculation I discard Kuriboh
    and it resolves; may I then activate Nutrient Z? A: no: the battle damage I am about to take is
    now 0. I take none and stay at 8000."""
    table = _table()
    table.monster(1, "Summoned Skull")
    table.hand(0, "Kuriboh")
    table.spell_trap(0, NZ)
    duel = table.build()
    s = Script(duel)
    _to_damage_calculation(s, duel, "Summoned Skull", "player", 1)
    while not s.has("activate", "Kuriboh"):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Kuriboh", player=0)
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Kuriboh"] and duel.battle_damage_to_come(0) == 0
    offered = False
    while duel.request is not None and duel.request.kind == "chain":
        offered = offered or s.has("activate", NZ)
        s.pick("pass", player=duel.request.player)
    assert not offered and lp(duel) == (8000, 8000)
