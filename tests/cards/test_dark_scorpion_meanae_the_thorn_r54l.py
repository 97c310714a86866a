"""Dark Scorpion - Meanae the Thorn (74153887): when it deals its controller's opponent battle
damage, its controller may activate one of two effects, picked as it is activated: add a "Dark
Scorpion" card from their Deck to the hand, or target one in their GY and add it to the hand.

Sources: the card's text (DCR 2005: "a card with "Dark Scorpion" in its card name", today's:
"a "Dark Scorpion" card" -- the same cards; in our words; no ERAS entry); yugioh-wiki.net
《黒蠍－棘のミーネ》: a trigger effect, one of the two chosen at activation, the GY one targets;
Don Zaloog has no "Dark Scorpion" in its name and is no such card (it is not one of them for
Mustering of the Dark Scorpions either, whose text names it apart). Necrovalley (its text):
effects that move a card out of a GY are negated."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

MEANAE = "Dark Scorpion - Meanae the Thorn"
CHICK = "Dark Scorpion - Chick the Yellow"


def _table(rules="GOAT", deck0=("Battle Ox", CHICK, "Mustering of the Dark Scorpions"), grave0=()):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, MEANAE)
    table.deck(0, list(deck0))
    table.deck(1, ["Battle Ox"] * 3)
    if grave0:
        table.grave(0, *grave0)
    return table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attack_and_activate(duel):
    s = Script(duel)
    s.pick("attack", MEANAE, target="player")
    _finish(s)
    assert lp(duel) == (8000, 7000)
    s.pick("yes", player=0, request="yes_no")
    return s


def test_dark_scorpion_meanae_the_thorn_searches_the_deck():
    """Q: Meanae attacks directly for 1000; I pick the Deck search. A: I add Chick the Yellow
    (or Mustering of the Dark Scorpions, a Spell: any "Dark Scorpion" card); Battle Ox is not
    offered."""
    duel = _table(grave0=(CHICK,)).build()
    s = _attack_and_activate(duel)
    s.pick("option", 'Add 1 "Dark Scorpion" card from your Deck to your hand', player=0)
    _finish(s)
    s.expect(request="select", player=0)
    assert sorted(o.name for o in duel.request.options) == [CHICK, "Mustering of the Dark Scorpions"]
    s.pick("select", "Mustering of the Dark Scorpions")
    _finish(s)
    assert hand(duel, 0) == ["Mustering of the Dark Scorpions"]
    assert len(duel.players[0].deck) == 2 and grave(duel, 0) == [CHICK]


def test_dark_scorpion_meanae_the_thorn_returns_one_from_the_gy():
    """Q: I pick the GY instead and target Chick the Yellow there. A: Chick goes to my hand; my
    Deck is untouched."""
    duel = _table(grave0=(CHICK, "Battle Ox")).build()
    s = _attack_and_activate(duel)
    s.pick("option", 'Add 1 "Dark Scorpion" card from your GY to your hand', player=0)
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options] == [CHICK]
    s.pick("target", CHICK)
    _finish(s)
    assert hand(duel, 0) == [CHICK] and grave(duel, 0) == ["Battle Ox"]
    assert len(duel.players[0].deck) == 3


def test_dark_scorpion_meanae_the_thorn_don_zaloog_is_no_dark_scorpion_card():
    """Q: my Deck holds only Don Zaloog and Battle Ox, my GY nothing of the kind. A: Don Zaloog is
    not a "Dark Scorpion" card: neither effect can do anything, no trigger is offered."""
    duel = _table(deck0=("Don Zaloog", "Battle Ox"), grave0=("Don Zaloog",)).build()
    s = Script(duel)
    s.pick("attack", MEANAE, target="player")
    _finish(s)
    assert lp(duel) == (8000, 7000) and duel.request.kind == "battle"


def test_dark_scorpion_meanae_the_thorn_only_the_gy_mode_when_the_deck_has_none():
    """Q: no "Dark Scorpion" card in my Deck, Chick in my GY. A: no question of which effect:
    it targets Chick in the GY at once."""
    duel = _table(deck0=("Battle Ox",), grave0=(CHICK,)).build()
    s = _attack_and_activate(duel)
    s.pick("target", CHICK, player=0, request="target")
    _finish(s)
    assert hand(duel, 0) == [CHICK]


def test_dark_scorpion_meanae_the_thorn_gy_mode_under_necrovalley():
    """Q: my opponent has Necrovalley face-up; I pick the GY effect and target Chick there. A:
    the effect moves a card out of a GY: Necrovalley negates it as it resolves (its text, "effects
    that involve the Graveyard"), Chick stays in my GY and my hand stays empty."""
    table = _table(grave0=(CHICK,))
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = _attack_and_activate(duel)
    s.pick("option", 'Add 1 "Dark Scorpion" card from your GY to your hand', player=0)
    s.pick("target", CHICK)
    _finish(s)
    assert grave(duel, 0) == [CHICK] and hand(duel, 0) == []
    assert len(duel.players[0].deck) == 3
