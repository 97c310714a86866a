"""Sinister Serpent banishes one Serpent from the GY, even with several there (round 48c).

Sinister Serpent's text (today's): during your Standby Phase, if it is in your GY, add it to your
hand; then, during your opponent's next End Phase, banish 1 "Sinister Serpent" from your GY. With
two more Serpents left in the GY, its player picks one, and exactly one is banished."""

from duelist.testing.scenario import Script, Table


def test_sinister_serpent_returned_then_one_of_two_serpents_in_the_gy_is_banished():
    """Q: three Sinister Serpents are in my GY; in my Standby Phase I take one back. In my
    opponent's next End Phase, what happens to the two left? A: one is banished, one stays."""
    table = Table(rules="MR5", turn=2, turn_player=1)
    table.grave(0, "Sinister Serpent", "Sinister Serpent", "Sinister Serpent")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    took = False
    for _ in range(60):
        if duel.turn == 5 and duel.request.kind == "idle":
            break
        r = duel.request
        if r.kind == "yes_no":
            s.pick("no" if took else "yes")
            took = True
        elif r.kind == "select":
            s.pick("select", first=True)
        elif r.kind == "order":
            s.answer(r.options[0])
        elif r.kind == "idle":
            s.pick("end_turn")
        else:
            s.pick("pass", first=True)
    assert duel.turn == 5
    assert [c.name for c in duel.players[0].banished] == ["Sinister Serpent"]
    assert [c.name for c in duel.players[0].grave].count("Sinister Serpent") == 1
