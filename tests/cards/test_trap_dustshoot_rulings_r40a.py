"""Trap Dustshoot (64697231): the opponent holding 4 or more cards is a condition of its
activation only. If the opponent's hand drops below 4 in the chain (a Quick-Play Spell played
from it in answer), Trap Dustshoot still resolves: its player looks at the hand and returns a
Monster Card from it to the Deck.

Sources: Trap Dustshoot's text (it may be activated only while the opponent holds 4 or more
cards); seed 000 §卡片種類 陷阱卡 (a Trap's activation conditions are checked when it is activated),
seed 004 §连锁和咒文速度 (a chain resolves last in, first out)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_trap_dustshoot_resolves_after_the_hand_dropped_to_three_in_the_chain():
    """Question: in player 1's turn, player 0 activates Trap Dustshoot against a 4-card hand;
    player 1 answers with Mystical Space Typhoon from the hand (3 cards left). Answer: Trap
    Dustshoot still resolves: player 0 picks Battle Ox from the hand and it goes to the Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Trap Dustshoot")
    ceasefire = table.spell_trap(0, "Ceasefire")
    table.hand(1, "Mystical Space Typhoon", "Battle Ox", "Sangan", "Pot of Greed")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", request="idle", player=1)
    s.pick("activate", "Trap Dustshoot", request="chain", player=0)
    s.pick("activate", "Mystical Space Typhoon", request="chain", player=1)
    s.pick("target", ceasefire, request="target", player=1)
    for _ in range(6):
        if duel.request.kind == "option":
            s.pick("option", "Battle Ox", player=0)
        elif duel.request.kind == "chain":
            s.pick("pass")
        else:
            break
    assert hand(duel, 1) == ["Sangan", "Pot of Greed"]
    assert [c.name for c in duel.players[1].deck].count("Battle Ox") == 1
    assert sorted(grave(duel, 0)) == ["Ceasefire", "Trap Dustshoot"]
