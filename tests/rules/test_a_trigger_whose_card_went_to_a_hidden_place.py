"""seed 000 §效果分類 誘發效果: "在滿足該特定時點的時候，若該卡返回卡組或手卡等非公開場所的場合
則誘發效果不能發動" - a trigger is not activated when its card has gone back to the hand or the
Deck since its moment (a public place such as the GY does not stop it: the r33m test, where
Dark Hole destroys the flipped Dekoichi and its FLIP effect is still activated).

Dekoichi the Battlechanted Locomotive, Set, is flipped face-up by Chain Link 2 and returned
to its owner's hand by Chain Link 1 (Compulsory Evacuation Device) in the same chain: its FLIP
effect ("draw 1 card") is not activated once the chain has resolved. No card of the pool flips
a monster face-up at spell speed 2 with its flip effect (Ceasefire activates none): Waboku is
a stand-in Trap, "flip every face-down monster on the field face-up", as in the r33m test."""

from duelist.testing.reads import hand, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import waboku_flips_every_face_down_monster


def test_dekoichi_returned_to_the_hand_after_waboku_flipped_it_draws_nothing(monkeypatch):
    waboku_flips_every_face_down_monster(monkeypatch)
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Compulsory Evacuation Device")
    dekoichi = table.monster(1, "Dekoichi the Battlechanted Locomotive", position="set")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Compulsory Evacuation Device", request="idle")
    s.pick("target", dekoichi)
    s.pick("activate", "Waboku", player=1, request="chain")
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert [e for e in duel.log[start:] if e["type"] == "position"]        # it was flipped face-up
    assert hand(duel, 1) == ["Dekoichi the Battlechanted Locomotive"]  # no card drawn
    names = [e["name"] for e in of_type(duel, "chain", start)]
    assert names == ["Compulsory Evacuation Device", "Waboku"]        # no chain for its FLIP effect
