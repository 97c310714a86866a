"""Black Pendant (65169794) equipped to the opponent's monster: who takes its 500 damage.

Sources: the card's text (2005 MRL and today's: when it is sent from the field to the GY, its
player's opponent takes 500; mandatory); yugioh-wiki 《黒いペンダント》 (it goes off however it
left the field). The Pendant goes to its owner's GY and its effect is its owner's there: "your
opponent" is the Pendant's owner's opponent, who here is also the equipped monster's
controller (our reading of the text). Default preset (MR5)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_black_pendant_on_the_opponents_monster_still_burns_the_opponent():
    """Q: I equip Black Pendant to my opponent's Battle Ox (it becomes 2200), then destroy the
    Pendant myself with Mystical Space Typhoon. A: the Pendant goes to my GY and my opponent (the
    Pendant's owner's opponent) takes 500; I take nothing; Battle Ox is back at 1700."""
    table = Table(turn=3)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Black Pendant", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Pendant")
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    assert duel.atk(ox.card(duel)) == 2200
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Black Pendant")
    _resolve(duel, s)
    assert sorted(grave(duel, 0)) == ["Black Pendant", "Mystical Space Typhoon"]
    assert lp(duel) == (8000, 7500) and duel.atk(ox.card(duel)) == 1700
