"""Cemetary Bomb (51394546), Normal Trap: 100 damage to the opponent for each card in their GY.

Sources: yugioh-wiki.net 《セメタリー・ボム》 (the OCG text; FAQ 08/12/29: it cannot be activated
while the opponent's GY holds no card, as it would do nothing); the count is taken as it
resolves (seed 000 §連鎖: an effect applies to the duel as it is when its link resolves). The 2005 text (SOD: "inflict 100 points
of damage ... for each card in your opponent's Graveyard") does the same: no 2005 entry."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_cemetary_bomb_deals_100_per_card_in_the_opponents_gy():
    """Q: my opponent's GY holds 3 cards; I activate Cemetary Bomb. A: they take 300."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Cemetary Bomb")
    table.grave(1, "Battle Ox", "Dark Hole", "Mirror Force")
    table.grave(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cemetary Bomb", request="idle")
    _finish(s)
    assert lp(duel) == (8000, 7700)
    assert of_type(duel, "damage")[-1]["amount"] == 300 and grave(duel, 0) == ["Celtic Guardian", "Cemetary Bomb"]


def test_cemetary_bomb_cannot_be_activated_with_an_empty_opponents_gy():
    """Q: my opponent's GY is empty (mine is not); may I activate Cemetary Bomb? A: no."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Cemetary Bomb")
    table.grave(0, "Battle Ox")
    assert not Script(table.build()).has("activate", "Cemetary Bomb")


def test_cemetary_bomb_counts_a_card_destroyed_in_a_later_link():
    """Q: I activate Cemetary Bomb with 2 cards in my opponent's GY, then chain my Mystical
    Space Typhoon on their Set Mirror Force. A: the Typhoon resolves first and Mirror Force is
    in their GY when Cemetary Bomb resolves: 300 damage (counted as it resolves)."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Cemetary Bomb")
    table.spell_trap(0, "Mystical Space Typhoon")
    mirror = table.spell_trap(1, "Mirror Force")
    table.grave(1, "Battle Ox", "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cemetary Bomb", request="idle")
    if duel.request.player == 1:
        s.pick("pass", player=1)
    s.pick("activate", "Mystical Space Typhoon", player=0, request="chain")
    s.pick("target", mirror, player=0)
    _finish(s)
    assert lp(duel) == (8000, 7700)
    assert grave(duel, 1) == ["Battle Ox", "Dark Hole", "Mirror Force"]
    assert sorted(grave(duel, 0)) == ["Cemetary Bomb", "Mystical Space Typhoon"]


def test_cemetary_bomb_answers_in_the_opponents_turn():
    """Q: my opponent activates Heavy Storm while their GY holds 4 cards; I chain Cemetary Bomb.
    A: 400 damage (Heavy Storm is still on the field), then Heavy Storm resolves."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Cemetary Bomb")
    table.hand(1, "Heavy Storm")
    table.grave(1, "Battle Ox", "Dark Hole", "Mirror Force", "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1, request="idle")
    s.pick("activate", "Cemetary Bomb", player=0, request="chain")
    _finish(s)
    assert lp(duel) == (8000, 7600)
    assert grave(duel, 1)[-1] == "Heavy Storm" and grave(duel, 0) == ["Cemetary Bomb"]
