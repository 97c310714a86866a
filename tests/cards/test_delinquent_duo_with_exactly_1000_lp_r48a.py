"""Delinquent Duo may be activated with exactly 1000 LP (round 48a).

The card's text: pay 1000 LP (a cost). Seed 000 §ライフポイント: a player may pay LP equal to all
they have; with exactly 1000 LP the cost can be paid (the player is then at 0 and loses), with
less it cannot."""

from duelist.testing.scenario import Script, Table


def test_delinquent_duo_is_offered_with_exactly_1000_lp_and_not_with_999():
    """Q: I have exactly 1000 LP, Delinquent Duo in my hand and my opponent holds two cards. May
    I activate it? A: yes: I can pay the 1000 LP. With 999 LP I cannot pay, so it is not
    offered."""
    for lp, offered in ((1000, True), (999, False)):
        table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp, 8000))
        table.hand(0, "Delinquent Duo")
        table.hand(1, "Battle Ox", "Celtic Guardian")
        duel = table.build()
        assert Script(duel).has("activate", "Delinquent Duo") is offered, lp
