"""The Inexperienced Spy finds nothing to look at when the opponent's hand emptied in answer
(round 48b's mutation round).

The card's text (look at 1 card in your opponent's hand) and seed 000 §效果的處理 (an effect
applies as far as it can when it resolves): the opponent chained Effect Veiler, their last card
in the hand, so when the Spy resolves there is no card to look at and nothing happens."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_the_spy_resolves_without_a_card_when_effect_veiler_left_the_hand_in_answer():
    """Q: I activate The Inexperienced Spy; my opponent's only card in hand is Effect Veiler,
    which they chain against my Sangan. What does the Spy show me? A: nothing: the hand is
    empty when it resolves; the duel goes on at my Main Phase."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "The Inexperienced Spy")
    table.monster(0, "Sangan")
    table.hand(1, "Effect Veiler")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Inexperienced Spy")
    s.pick("activate", "Effect Veiler", player=1, request="chain")
    s.pick("target", "Sangan", player=1, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert duel.players[1].hand == [] and grave(duel, 1) == ["Effect Veiler"]
    assert grave(duel, 0) == ["The Inexperienced Spy"]
