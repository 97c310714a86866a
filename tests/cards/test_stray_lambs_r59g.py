"""Stray Lambs (60764581): Normal Spell; Special Summon two Lamb Tokens (Beast, EARTH, Level 1, 0/0)
in Defense Position; the turn you activate it you cannot Normal Summon, Flip Summon or Special Summon
other monsters (a Set is fine).

Sources, in our words: the card's texts (IOC-092, 2005: "when you activate this card, you cannot Normal
Summon, Flip Summon, or Special Summon during this turn"; today's: the same, other monsters than its
Tokens); yugioh-wiki.net 《迷える仔羊》: a monster may be Set the turn it is activated, the Tokens may be
Tributed for a Tribute Set (unlike Scapegoat's), and a monster turned face-up by an effect (Book of
Taiyou: not a Flip Summon) is not stopped by the restriction; its two Tokens need two free zones (both
or none: our reading, as Scapegoat's four); a Token that leaves the field is gone (seed 004 §衍生物)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SL = "Stray Lambs"
TOKEN = "Lamb Token"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _tokens(duel, player):
    return [c for c in duel.monsters(player) if c is not None and c.data.is_token]


def _lambs(s):
    s.pick("activate", SL, request="idle")
    _pass(s)
    s.expect("idle", player=0)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_stray_lambs_makes_two_lamb_tokens_and_no_summon_after(rules):
    """Q: I activate Stray Lambs, with Battle Ox in hand. A: two Lamb Tokens (Level 1 EARTH Beast, 0/0)
    arrive in face-up Defense Position; Stray Lambs is in my GY; Battle Ox may be Set but not Normal
    Summoned this turn."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, SL, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _lambs(s)
    tokens = _tokens(duel, 0)
    assert [t.name for t in tokens] == [TOKEN, TOKEN]
    for token in tokens:
        assert (token.data.race, token.data.attribute, token.data.level) == ("Beast", "EARTH", 1)
        assert (duel.atk(token), duel.defense(token), token.position) == (0, 0, "defense")
    assert grave(duel, 0) == [SL]
    assert not s.has("summon", "Battle Ox") and s.has("set", "Battle Ox")


def test_stray_lambs_tokens_may_be_tributed_for_a_tribute_set():
    """Q: After Stray Lambs, may I Set Summoned Skull (Level 6) by Tributing a Lamb Token? A: yes (a
    Set is allowed, and unlike Scapegoat's Sheep the Lambs may be Tributed); the Token is gone, not in
    my GY; a Tribute Summon of Summoned Skull is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SL, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _lambs(s)
    assert not s.has("summon", "Summoned Skull")
    s.pick("set", "Summoned Skull")
    s.pick("tribute", _tokens(duel, 0)[0].uid)
    _pass(s)
    assert sorted(c.name for c in duel.monsters(0) if c is not None) == [TOKEN, "Summoned Skull"]
    assert grave(duel, 0) == [SL]


def test_stray_lambs_cannot_be_activated_after_a_summon_this_turn():
    """Q: I Normal Summoned Battle Ox this turn. May I activate Stray Lambs? A: no."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, SL, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    _pass(s)
    assert not s.has("activate", SL)


def test_stray_lambs_needs_two_free_monster_zones():
    """Q: Four of my Monster Zones hold monsters. May I activate Stray Lambs? A: no: two Tokens need
    two zones."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SL)
    for _ in range(4):
        table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", SL)


def test_stray_lambs_no_flip_summon_but_book_of_taiyou_flips():
    """Q: After Stray Lambs, may I Flip Summon my face-down Mystical Elf? And may Book of Taiyou turn it
    face-up? A: no Flip Summon (a Summon); Book of Taiyou is no Summon: Mystical Elf turns face-up
    Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SL, "Book of Taiyou")
    elf = table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    _lambs(s)
    assert not s.has("flip_summon", "Mystical Elf")
    s.pick("activate", "Book of Taiyou", request="idle")
    if duel.request.kind == "target":
        s.pick("target", elf)
    _pass(s)
    assert elf.card(duel).position == "attack"
