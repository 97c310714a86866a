"""Magical Thorn (53119267): its damage is dealt the instant the opponent's cards are discarded
(round 56y).

Sources: seed 001 §其他效果 / §永續效果: an effect that is not activated and makes no chain link
applies the instant its condition is met, even in the middle of a chain's resolution;
yugioh-wiki.net 《魔力の棘》 (500 for each card discarded from the opponent's hand, one damage
for cards discarded together; chained to Graceful Charity it deals 1000 as Charity resolves),
read as Fatal Abacus is ruled (yugioh-wiki.net 《死の演算盤》 FAQ 10/10/01: no chain link). So a
discard made by chain link 2 costs its 500 while the Thorn is still face-up, though link 1 then
destroys it (our reading of the seed; no FAQ for this exact chain found)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_magical_thorn_burns_a_discard_resolved_before_it_is_destroyed_in_the_same_chain():
    """Q: my Magical Thorn is active. My opponent targets it with Mystical Space Typhoon; I chain
    Mind Crush declaring Pot of Greed, which they hold. A: Mind Crush resolves first: Pot of
    Greed is discarded while the Thorn is face-up, so they take 500 then (7500); the Typhoon
    then destroys the Thorn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Magical Thorn")
    table.spell_trap(0, "Mind Crush")
    table.hand(0, "Celtic Guardian")
    table.hand(1, "Mystical Space Typhoon", "Pot of Greed")
    table.deck(0, ["Celtic Guardian"])
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magical Thorn", request="idle")
    _pass(s)
    s.pick("end_turn")
    _pass(s)
    assert duel.turn == 4 and duel.request.player == 1
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", "Magical Thorn")
    s.pick("activate", "Mind Crush", player=0, request="chain")
    s.declare_name("Pot of Greed", player=0)
    _pass(s)
    assert grave(duel, 1) == ["Pot of Greed", "Mystical Space Typhoon"]
    assert sorted(grave(duel, 0)) == ["Magical Thorn", "Mind Crush"]
    assert lp(duel) == (8000, 7500)
    resolve_typhoon = [e["i"] for e in of_type(duel, "resolve") if e["name"] == "Mystical Space Typhoon"][0]
    burns = [e["i"] for e in of_type(duel, "damage") if e["amount"] == 500]
    assert len(burns) == 1 and burns[0] < resolve_typhoon
