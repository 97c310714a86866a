"""The Agent of Creation - Venus (64734921): an ignition effect, as often as its controller likes in
their Main Phase: pay 500 LP (a cost) to Special Summon 1 "Mystical Shine Ball" from the hand or
Deck.

Sources: the card's text (AST-008, 2004/2005: "by paying 500 Life Points, Special Summon 1
Mystical Shine Ball from your hand or Deck"; today's "You can pay 500 LP; Special Summon ...":
the same effect, no once-per-turn limit in either, in our words); yugioh-wiki.net 《創造の代行者
ヴィーナス》 (an ignition effect used any number of times a turn; the LP are a cost); an effect
that cannot do what it says cannot be activated (seed 000 §起動效果, our reading: no Shine Ball
in the hand or Deck, no activation); Royal Oppression answers "an effect that would Special
Summon" (its text; tests/cards/test_royal_oppression_answers_special_summoning_effects_r53o.py).
Both presets play the same text."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

VENUS = "The Agent of Creation - Venus"
BALL = "Mystical Shine Ball"


def _pass_all(s):
    """Pass the chain windows; pick the first Shine Ball offered and face-up Attack Position."""
    while s.duel.request is not None and s.duel.request.kind in ("chain", "select", "option"):
        kind = s.duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "select":
            s.pick("select", first=True)
        else:
            s.pick("option", "Attack Position")


def _table(rules=None, lp_=None, deck=(BALL, "Battle Ox"), hand_=()):
    table = Table(rules=rules, turn=3, turn_player=0, lp=lp_)
    table.monster(0, VENUS)
    table.deck(0, list(deck))
    if hand_:
        table.hand(0, *hand_)
    return table


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_agent_of_creation_venus_pays_500_for_a_shine_ball_from_the_deck(rules):
    """Q: I control Venus, a Mystical Shine Ball is in my Deck. A: I pay 500 LP and Special Summon
    it from the Deck; my LP are 7500."""
    duel = _table(rules).build()
    s = Script(duel)
    s.pick("activate", VENUS)
    _pass_all(s)
    assert lp(duel) == (7500, 8000)
    assert sorted(field_monsters(duel, 0)) == [BALL, VENUS]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_the_agent_of_creation_venus_summons_from_the_hand_too_and_again_and_again():
    """Q: one Shine Ball is in my hand and two in my Deck. A: Venus's effect has no limit a turn:
    I use it three times (1500 LP), each time a Shine Ball comes out, from the hand or the Deck."""
    duel = _table(deck=(BALL, BALL), hand_=(BALL,)).build()
    s = Script(duel)
    for _ in range(3):
        s.pick("activate", VENUS)
        _pass_all(s)
    assert lp(duel) == (6500, 8000)
    assert sorted(field_monsters(duel, 0)) == [BALL, BALL, BALL, VENUS]
    assert hand(duel, 0) == [] and duel.players[0].deck == []


def test_the_agent_of_creation_venus_needs_a_shine_ball_to_summon():
    """Q: no Mystical Shine Ball is in my hand or Deck (one is in my GY). A: Venus's effect cannot
    be activated: it takes none from the GY."""
    table = _table(deck=("Battle Ox",))
    table.grave(0, BALL)
    duel = table.build()
    assert not Script(duel).has("activate", VENUS)


def test_the_agent_of_creation_venus_needs_500_lp():
    """Q: I have 400 LP. A: I cannot pay the 500 LP cost: no activation."""
    duel = _table(lp_=(400, 8000)).build()
    assert not Script(duel).has("activate", VENUS)


def test_the_agent_of_creation_venus_needs_a_free_monster_zone():
    """Q: my five Monster Zones are full (Venus and four others). A: no Shine Ball could be placed:
    no activation."""
    table = _table()
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant"):
        table.monster(0, name)
    duel = table.build()
    assert not Script(duel).has("activate", VENUS)


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_agent_of_creation_venus_answered_by_royal_oppression(rules):
    """Q: my opponent's face-up Royal Oppression answers Venus's effect. A: my 500 LP stay paid
    (a cost); my opponent pays 800; the effect is negated and Venus destroyed; the Shine Ball
    stays in my Deck."""
    table = _table(rules)
    table.spell_trap(1, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", VENUS)
    if duel.request.player == 0:
        s.pick("pass", player=0)
    s.pick("activate", "Royal Oppression", player=1)
    _pass_all(s)
    assert lp(duel) == (7500, 7200)
    assert field_monsters(duel, 0) == []
    assert grave(duel, 0) == [VENUS]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox", BALL]
