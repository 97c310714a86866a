"""Every card whose trigger effect works in the GY at a phase gets its chance at that phase,
however many there are (seed 004 §准备阶段): two Sinister Serpents in player 0's GY ("during
your Standby Phase, if this card is in your GY, you can add it to your hand") both go back to
the hand in player 0's Standby Phase, each by its own effect."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_two_sinister_serpents_both_return_in_their_owners_standby_phase():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.grave(0, "Sinister Serpent", "Sinister Serpent")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    asked = 0
    while duel.request.kind != "idle":
        if duel.request.kind == "yes_no":
            s.pick("yes", request="yes_no", player=0)
            asked += 1
        else:
            s.answer(duel.request.options[0])
    assert asked == 2
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Sinister Serpent", "Sinister Serpent"]
    assert grave(duel, 0) == [] and duel.phase == "main1"
