"""Lord of D. protects face-up Dragons only (round 48c).

Lord of D.'s text: neither player's card effects can target Dragon monsters on the field. A
face-down monster has no Type (seed 000 §裏側表示: a face-down monster's card information is
unknown), so the opponent's Nobleman of Crossout may target a Set Luster Dragon beside Lord of D."""

from duelist.testing.reads import banished
from duelist.testing.scenario import Script, Table


def test_nobleman_of_crossout_may_target_a_set_dragon_beside_lord_of_d():
    """Q: my opponent controls Lord of D. and a Set Luster Dragon. May I target the Set Luster
    Dragon with Nobleman of Crossout? A: yes: it is face-down; it is destroyed and banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    table.monster(1, "Lord of D.")
    luster = table.monster(1, "Luster Dragon", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", request="idle")
    s.pick("target", luster)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert "Luster Dragon" in banished(duel, 1)
