"""seed 000 §效果分類 誘發效果: "在滿足該特定時點的時候，若該卡返回卡組或手卡等非公開場所的場合則
誘發效果不能發動" - when a card has gone back to the Deck or the hand (a place that is not
public) since its trigger's moment, that trigger cannot be activated. Going back to the hand
makes the card a new object; being discarded from there to the GY afterwards does not make
the old trigger live again.

Dekoichi the Battlechanted Locomotive, Set by player 1, is flipped face-up by Chain Link 3
(Waboku, a stand-in Trap: "flip every face-down monster on the field face-up", as in the r33m
test), returned to player 1's hand by Chain Link 2 (Compulsory Evacuation Device) and then
discarded with the rest of that hand by Chain Link 1 (Card Destruction). Once the chain has
resolved its FLIP effect must not be activated: player 1 draws only Card Destruction's two.

Until stop 37 chain.py `_build_trigger_chain` skipped a pending trigger only when its card was
*now* in the hand, Deck or Extra Deck: the card, back in the GY, had its FLIP effect activated
and player 1 drew a third card (found by helper h37a). The engine now drops a card's pending
triggers when it is placed in the hand, the Deck or the Extra Deck (duel.py `_place`, chain.py
`_pending_went_hidden`), wherever it goes afterwards."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import waboku_flips_every_face_down_monster


def test_dekoichi_returned_to_the_hand_then_discarded_does_not_draw(monkeypatch):
    waboku_flips_every_face_down_monster(monkeypatch)
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Card Destruction", "Battle Ox")
    table.spell_trap(0, "Compulsory Evacuation Device")
    dekoichi = table.monster(1, "Dekoichi the Battlechanted Locomotive", position="set")
    table.hand(1, "Mystical Elf")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Kozaky"] * 5)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Card Destruction", request="idle")
    s.pick("pass", player=1, request="chain")
    s.pick("activate", "Compulsory Evacuation Device", player=0, request="chain")
    s.pick("target", dekoichi)
    s.pick("activate", "Waboku", player=1, request="chain")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert "Dekoichi the Battlechanted Locomotive" in grave(duel, 1)      # discarded from the hand
    assert [e["name"] for e in of_type(duel, "chain", start)] == [
        "Card Destruction", "Compulsory Evacuation Device", "Waboku"]      # no FLIP chain after it
    assert hand(duel, 1) == ["Kozaky", "Kozaky"]                         # Card Destruction's two only
