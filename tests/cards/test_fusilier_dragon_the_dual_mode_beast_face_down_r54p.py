"""Fusilier Dragon, the Dual-Mode Beast (51632798): the halving lasts only while the monster
Summoned without Tributes stays face-up on the field; and today's Set without Tributes.

Sources: the card's text (2005 and today's alike: the halved original ATK/DEF belong to that
Summon without Tributes), in our own words; yugioh-wiki.net 《可変機獣 ガンナードラゴン》: once it
leaves the field or is turned face-down (Book of Moon, Interdimensional Matter Transporter) its
stats are its printed ones again; and, today's OCG play, a Set one keeps 2800 / 2000 face-down
and is halved when flipped face-up (so it may be Set without Tributes; the GOAT preset plays
the 2005 text, a Normal Summon only)."""

import pytest

from duelist.testing.scenario import Script, Table

FUS = "Fusilier Dragon, the Dual-Mode Beast"


def _pass_chain(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_fusilier_dragon_the_dual_mode_beast_turned_face_down_and_flipped_has_2800():
    """Q: I Normal Summon Fusilier Dragon without Tributes (1400 / 1000); my opponent turns it
    face-down with Book of Moon; in my next turn I Flip Summon it. A: it is no longer the monster
    Summoned without Tributes: 2800 / 2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, FUS)
    table.hand(1, "Book of Moon")
    table.deck(0, ["Celtic Guardian"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon_without_tribute", FUS)
    _pass_chain(duel, s)
    card = [c for c in duel.monsters(0) if c.name == FUS][0]
    assert (duel.atk(card), duel.defense(card)) == (1400, 1000)
    s.end_turn()
    # turn 4, my opponent's: Book of Moon on my Fusilier Dragon
    _pass_chain(duel, s)
    assert duel.turn == 4 and s.expect(request="idle", player=1)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", FUS, player=1)
    _pass_chain(duel, s)
    card = [c for c in duel.monsters(0) if c.name == FUS][0]
    assert card.position == "set"
    s.end_turn()
    _pass_chain(duel, s)
    assert duel.turn == 5 and s.expect(request="idle", player=0)
    s.pick("flip_summon", FUS)
    _pass_chain(duel, s)
    card = [c for c in duel.monsters(0) if c.name == FUS][0]
    assert card.position == "attack"
    assert (duel.atk(card), duel.defense(card)) == (2800, 2000)


def test_fusilier_dragon_the_dual_mode_beast_may_be_set_without_tributes_today():
    """Q: (today's rules) with no monster to Tribute, may I Set Fusilier Dragon? A: yes: its text
    lets it be Normal Summoned without Tributes, and a Set is a Normal Summon/Set too (yugioh-wiki:
    Set, it keeps 2800 / 2000 face-down and is halved when flipped face-up). The GOAT preset keeps
    the Summon only (tests/cards/test_fusilier_dragon_the_dual_mode_beast.py): no 2005 ruling
    found, the English text naming a Normal Summon."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, FUS)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    assert s.has("set_without_tribute", FUS)
    assert not s.has("set", FUS)                # (the plain Set takes its two Tributes)


def test_fusilier_dragon_the_dual_mode_beast_set_without_tributes_is_halved_once_flipped():
    """Q: (today's rules) I Set Fusilier Dragon without Tributes; next turn I Flip Summon it. A: the
    Set is my Normal Summon/Set of the turn, face-down in Defense Position; flipped face-up it is
    the monster Set without Tributes: 1400 / 1000 (yugioh-wiki.net 《可変機獣 ガンナードラゴン》).
    (Round 55r: turn.py offers "set_without_tribute" for a script whose SUMMON_WITHOUT_TRIBUTE is
    "summon_or_set"; the engine marks the object M.UNTRIBUTED.)"""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, FUS)
    table.deck(0, ["Celtic Guardian"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("set_without_tribute", FUS)
    _pass_chain(duel, s)
    card = [c for c in duel.monsters(0) if c.name == FUS][0]
    assert card.position == "set" and duel.players[0].normal_summons == 1
    assert not s.has("summon", "Celtic Guardian")      # the turn's Normal Summon/Set is spent
    s.end_turn()
    _pass_chain(duel, s)
    s.end_turn()
    _pass_chain(duel, s)
    assert duel.turn == 5 and s.expect(request="idle", player=0)
    s.pick("flip_summon", FUS)
    _pass_chain(duel, s)
    card = [c for c in duel.monsters(0) if c.name == FUS][0]
    assert card.position == "attack"
    assert (duel.atk(card), duel.defense(card)) == (1400, 1000)


def test_fusilier_dragon_the_dual_mode_beast_set_without_tributes_is_summon_only_in_2005():
    """Q: (GOAT: the 2005 text) may I Set Fusilier Dragon without Tributes? A: no: its 2005 text
    names a Normal Summon only; the menu offers the Summon without Tributes and no Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, FUS)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    assert s.has("summon_without_tribute", FUS)
    assert not s.has("set_without_tribute", FUS) and not s.has("set", FUS)


def test_fusilier_dragon_the_dual_mode_beast_turned_face_down_and_flipped_by_an_attack_has_2000_def():
    """Q: I Normal Summon Fusilier Dragon without Tributes; in my opponent's turn they turn it
    face-down with Book of Moon and attack it with Battle Ox (1700 ATK). A: flipped face-up by the
    attack it is no longer the monster Summoned without Tributes (yugioh-wiki.net: turned
    face-down, its printed stats come back): DEF 2000, so Battle Ox is not destroyed, Fusilier
    Dragon stays, and my opponent takes 300. (Round 55r: the halving reads the object's mark
    M.UNTRIBUTED, which goes as it turns face-down; before, a flip by an attack kept the halving.)"""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, FUS)
    table.hand(1, "Book of Moon", "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon_without_tribute", FUS)
    _pass_chain(duel, s)
    s.end_turn()
    _pass_chain(duel, s)
    assert duel.turn == 4 and s.expect(request="idle", player=1)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", FUS, player=1)
    _pass_chain(duel, s)
    s.pick("summon", "Battle Ox", player=1)
    _pass_chain(duel, s)
    s.pick("battle", player=1)
    _pass_chain(duel, s)
    s.pick("attack", "Battle Ox", target="face-down monster (zone 1)", player=1)
    while duel.request is not None and duel.request.kind != "battle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert [c.name for c in duel.monsters(0)] == [FUS]
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]
    assert duel.players[1].lp == 8000 - 300
    card = duel.monsters(0)[0]
    assert card.position == "defense" and duel.defense(card) == 2000
