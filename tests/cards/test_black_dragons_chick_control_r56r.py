"""Black Dragon's Chick (36262024), a judge's review (round 56r): a Chick taken from the opponent.

Sources: the card's texts in our words (an ignition effect of its controller: the cost sends this
face-up card to the GY, and "you" Special Summon Red-Eyes Black Dragon from your hand);
the general rule that a card sent to the GY goes to its owner's GY; yugioh-wiki.net
《黒竜の雛》 (the sending is a cost: the player who uses it is the one who controls it)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CHICK = "Black Dragon's Chick"
REBD = "Red-Eyes Black Dragon"


def test_black_dragons_chick_taken_by_change_of_heart_summons_my_red_eyes():
    """Q: I take my opponent's Black Dragon's Chick with Change of Heart and use its effect. A: I
    control it, so I use it: the Chick goes to its owner's GY and my Red-Eyes Black Dragon comes
    from my hand to my field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, CHICK)
    table.hand(0, "Change of Heart", REBD)
    table.hand(1, REBD)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    while duel.request.kind == "target":
        s.pick("target", CHICK)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("activate", CHICK, player=0, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("select", REBD, player=0, request="select")
    s.pick("option", "Attack Position", player=0, request="option")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == [REBD] and field_monsters(duel, 1) == []
    assert grave(duel, 1) == [CHICK] and grave(duel, 0) == ["Change of Heart"]
    assert [c.name for c in duel.players[1].hand] == [REBD] and duel.players[0].hand == []
