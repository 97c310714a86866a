"""Amazoness Spellcaster (81325903): target 1 face-up "Amazoness" monster you control and 1
face-up monster your opponent controls; their original ATK are switched until the end of the
turn.

Sources: the card's texts in our words -- the 2005 print (Magician's Force, MFC-084: select 1
face-up "Amazoness" monster of yours and 1 face-up monster of your opponent's; switch their
original ATK until the End Phase) and today's do the same (no ERAS entry); yugioh-wiki.net
《アマゾネスの呪詛師》 (it switches the *original* ATK: Amazoness Paladin's own gain applies on top
of the new original value). A switch needs both monsters: if one target is no longer a face-up
monster on the field as it resolves (Book of Moon chained to it), nothing is switched (the
previously official OCG ruling of Dramatic Rescue chained to it: its effect disappears; round
56u's test_amazoness_spellcaster_targets_r56u.py). Seed 004 §伤害的判定 for the battle that follows."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

SPELL = "Amazoness Spellcaster"
PALADIN = "Amazoness Paladin"


def _table(mine=((PALADIN, "attack"),), theirs=(("Summoned Skull", "attack"),), phase="main1", book=False,
           rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase=phase)
    my_refs = [table.monster(0, name, position=pos) for name, pos in mine]
    their_refs = [table.monster(1, name, position=pos) for name, pos in theirs]
    table.hand(0, SPELL)
    if book:
        table.spell_trap(1, "Book of Moon")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    return duel, Script(duel), my_refs, their_refs


def _activate(s, mine, theirs):
    s.pick("activate", SPELL, player=0, request="idle")
    s.pick("target", mine, player=0, request="target")
    s.pick("target", theirs, player=0, request="target")


def _settle(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_amazoness_spellcaster_switches_original_atk_for_the_turn():
    """Q: I target my Amazoness Paladin (1700, +100 for itself) and my opponent's Summoned Skull
    (2500). A: the Paladin's original ATK becomes 2500, plus its own 100: 2600; the Skull's becomes
    1700. At the end of the turn both are back: 1800 and 2500. Both rule sets."""
    for rules in ("GOAT", "MR5"):
        duel, s, (paladin,), (skull,) = _table(rules=rules)
        _activate(s, paladin, skull)
        _settle(duel, s)
        assert grave(duel, 0) == [SPELL], rules
        assert (duel.atk(paladin.card(duel)), duel.atk(skull.card(duel))) == (2600, 1700), rules
        s.end_turn()
        assert (duel.atk(paladin.card(duel)), duel.atk(skull.card(duel))) == (1800, 2500), rules


def test_amazoness_spellcaster_then_the_battle():
    """Q: after the switch my Paladin (2600) attacks the Skull (1700). A: the Skull is destroyed
    and my opponent takes 900."""
    duel, s, (paladin,), (skull,) = _table()
    _activate(s, paladin, skull)
    _settle(duel, s)
    s.pick("battle", player=0, request="idle")
    _settle(duel, s)
    s.pick("attack", PALADIN, target=skull, request="battle")
    _settle(duel, s)
    assert grave(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 7100)


def test_amazoness_spellcaster_needs_both_targets():
    """Q: (a) my only monsters are a face-up The Unfriendly Amazon and a Set Amazoness Fighter;
    (b) I control Amazoness Paladin but my opponent's only monster is Set. A: no face-up
    Amazoness of mine in (a), no face-up monster of theirs in (b): it cannot be activated."""
    duel, s, _m, _t = _table(mine=(("The Unfriendly Amazon", "attack"), ("Amazoness Fighter", "set")))
    assert not s.has("activate", SPELL)
    duel, s, _m, _t = _table(theirs=(("Summoned Skull", "set"),))
    assert not s.has("activate", SPELL)


def test_amazoness_spellcaster_book_of_moon_in_answer():
    """Q: my opponent answers with Book of Moon on their Summoned Skull (face-down). A: one target
    is gone: nothing is switched; my Paladin keeps 1800."""
    duel, s, (paladin,), (skull,) = _table(book=True)
    _activate(s, paladin, skull)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", skull, player=1, request="target")
    _settle(duel, s)
    assert skull.card(duel).position == "set"
    assert duel.atk(paladin.card(duel)) == 1800
    assert grave(duel, 0) == [SPELL] and grave(duel, 1) == ["Book of Moon"]
