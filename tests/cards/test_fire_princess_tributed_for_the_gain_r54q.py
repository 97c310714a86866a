"""Fire Princess (64752646) Tributed for the cost of the LP gain: the judge's review (round 54q).

Sources: the card's text (LON 2005 and today's, in our words: each time its controller gains LP,
500 damage to the opponent -- an effect of Fire Princess on the field, face-up); seed 000 §代價
(a cost is paid on activation, before the effect resolves): Tributed as Hysteric Fairy's cost,
Fire Princess is in the GY when the LP are gained and its effect is not there to trigger."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_fire_princess_tributed_for_hysteric_fairy_burns_nothing():
    """Q: I Tribute Hysteric Fairy and Fire Princess itself for Hysteric Fairy's effect. Does
    Fire Princess burn for the 1000 LP I gain? A: no: it left the field as the cost, before the
    gain; I have 9000 LP, my opponent keeps 8000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hysteric Fairy")
    table.monster(0, "Fire Princess")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hysteric Fairy")
    s.pick("select", "Hysteric Fairy")
    s.pick("select", "Fire Princess")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (9000, 8000) and sorted(grave(duel, 0)) == ["Fire Princess", "Hysteric Fairy"]
