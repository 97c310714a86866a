"""Exodia Necross taken by Change of Heart (round 52p).

Its text: it is destroyed when any of the five Forbidden One pieces is not in YOUR GY. "You"
is its controller: once its owner's opponent controls it, it reads that player's GY. Taken
by a player whose GY holds no piece, it is destroyed at once (a continuous rule, no chain),
and goes to its owner's GY. Source: the card text as written (yugioh-wiki.net
《エクゾディア・ネクロス》: 自分の墓地); the reading that "you" on a monster's field effect is
its present controller, and that a card leaving the field goes to its owner's GY, is the
general rule of control (yugioh-wiki.net 「コントロール」), in our words."""

from duelist.testing.reads import grave, monsters
from duelist.testing.scenario import Script, Table

PIECES = ["Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
          "Left Leg of the Forbidden One", "Right Leg of the Forbidden One"]


def test_necross_taken_by_a_player_with_no_pieces_in_their_gy_is_destroyed():
    """Q: my opponent's Exodia Necross stands beside their five pieces in their GY; I take it
    with Change of Heart, and my GY has no piece. A: it is destroyed as soon as I control it
    (my GY lacks the pieces) and goes to its owner's GY."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    necross = table.monster(1, "Exodia Necross", summon_kind="proc")
    table.grave(1, *PIECES)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", necross)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert necross.card(duel).location == "grave" and necross.card(duel).controller == 1
    assert grave(duel, 1) == PIECES + ["Exodia Necross"]
    assert grave(duel, 0) == ["Change of Heart"] and monsters(duel, 0) == [None] * 5
