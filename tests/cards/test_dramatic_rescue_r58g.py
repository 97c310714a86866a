"""Dramatic Rescue (80193355), Normal Trap: when an opponent's card or effect targets a face-up
"Amazoness" monster you control, that monster returns to the hand and you Special Summon 1 other
monster from your hand.

Sources, in our words: the card's text (DR1, 2004, the English text Goat plays: the opponent's card
effect targets your "Amazoness" monster; return it, then Special Summon 1 monster from the hand; the
same meaning today: no ERAS entry); yugioh-wiki.net 《救出劇》 (the monster summoned is another monster
than the one returned -- 別のモンスター; no Level limit: a Level 7 monster may be summoned; it answers
only effects that target). The OCG text answers any card's activation that targets an Amazoness on
the field.

Round 58w (a judge's review) adds, from yugipedia "Card Rulings:Dramatic Rescue" (previously
official rulings: Konami FAQ, UDE FAQ -- the rulings of the Goat years): it cannot be activated
when no monster in its controller's hand can be Special Summoned; its controller's own card may be
the one that targets (they activate Amazoness Spellcaster and chain Dramatic Rescue: Spellcaster's
effect has nothing left to do) -- with the OCG text's "a card that targets an Amazoness", so both
presets answer either player's card; the returned monster itself is never the one summoned, a second
copy in the hand may be. Our reading (no ruling found): the Amazoness must be one its controller
controls (the rulings speak of "your" Amazoness, the opponent's one you control included)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

DR = "Dramatic Rescue"
ASW = "Amazoness Swords Woman"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _snatch_steal(hand_cards):
    table = Table(rules="GOAT", turn=4, turn_player=1)
    sw = table.monster(0, ASW)
    table.spell_trap(0, DR)
    table.hand(0, *hand_cards)
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", sw, player=1)
    return duel, s


def test_dramatic_rescue_answers_snatch_steal():
    """Q: my opponent activates Snatch Steal on my Amazoness Swords Woman; I chain Dramatic Rescue and
    summon Dark Magician from my hand. A: Swords Woman is back in my hand, Dark Magician is on my
    field, and Snatch Steal, its target gone, goes to the GY taking nothing."""
    duel, s = _snatch_steal(["Dark Magician"])
    s.pick("activate", DR, player=0, request="chain")
    _pass(s)
    s.pick("select", "Dark Magician", player=0, request="select")
    s.pick("option", player=0, request="option", first=True)
    _pass(s)
    assert hand(duel, 0) == [ASW]
    assert field_monsters(duel, 0) == ["Dark Magician"] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Snatch Steal"] and grave(duel, 0) == [DR]


def test_dramatic_rescue_cannot_be_activated_without_a_monster_to_summon():
    """Q: my hand holds no monster (only Pot of Greed) when Snatch Steal targets my Amazoness Swords
    Woman; may I chain Dramatic Rescue? A: no: with no monster to Special Summon it cannot be
    activated (yugipedia Card Rulings, previously official)."""
    duel, s = _snatch_steal(["Pot of Greed"])
    assert not s.has("activate", DR)


def test_dramatic_rescue_never_summons_the_returned_monster():
    """Q: my hand holds a second Amazoness Swords Woman when Dramatic Rescue returns the first. A:
    the returned one stays in my hand; the copy that was already there is the one summoned (the
    ruling: not the returned card, a second copy may be)."""
    duel, s = _snatch_steal([ASW])
    first_in_hand = [c.cid for c in duel.players[0].hand]
    s.pick("activate", DR, player=0, request="chain")
    _pass(s)
    s.pick("select", ASW, player=0, request="select")
    s.pick("option", player=0, request="option", first=True)
    _pass(s)
    assert hand(duel, 0) == [ASW] and field_monsters(duel, 0) == [ASW]
    assert [c.cid for c in duel.monsters(0)] == first_in_hand


def test_dramatic_rescue_not_for_a_non_amazoness_target():
    """Q: Snatch Steal targets my Dark Magician (no Amazoness). A: Dramatic Rescue cannot be
    activated."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    dm = table.monster(0, "Dark Magician")
    table.monster(0, ASW)
    table.spell_trap(0, DR)
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", dm, player=1)
    assert not s.has("activate", DR)


def _own_book_of_moon(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    sw = table.monster(0, ASW)
    table.spell_trap(0, DR)
    table.spell_trap(0, "Book of Moon")
    table.hand(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", sw, player=0)
    return duel, s


def test_dramatic_rescue_also_for_its_controllers_own_card():
    """Q: I target my own Amazoness Swords Woman with my Book of Moon; may I chain Dramatic Rescue?
    A: yes (the OCG text: any card that targets an Amazoness; the previously official ruling: your
    own Amazoness Spellcaster chained by Dramatic Rescue): Swords Woman goes back to my hand, Dark
    Magician is summoned, Book of Moon finds its target gone."""
    for rules in ("GOAT", None):
        duel, s = _own_book_of_moon(rules)
        s.pick("activate", DR, player=0, request="chain")
        _pass(s)
        s.pick("select", "Dark Magician", player=0, request="select")
        s.pick("option", player=0, request="option", first=True)
        _pass(s)
        assert hand(duel, 0) == [ASW] and field_monsters(duel, 0) == ["Dark Magician"]
        assert duel.monsters(0)[0].position == "attack"
        assert sorted(grave(duel, 0)) == sorted(["Book of Moon", DR])

