"""Last Will, applied once, ends only its own delayed effect (round 19m).

Last Will (85602018): "if a monster you control is sent to your GY this turn, you can Special
Summon 1 monster with 1500 or less ATK from your Deck" (once: applied, it is over). Instant
Fusion (1845204): the Fusion Monster it Special Summons is destroyed in the End Phase (its
own delayed effect, also used once). seed 000 §誘發效果: each delayed effect is its own card's;
Last Will being used up ends Last Will's, not another card's that waits for the End Phase."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_instant_fusions_monster_is_destroyed_after_last_will_was_applied():
    """Player 0's turn 3: Last Will is activated with no monster of theirs sent to the GY yet
    (its effect waits), then Instant Fusion (1000 LP) Special Summons Flame Swordsman. Battle
    Ox is Tributed for Summoned Skull: Last Will's effect is applied (Mystical Elf from the
    Deck). At the End Phase Flame Swordsman is still destroyed by Instant Fusion's effect;
    Summoned Skull and Mystical Elf stay."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Last Will", "Instant Fusion", "Summoned Skull")
    table.extra(0, "Flame Swordsman")
    table.deck(0, ["Mystical Elf", "Blue-Eyes White Dragon", "Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Last Will")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    s.pick("activate", "Instant Fusion")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    assert duel.players[0].lp == 7000
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Battle Ox")
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Mystical Elf")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Flame Swordsman", "Mystical Elf", "Summoned Skull"]
    s.end_turn()
    assert duel.turn == 4
    assert sorted(field_monsters(duel, 0)) == ["Mystical Elf", "Summoned Skull"]
    assert "Flame Swordsman" in grave(duel, 0)
