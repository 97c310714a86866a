"""Mirror Force is an activation that destroys (round 48c).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, it may Tribute itself to negate it and destroy it. Mirror Force destroys every Attack
Position monster of the attacking player, so Stardust Dragon may answer it (seed 000 §チェーン)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_mirror_force():
    """Q: my Battle Ox attacks; my opponent activates Mirror Force; I control Stardust Dragon
    (in Defense Position). May I answer? A: yes: Stardust Dragon is Tributed, Mirror Force is
    negated and destroyed, and Battle Ox stays."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Stardust Dragon", position="defense", summon_kind="synchro")
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Mirror Force")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Battle Ox" in [c.name for c in duel.monsters(0)]
    assert grave(duel, 1) == ["Mirror Force"]
    assert grave(duel, 0) == ["Stardust Dragon"]
