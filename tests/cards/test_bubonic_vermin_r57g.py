"""Bubonic Vermin (6104968), Level 3 EARTH Beast Flip monster, 900 / 600: when flipped face-up, its
controller Special Summons 1 "Bubonic Vermin" from their Deck in face-down Defense Position.

Sources, in our words: the card's text (PSV-057, 2002: the summon is not optional; today's text
and the OCG's make it optional: tests/cards/test_bubonic_vermin_optional_r57u.py, an ERAS entry); seed 000 §反轉效果 (a Flip effect is activated whenever the monster is
turned face-up, by a Flip Summon or by an attack; flipped by an attack and destroyed by that battle,
it still resolves, from the GY: the rule every Flip monster meets, as Man-Eater Bug); seed 000
§特殊召喚 (a monster Special Summoned face-down may be Flip Summoned only from the next turn)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

BV = "Bubonic Vermin"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_bubonic_vermin_flip_summoned_sets_another_copy():
    """Q: I Flip Summon Bubonic Vermin with two more copies and Battle Ox in my Deck. A: one copy is
    Special Summoned face-down in Defense Position; my Deck keeps Battle Ox and the other copy; the
    new one cannot be Flip Summoned this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, BV, position="set")
    table.deck(0, [BV, "Battle Ox", BV])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BV)
    _pass_all(duel, s)
    if duel.request.kind == "select":
        s.pick("select", BV, first=True, player=0)
    _pass_all(duel, s)
    mine = duel.monsters(0)
    assert [c.name for c in mine] == [BV, BV]
    assert [c.position for c in mine] == ["attack", S.FACEDOWN_DEFENSE]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", BV]
    assert not s.has("flip_summon", mine[1].uid)


def test_bubonic_vermin_destroyed_by_the_attack_that_flips_it():
    """Q: my Set Bubonic Vermin (600 DEF) is attacked by my opponent's Battle Ox (1700). A: it is
    flipped face-up and destroyed; its Flip effect still resolves: the Vermin from my Deck is Set in
    its place. I take no damage (it was in Defense Position)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    vermin = table.monster(0, BV, position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, [BV])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=vermin, player=1)
    for _ in range(10):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif duel.request.kind == "select":
            s.pick("select", BV, player=0)
        else:
            break
    assert grave(duel, 0) == [BV]
    assert [(c.name, c.position) for c in duel.monsters(0)] == [(BV, S.FACEDOWN_DEFENSE)]
    assert duel.players[0].deck == []
    assert lp(duel) == (8000, 8000)


def test_bubonic_vermin_with_no_copy_left_in_the_deck():
    """Q: I Flip Summon Bubonic Vermin; my Deck holds only Battle Ox. A: today's optional effect
    is not even offered (no copy can come out: no question, no chain); Battle Ox stays in my Deck
    (round 57u: today's text says "you can")."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, BV, position="set")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BV)
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(0)] == [BV]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]
    assert duel.request.kind == "idle"
