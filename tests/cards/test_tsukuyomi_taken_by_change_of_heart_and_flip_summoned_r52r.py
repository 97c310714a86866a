"""My opponent's Set Tsukuyomi, taken with Change of Heart and Flip Summoned by me: its flip
trigger is mine, and in my End Phase it returns to its owner's hand, not to mine (round 52r).

Seed 004 §特殊效果怪兽 (灵魂): a Spirit returns to the hand in the End Phase of the turn it was
Normal Summoned or flipped face-up; "return to the hand" is always its owner's hand (seed 000
§手卡). The controller of a monster activates its effects (seed 000 §效果分類); Change of
Heart's control lasts until the End Phase."""

from duelist.testing.reads import field_monsters, hand, of_type
from duelist.testing.scenario import Script, Table


def test_a_borrowed_tsukuyomi_flip_summoned_returns_to_its_owners_hand_in_my_end_phase():
    """Q: I take my opponent's Set Tsukuyomi with Change of Heart and Flip Summon it; its
    trigger turns their Battle Ox face-down. What happens in my End Phase? A: Tsukuyomi was
    flipped face-up this turn: its return (my effect, as I control it) is activated and it goes
    to my opponent's hand, its owner's; nothing is left for Change of Heart to give back."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Change of Heart")
    tsukuyomi = table.monster(1, "Tsukuyomi", position="set")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", tsukuyomi)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert tsukuyomi.card(duel).controller == 0
    start = len(duel.log)
    s.pick("flip_summon", tsukuyomi)
    s.pick("target", ox, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    [flip] = of_type(duel, "chain", start)
    assert (flip["name"], flip["player"]) == ("Tsukuyomi", 0)
    assert ox.card(duel).position == "set"

    end = len(duel.log)
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    [spirit] = of_type(duel, "chain", end)
    assert (spirit["name"], spirit["player"]) == ("Tsukuyomi", 0)
    assert [(e["player"], e["name"]) for e in of_type(duel, "to_hand", end)] == [(1, "Tsukuyomi")]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Battle Ox"]
    assert hand(duel, 0) == [] and "Tsukuyomi" in hand(duel, 1)
