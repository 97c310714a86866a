"""Fiber Jar: FLIP: every card on the field, in the hands and in the GYs is shuffled into the
Decks; then each player draws 5.

Sources: the card's text (2005 and today's say the same: the field, both hands and both GYs go
back to the owners' Decks, shuffled, then each player draws 5: Fiber Jar, a card on the field,
goes back too; banished cards are in none of those places); the rules of where cards go (an
Extra Deck monster returns to the Extra Deck; a Token that leaves the field vanishes); Morphing Jar's ruling with Torrential Tribute (a
Trap chained to the Flip effect resolves first; the Flip effect then resolves in full)."""

import pytest

from duelist.testing.reads import banished, field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _deck_names(duel, p):
    return sorted(c.name for c in duel.players[p].deck)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_fiber_jar_resets_field_hands_and_gys_then_both_draw_5(rules):
    """Q: I Flip Summon Fiber Jar; I hold Pot of Greed, my GY holds Mirror Force, my opponent
    controls Battle Ox and a Set Waboku, holds Celtic Guardian, has Sangan in the GY and a
    banished Koumori Dragon. A: every one of those cards (the Jar too) goes back into its owner's
    Deck; then each of us draws 5; the banished card stays banished; nobody's LP changes."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Fiber Jar", position="set")
    table.hand(0, "Pot of Greed")
    table.grave(0, "Mirror Force")
    table.deck(0, ["Mystical Elf"] * 5)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Waboku")
    table.hand(1, "Celtic Guardian")
    table.grave(1, "Sangan")
    table.banished(1, "Koumori Dragon", face_down=False)
    table.deck(1, ["Hitotsu-Me Giant"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Fiber Jar", request="idle")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert duel.players[1].szone == [None] * 5
    assert grave(duel, 0) == [] and grave(duel, 1) == []
    assert len(hand(duel, 0)) == 5 and len(hand(duel, 1)) == 5
    assert sorted(hand(duel, 0) + _deck_names(duel, 0)) == sorted(
        ["Fiber Jar", "Pot of Greed", "Mirror Force"] + ["Mystical Elf"] * 5)
    assert sorted(hand(duel, 1) + _deck_names(duel, 1)) == sorted(
        ["Battle Ox", "Waboku", "Celtic Guardian", "Sangan"] + ["Hitotsu-Me Giant"] * 5)
    assert banished(duel, 1) == ["Koumori Dragon"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000
    assert [e["player"] for e in of_type(duel, "draw")] == [0] * 5 + [1] * 5


def test_fiber_jar_sends_a_fusion_to_the_extra_deck_and_a_token_vanishes():
    """Q: my opponent controls Gaia the Dragon Champion and a Sheep Token when I flip Fiber Jar.
    A: the Fusion Monster goes to their Extra Deck (not the Deck), the Token vanishes; they draw
    5 from what their Deck holds."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Fiber Jar", position="set")
    table.deck(0, ["Mystical Elf"] * 5)
    table.monster(1, "Gaia the Dragon Champion", summon_kind="fusion")
    table.monster(1, "Sheep Token", position="defense")
    table.deck(1, ["Hitotsu-Me Giant"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Fiber Jar", request="idle")
    _pass_all(s, duel)
    assert [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"]
    assert hand(duel, 1) == ["Hitotsu-Me Giant"] * 5 and _deck_names(duel, 1) == ["Hitotsu-Me Giant"]
    assert [e["name"] for e in of_type(duel, "token_vanished")] == ["Sheep Token"]


def test_fiber_jar_with_torrential_tribute_chained_still_resets_everything():
    """Q: I Flip Summon Fiber Jar; my opponent chains Torrential Tribute to its effect. A:
    Torrential resolves first and destroys every monster (the Jar too); then the Jar's effect
    resolves: the destroyed monsters are shuffled back from the GYs with everything else, and
    each player draws 5. Torrential itself, a resolved Normal Trap, waits face-up on the field
    until the whole chain has resolved and is not returned to the Deck by an earlier link of its
    chain (Metagame.com "The Binder: Giant Trunade", M. Rosenberg; yugipedia "Return": an
    activated Normal Spell/Trap is not returned to the hand or Deck in its own chain): it goes to
    the GY at the chain's end."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Fiber Jar", position="set")
    table.monster(0, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 5)
    table.spell_trap(1, "Torrential Tribute")
    table.monster(1, "Celtic Guardian")
    table.deck(1, ["Hitotsu-Me Giant"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Fiber Jar", request="idle")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert sorted(e["name"] for e in of_type(duel, "destroyed")) == ["Battle Ox", "Celtic Guardian", "Fiber Jar"]
    assert grave(duel, 0) == [] and grave(duel, 1) == ["Torrential Tribute"]
    assert len(hand(duel, 0)) == 5 and len(hand(duel, 1)) == 5
    assert sorted(hand(duel, 1) + _deck_names(duel, 1)) == sorted(["Celtic Guardian"] + ["Hitotsu-Me Giant"] * 5)
