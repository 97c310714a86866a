"""Mine Golem (76321376) taken by Change of Heart: whose opponent takes the 500?

Source: the card's text in our words ("when destroyed by battle and sent to the GY: your opponent
takes 500"); seed 000 §誘發效果 / the general rule that an effect activated in the GY is activated
and controlled by that card's owner (the card goes to its owner's GY): "your opponent" is the
owner's opponent, here the player who borrowed it (our reading of the rule documents; no
card-specific ruling found)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

MG = "Mine Golem"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_mine_golem_borrowed_and_destroyed_burns_the_borrower():
    """Q: my opponent takes my Mine Golem (1000) with Change of Heart and attacks my Summoned Skull
    (2500) with it. A: the Golem is destroyed by battle and goes to MY GY; its effect is mine there:
    my opponent takes 1500 battle damage and then 500: 6000; I stay at 8000."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    golem = table.monster(0, MG)
    skull = table.monster(0, "Summoned Skull")
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", MG)
    _pass_all(s, duel)
    assert golem.card(duel).controller == 1
    s.pick("battle")
    s.pick("attack", MG, target=skull, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == [MG] and grave(duel, 1) == ["Change of Heart"]
    assert lp(duel) == (8000, 6000)
