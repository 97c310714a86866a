"""Swords of Revealing Light flips three of my opponent's Set Flip monsters at once: their FLIP
effects are my opponent's, activated together once Swords has resolved, in the order they pick
(round 52r).

Seed 000 §效果分類 (誘發效果): a FLIP effect is activated when its monster is turned face-up, by
a Flip Summon or by an effect; several triggers at one moment form one chain, each player
ordering their own. A link whose target has left the field by the time it resolves does
nothing (seed 000 §對象)."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_three_flip_effects_chained_in_their_players_order_the_last_loses_its_target():
    """Q: I activate Swords of Revealing Light; it flips my opponent's Set Man-Eater Bug,
    Hane-Hane and Magician of Faith. A: after Swords resolves my opponent chains all three in
    their order: the Bug (Chain Link 1) and Hane-Hane (2) both target my Battle Ox, the Magician
    (3) their Pot of Greed. Backwards: Pot of Greed to their hand, Battle Ox to my hand -- and the
    Bug's target is gone: it destroys nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    ox = table.monster(0, "Battle Ox")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    hane = table.monster(1, "Hane-Hane", position="set")
    faith = table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Swords of Revealing Light")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [bug.card(duel).position, hane.card(duel).position, faith.card(duel).position] == ["defense"] * 3
    request = s.expect(request="order", player=1)
    assert sorted(o.name for o in request.options) == ["Hane-Hane", "Magician of Faith", "Man-Eater Bug"]
    s.pick("chain_trigger", "Man-Eater Bug")
    s.pick("target", ox, player=1)
    s.pick("chain_trigger", "Hane-Hane", request="order", player=1)
    s.pick("target", ox, player=1)
    s.pick("target", "Pot of Greed", player=1)      # the Magician, the last one: no order asked
    while duel.request.kind == "chain":
        s.pick("pass")

    links = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain", start)]
    assert links == [(1, 0, "Swords of Revealing Light"), (1, 1, "Man-Eater Bug"), (2, 1, "Hane-Hane"),
                     (3, 1, "Magician of Faith")]
    assert [e["name"] for e in of_type(duel, "to_hand", start)] == ["Pot of Greed", "Battle Ox"]
    assert of_type(duel, "destroyed", start) == []
    assert hand(duel, 0) == ["Battle Ox"] and hand(duel, 1) == ["Pot of Greed"]
    assert field_monsters(duel, 0) == []
    assert field_monsters(duel, 1) == ["Man-Eater Bug", "Hane-Hane", "Magician of Faith"]
    assert grave(duel, 1) == []
