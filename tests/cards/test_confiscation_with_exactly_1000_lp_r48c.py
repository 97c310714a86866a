"""Confiscation may be activated with exactly 1000 LP (round 48c).

The card's text: pay 1000 LP (a cost). Seed 000 §ライフポイント: a player may pay LP equal to all
they have; with exactly 1000 LP the cost can be paid (and the player then has 0 LP and loses);
with 999 it cannot."""

from duelist.testing.scenario import Script, Table


def _offered(lp):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp, 8000))
    table.hand(0, "Confiscation")
    table.hand(1, "Battle Ox")
    return Script(table.build()).has("activate", "Confiscation")


def test_confiscation_is_offered_with_exactly_1000_lp_and_not_with_999():
    """Q: my opponent holds a card. May I activate Confiscation with exactly 1000 LP? With 999?
    A: with 1000, yes (it leaves me at 0); with 999, no."""
    assert _offered(1000)
    assert not _offered(999)
