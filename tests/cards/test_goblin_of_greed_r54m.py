"""Goblin of Greed (Effect Monster): while it is face-up on the field, neither player can activate
cards or effects that discard a card as a cost.

Sources: the card's text, in our own words (the 2005 print, DCR, says the same: no era entry).
yugioh-wiki.net 《強欲ゴブリン》: a continuous effect of a face-up monster, on both players; it stops
only a discard that is a cost (Lightning Vortex, Magic Jammer, Tribute to the Doomed, Kuriboh
discarding itself), never a discard made by an effect as it resolves (Graceful Charity). A face-down
monster's effects do not apply (seed 000 §效果分類 › 永續效果)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(position="attack", rules="MR5"):
    table = Table(turn=3, rules=rules)
    table.monster(1, "Goblin of Greed", position=position)
    table.monster(1, "Vorse Raider")        # (a face-up monster for Lightning Vortex to destroy)
    table.hand(0, "Lightning Vortex", "Tribute to the Doomed", "Graceful Charity", "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    return table


def test_goblin_of_greed_stops_discard_costs_of_either_player():
    """Q: my opponent controls a face-up Goblin of Greed; I hold Lightning Vortex and Tribute to the
    Doomed (both discard a card as their cost) and Graceful Charity. A: I can activate neither of the
    first two; Graceful Charity, whose discards are its effect, is activated and resolves (draw 3,
    discard 2)."""
    duel = _table().build()
    s = Script(duel)
    assert not s.has("activate", "Lightning Vortex") and not s.has("activate", "Tribute to the Doomed")
    s.pick("activate", "Graceful Charity")
    _pass_all(s, duel)
    while duel.request is not None and duel.request.kind != "idle":
        s.answer(duel.request.options[0])        # (the two discards: the first cards offered)
    assert len(hand(duel, 0)) == 3 + 3 - 2
    assert "Graceful Charity" in grave(duel, 0) and len(grave(duel, 0)) == 3


def test_goblin_of_greed_face_down_stops_nothing():
    """Q: my opponent's Goblin of Greed is face-down (beside a face-up Vorse Raider). A: its effect
    does not apply: Lightning Vortex can be activated."""
    duel = _table(position="set").build()
    assert Script(duel).has("activate", "Lightning Vortex")


def test_goblin_of_greed_stops_magic_jammer_in_answer():
    """Q: (Goat) my face-up Goblin of Greed; I activate Pot of Greed and my opponent has a Set Magic
    Jammer. A: they cannot activate it (its cost is a discard): Pot of Greed resolves, I draw 2."""
    table = Table(turn=3, rules="GOAT")
    table.monster(0, "Goblin of Greed")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    while duel.request is not None and duel.request.kind == "chain":
        assert not s.has("activate", "Magic Jammer")
        s.pick("pass")
    assert hand(duel, 0) == ["Celtic Guardian", "Celtic Guardian"]
    assert grave(duel, 1) == []


def test_goblin_of_greed_gone_the_costs_can_be_paid_again():
    """Q: my opponent's Goblin of Greed stops my Lightning Vortex; I destroy the Goblin with Fissure
    (their face-up monster with the lowest ATK: no cost). A: once it has left the field Lightning
    Vortex can be activated again."""
    table = _table()
    table.hand(0, "Fissure")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Lightning Vortex")
    s.pick("activate", "Fissure")
    _pass_all(s, duel)
    assert "Goblin of Greed" in grave(duel, 1)
    assert s.has("activate", "Lightning Vortex")


def test_goblin_of_greed_stops_kuriboh_in_damage_calculation_goat():
    """Q: (Goat) my opponent's Vorse Raider attacks me directly while their Goblin of Greed is
    face-up; I hold Kuriboh. A: Kuriboh cannot be discarded for its effect (its discard is a
    cost): I take the 1900 damage."""
    table = Table(turn=4, turn_player=1, rules="GOAT")
    table.monster(1, "Goblin of Greed")
    table.monster(1, "Vorse Raider")
    table.hand(0, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Vorse Raider", target="player")
    while duel.request is not None and duel.request.kind == "chain":
        assert not s.has("activate", "Kuriboh")
        s.pick("pass")
    assert duel.players[0].lp == 8000 - 1900 and hand(duel, 0) == ["Kuriboh"]


def test_goblin_of_greed_face_down_lets_magic_jammer_answer_goat():
    """Q: (Goat) the same, my Goblin of Greed face-down. A: its effect does not apply: my opponent may
    discard Battle Ox to activate Magic Jammer, which negates and destroys Pot of Greed."""
    table = Table(turn=3, rules="GOAT")
    table.monster(0, "Goblin of Greed", position="set")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    while duel.request is not None and duel.request.kind != "chain":
        s.answer(duel.request.options[0])       # (the discard: Battle Ox, its only card)
    _pass_all(s, duel)
    assert hand(duel, 0) == [] and sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]
