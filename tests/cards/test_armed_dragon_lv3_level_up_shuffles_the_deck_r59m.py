"""Armed Dragon LV3 (00980973) levelling up: the Deck is shuffled after a card is Special
Summoned from it, not after one comes from the hand (round 59m).

Sources, read in our words: Armed Dragon LV3's text (in its controller's Standby Phase, send it
face-up to the GY to Special Summon "Armed Dragon LV5" from the hand or the Deck);
yugioh-wiki.net 「シャッフル」 (after a card has been taken out of the Deck by an effect, the Deck
is shuffled; a card from the hand leaves the Deck untouched).

Round 59m: kills kit.py `standby_level_up`'s resolve without its `if from_deck:` shuffle (the
Deck left in its order after the LV monster came from it), a stop 58 line (round 58k)."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def _level_up(hand=()):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, "Armed Dragon LV3")
    table.hand(0, *hand)
    table.deck(0, ["Battle Ox", "Armed Dragon LV5", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.expect(request="yes_no", player=0)
    s.answer(duel.request.options[0])       # yes: send LV3, Special Summon LV5
    s.expect(request="select", player=0)
    s.answer(duel.request.options[0])       # the only LV5 offered (the hand's first, if any)
    s.expect(request="option", player=0)
    s.answer(duel.request.options[0])       # Attack Position
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel


def test_armed_dragon_lv5_from_the_deck_then_the_deck_is_shuffled():
    """Q: (GOAT) my Standby Phase: I send Armed Dragon LV3 to the GY and Special Summon Armed
    Dragon LV5 from my Deck. A: LV5 is on my field and, after the Summon, my Deck is shuffled."""
    duel = _level_up()
    assert field_monsters(duel, 0) == ["Armed Dragon LV5"]
    summon = [e["i"] for e in of_type(duel, "special_summon")]
    shuffles = [e for e in of_type(duel, "shuffle") if e["player"] == 0]
    assert len(summon) == 1 and len(shuffles) == 1 and shuffles[0]["i"] > summon[0]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]


def test_armed_dragon_lv5_from_the_hand_leaves_the_deck_as_it_was():
    """Q: the same, but I hold an Armed Dragon LV5 too, and Special Summon that one from my hand.
    A: my Deck was not touched: no shuffle, its order as it was."""
    duel = _level_up(hand=("Armed Dragon LV5",))
    assert field_monsters(duel, 0) == ["Armed Dragon LV5"]
    assert of_type(duel, "shuffle") == []
    assert [c.name for c in duel.players[0].deck] != [] and \
        sorted(c.name for c in duel.players[0].deck) == ["Armed Dragon LV5", "Battle Ox", "Celtic Guardian",
                                                        "Mystical Elf"]
