"""Bubonic Vermin (6104968): today's text lets its player choose whether to use the Flip effect;
the GOAT preset plays its 2005 print, where the summon is not optional.

Sources, in our words: today's English text ("FLIP: you can Special Summon 1 Bubonic Vermin from
your Deck in face-down Defense Position, then shuffle"); yugioh-wiki.net 《デスハムスター》 (the OCG
text, old "...特殊召喚する事ができる" and today's "リバースした場合に発動できる": an optional trigger,
activated only when a copy can be summoned); the PSV-057 print of 2002 as the GOAT preset plays it
(no "you can": mandatory; the print itself was not found in our sources, so this half is our
reading of the earlier round's quote, kept as the 2005 entry)."""

from duelist.engine import state as S
from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table

BV = "Bubonic Vermin"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_bubonic_vermin_today_its_player_may_decline():
    """Q: (today's rules) I Flip Summon Bubonic Vermin with another copy in my Deck; must I summon
    it? A: no, today's text says "you can": I decline; the copy stays in my Deck and nothing is
    Special Summoned."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, BV, position="set")
    table.deck(0, [BV, "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BV)
    _pass_all(duel, s)
    s.pick("no", player=0, request="yes_no")
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(0)] == [BV]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", BV]
    assert of_type(duel, "special_summon") == []


def test_bubonic_vermin_today_accepted_sets_a_copy():
    """Q: (today's rules) the same, and I use the effect. A: the copy is Special Summoned in
    face-down Defense Position; Battle Ox stays in my Deck."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, BV, position="set")
    table.deck(0, [BV, "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BV)
    _pass_all(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _pass_all(duel, s)
    if duel.request.kind == "select":
        s.pick("select", BV, first=True, player=0)
    _pass_all(duel, s)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [(BV, "attack"), (BV, S.FACEDOWN_DEFENSE)]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_bubonic_vermin_2005_print_is_not_optional():
    """Q: (GOAT) I Flip Summon Bubonic Vermin with another copy in my Deck. A: the 2005 print has no
    "you can": I am not asked, the copy is Special Summoned face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, BV, position="set")
    table.deck(0, [BV, "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BV)
    _pass_all(duel, s)
    assert duel.request.kind != "yes_no"
    if duel.request.kind == "select":
        s.pick("select", BV, first=True, player=0)
    _pass_all(duel, s)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [(BV, "attack"), (BV, S.FACEDOWN_DEFENSE)]


def test_bubonic_vermin_today_flipped_and_destroyed_by_an_attack_still_offered():
    """Q: (today's rules) my Set Bubonic Vermin is attacked and destroyed by Battle Ox. May I still
    use its optional Flip effect? A: yes: a Flip effect never misses its timing (yugioh-wiki.net
    リバースモンスター: every "when flipped" trigger of a Flip monster is activated even with the
    monster gone, after the battle); I accept and Set the Vermin from my Deck."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    vermin = table.monster(0, BV, position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, [BV])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=vermin, player=1)
    asked = False
    for _ in range(12):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif kind == "yes_no":
            asked = True
            s.pick("yes", player=0, request="yes_no")
        elif kind == "select":
            s.pick("select", BV, player=0)
        else:
            break
    assert asked
    assert [(c.name, c.position) for c in duel.monsters(0)] == [(BV, S.FACEDOWN_DEFENSE)]
    assert duel.players[0].deck == []
