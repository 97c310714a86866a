"""Instant Fusion may be activated with exactly 1000 LP (round 47a).

The card's text: pay 1000 LP (a cost). Seed 000 §ライフポイント: a player may pay LP equal to all
they have; with exactly 1000 LP the cost can be paid (and the player then has 0 LP and loses)."""

from duelist.testing.scenario import Script, Table


def test_instant_fusion_is_offered_with_exactly_1000_lp():
    """Q: I have exactly 1000 LP and Flame Swordsman in my Extra Deck. May I activate Instant
    Fusion? A: yes: I can pay the 1000 LP (it leaves me at 0)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(1000, 8000))
    table.hand(0, "Instant Fusion")
    table.extra(0, "Flame Swordsman")
    duel = table.build()
    assert Script(duel).has("activate", "Instant Fusion")
