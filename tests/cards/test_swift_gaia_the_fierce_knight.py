"""Swift Gaia the Fierce Knight (16589042): while it is the only card in its player's hand, it
may be Normal Summoned without Tributes.

Sources, read in our words: yugioh-wiki.net 《疾風の暗黒騎士ガイア》 (a summoning rule, not an
effect; it is a Normal Summon, so it needs the turn's Normal Summon: a player who already used it
cannot bring Gaia out this way; with other cards in the hand it is an ordinary Level 7 monster,
two Tributes); the old OCG text and the TCG print of 2005 (Dark Beginning 2) name a Normal
Summon only, face-up: no Set without Tributes (our reading: the rule offers the Summon alone, as
every "Normal Summon without Tributing" text does). Ultimate Offering's extra Normal Summon is a
Normal Summon (seed 000 §通常召喚): the rule applies to it too (our reading)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

GAIA = "Swift Gaia the Fierce Knight"


def _table(hand_cards=(GAIA,), monsters=(), rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, *hand_cards)
    for name in monsters:
        table.monster(0, name)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table


def test_swift_gaia_the_fierce_knight_summoned_without_tributes_alone_in_the_hand():
    """Q: Swift Gaia is the only card in my hand and I control no monster. A: I Normal Summon it
    without Tributes: it stands face-up in Attack Position with 2300 ATK, my Normal Summon used,
    the log's summon of kind "normal" with no Tribute."""
    for rules in ("GOAT", "MR5"):
        duel = _table(rules=rules).build()
        s = Script(duel)
        s.pick("summon_without_tribute", GAIA)
        assert field_monsters(duel, 0) == [GAIA], rules
        gaia = duel.monsters(0)[0]
        assert gaia.position == "attack" and duel.atk(gaia) == 2300
        assert duel.players[0].normal_summons == 1
        summon = [e for e in duel.log if e["type"] == "summon"][-1]
        assert summon["kind"] == "normal" and summon["tributes"] == 0
        assert hand(duel, 0) == []


def test_swift_gaia_the_fierce_knight_not_with_another_card_in_the_hand():
    """Q: Swift Gaia and Pot of Greed are in my hand; I control no monster. A: Gaia is not the
    only card: no Summon without Tributes, and no Tribute to pay: no summon option at all."""
    s = Script(_table(hand_cards=(GAIA, "Pot of Greed")).build())
    assert not s.has("summon_without_tribute", GAIA)
    assert not s.has("summon", GAIA)
    assert not s.has("set", GAIA)


def test_swift_gaia_the_fierce_knight_no_set_without_tributes():
    """Q: Swift Gaia is alone in my hand. A: the rule names a Normal Summon: it cannot be Set
    without Tributes (no Set option at all with no monster to Tribute)."""
    s = Script(_table().build())
    assert s.has("summon_without_tribute", GAIA)
    assert not s.has("set_without_tribute", GAIA)
    assert not s.has("set", GAIA)


def test_swift_gaia_the_fierce_knight_tribute_summon_stays_open():
    """Q: Swift Gaia is alone in my hand and I control Battle Ox and Mystical Elf. A: I may still
    Tribute Summon it with both (the log says a Tribute Summon of 2 Tributes) instead."""
    duel = _table(monsters=("Battle Ox", "Mystical Elf")).build()
    s = Script(duel)
    assert s.has("summon_without_tribute", GAIA)
    s.pick("summon", GAIA)
    s.pick("tribute", "Battle Ox")
    s.pick("tribute", "Mystical Elf")
    assert field_monsters(duel, 0) == [GAIA]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Mystical Elf"]
    summon = [e for e in duel.log if e["type"] == "summon"][-1]
    assert summon["kind"] == "tribute" and summon["tributes"] == 2


def test_swift_gaia_the_fierce_knight_needs_the_normal_summon_left():
    """Q: Swift Gaia is alone in my hand but I already Normal Summoned this turn. A: it is a
    Normal Summon: not offered."""
    table = _table()
    table.normal_summoned(0)
    s = Script(table.build())
    assert not s.has("summon_without_tribute", GAIA)


def test_swift_gaia_the_fierce_knight_by_ultimate_offering():
    """Q: (GOAT) my Normal Summon is used; Swift Gaia is the only card in my hand and my Ultimate
    Offering is face-up. A: I pay 500 LP and, with the extra Normal Summon, summon Gaia without
    Tributes (LP 8000 -> 7500)."""
    table = _table()
    table.normal_summoned(0)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert duel.players[0].lp == 7500
    assert duel.request.kind == "summon_now"
    assert not s.has("set_without_tribute", GAIA)
    s.pick("summon_without_tribute", GAIA)
    assert field_monsters(duel, 0) == [GAIA]
