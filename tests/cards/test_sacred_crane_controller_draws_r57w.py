"""Sacred Crane (30914564): a judge's review (round 57w) of who draws.

Sources, in our words: the card's text (IOC-069: "you" draw; today's text the same). No published
ruling was found for this position: that "you" is the player who controls the Crane when it is
Special Summoned (the trigger's controller) is our reading of the general rule that a monster's
effect is activated by its controller (seed 000 §誘發效果)."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

CRANE = "Sacred Crane"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_sacred_crane_revived_by_the_opponent_draws_for_them():
    """Q: my opponent activates Monster Reborn on the Sacred Crane in my GY. A: they control the
    Crane, so they draw (Celtic Guardian); I draw nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.grave(0, CRANE)
    table.hand(1, "Monster Reborn")
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=1)
    s.pick("target", CRANE, player=1)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", player=1)
    _pass(s)
    assert [c.name for c in duel.monsters(1)] == [CRANE]
    assert hand(duel, 1) == ["Celtic Guardian"] and hand(duel, 0) == []
