"""Toon World may be activated with exactly 1000 LP (round 48a).

The card's text: its activation costs 1000 LP. Seed 000 §ライフポイント: a player may pay LP equal
to all they have; with exactly 1000 LP the cost can be paid (the player is then at 0 and loses),
with less it cannot."""

from duelist.testing.scenario import Script, Table


def test_toon_world_is_offered_with_exactly_1000_lp_and_not_with_999():
    """Q: I have exactly 1000 LP and Toon World in my hand. May I activate it? A: yes: I can pay
    the 1000 LP (it leaves me at 0). With 999 LP I cannot pay, so it is not offered."""
    for lp, offered in ((1000, True), (999, False)):
        table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp, 8000))
        table.hand(0, "Toon World")
        duel = table.build()
        assert Script(duel).has("activate", "Toon World") is offered, lp
