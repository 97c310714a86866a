"""Dramatic Rescue (80193355), Normal Trap: when an opponent's card or effect targets a face-up
"Amazoness" monster you control, that monster returns to the hand and you Special Summon 1 other
monster from your hand.

Sources, in our words: the card's text (DR1, 2004, the English text Goat plays: the opponent's card
effect targets your "Amazoness" monster; return it, then Special Summon 1 monster from the hand; the
same meaning today: no ERAS entry); yugioh-wiki.net 《救出劇》 (the monster summoned is another monster
than the one returned -- 別のモンスター; no Level limit: a Level 7 monster may be summoned; it answers
only effects that target). The OCG text answers any card's activation that targets an Amazoness on
the field; we play the English text (the opponent's card, your monster)."""

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


def test_dramatic_rescue_never_summons_the_returned_monster():
    """Q: my hand holds no monster when Dramatic Rescue returns Amazoness Swords Woman. A: it goes to
    my hand and nothing is summoned: the returned monster is not the "other" monster."""
    duel, s = _snatch_steal(["Pot of Greed"])
    s.pick("activate", DR, player=0, request="chain")
    _pass(s)
    assert sorted(hand(duel, 0)) == sorted([ASW, "Pot of Greed"])
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


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


def test_dramatic_rescue_not_for_its_controllers_own_card():
    """Q: I target my own Amazoness Swords Woman with my Book of Moon; may I chain Dramatic Rescue?
    A: no: only the opponent's card effects."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    sw = table.monster(0, ASW)
    table.spell_trap(0, DR)
    table.spell_trap(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", sw, player=0)
    assert not s.has("activate", DR)
