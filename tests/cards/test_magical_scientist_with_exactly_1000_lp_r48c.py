"""Magical Scientist may pay its 1000 LP with exactly 1000 LP (round 48c).

The card's text: pay 1000 LP (a cost). Seed 000 §ライフポイント: a player may pay LP equal to all
they have; with exactly 1000 LP the cost can be paid (the player then has 0 LP and loses); with
999 it cannot."""

from duelist.testing.scenario import Script, Table


def _offered(lp):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp, 8000))
    table.monster(0, "Magical Scientist")
    table.extra(0, "Thousand-Eyes Restrict")
    return Script(table.build()).has("activate", "Magical Scientist")


def test_magical_scientist_is_offered_with_exactly_1000_lp_and_not_with_999():
    """Q: may I activate Magical Scientist with exactly 1000 LP? With 999? A: with 1000, yes (it
    leaves me at 0); with 999, no."""
    assert _offered(1000)
    assert not _offered(999)
