"""Blade Knight negates only the Flip effects of the monsters it destroys by battle (round 48a).

The card's text: while it is its controller's only monster, the effects of Flip monsters it
destroys by battle are negated. A Flip monster it battles but does not destroy keeps its
effect (seed 000 §反轉效果: the Flip effect activates once it is flipped face-up)."""

from duelist.testing.reads import hand, lp
from duelist.testing.scenario import Script, Table


def test_gravekeepers_guard_that_survives_blade_knights_attack_returns_it_to_the_hand():
    """Q: my Blade Knight (1600 ATK: I hold two cards) is my only monster and attacks my
    opponent's Set Gravekeeper's Guard (1900 DEF). A: Guard is flipped, not destroyed; I take
    300; its Flip effect is not negated (Blade Knight did not destroy it), so it returns Blade
    Knight to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blade Knight")
    table.hand(0, "Celtic Guardian", "Mystical Elf")
    guard = table.monster(1, "Gravekeeper's Guard", position="set")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blade Knight", target=guard)
    for _ in range(8):
        if duel.request.kind == "target":
            s.pick("target", "Blade Knight", player=1)
        elif duel.request.kind == "chain":
            s.pick("pass")
        else:
            break
    assert lp(duel) == (8000 - 300, 8000)
    assert duel.monsters(0) == [] and "Blade Knight" in hand(duel, 0)
