"""Penguin Knight (36039163): when an effect of the opponent's card sends it from its owner's Deck
to the GY, its owner shuffles their whole GY into their Deck.

Sources: the card's texts read in our words (the 2005 print, Metal Raiders MRL-001, and today's
do the same: no ERAS entry); yugioh-wiki.net 《ペンギン・ナイト》: a mandatory trigger activated in
the GY; only from the Deck and only by the opponent's card effect (its owner's own Foolish Burial
does nothing); Vampire Lady's effect is the opponent's even though the Knight's owner picks the
card. Necrovalley negates an effect that would move cards out of a GY (its text), so the Knight
and the GY stay (tests/rules/test_effects_activated_in_the_gy_under_necrovalley_r40a.py lists
it)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

KNIGHT = "Penguin Knight"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _vampire_lady_mills(table, pick):
    """My Vampire Lady hits directly, I declare Monster and my opponent picks `pick`."""
    table.monster(0, "Vampire Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Vampire Lady", request="battle")
    s.pick("option", "Monster", player=0)
    _resolve(s)
    s.pick("select", pick, player=1)
    _resolve(s)
    return duel, s


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.deck(1, [KNIGHT, "Battle Ox", "Pot of Greed"])
    table.grave(1, "Mystical Elf", "Mirror Force")
    return table


def test_penguin_knight_milled_by_vampire_lady_shuffles_the_gy_back():
    """Q: my Vampire Lady's effect makes my opponent send a monster from the Deck; they pick Penguin
    Knight. A: its trigger shuffles their GY (the Knight, Mystical Elf, Mirror Force) into their
    Deck: GY empty, Deck of 5."""
    duel, s = _vampire_lady_mills(_table(), KNIGHT)
    assert grave(duel, 1) == []
    assert sorted(c.name for c in duel.players[1].deck) == \
        sorted([KNIGHT, "Battle Ox", "Pot of Greed", "Mystical Elf", "Mirror Force"])


def test_penguin_knight_not_milled_does_nothing():
    """Q: my opponent picks Battle Ox instead. A: nothing more: Battle Ox joins their GY."""
    duel, s = _vampire_lady_mills(_table(), "Battle Ox")
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Mirror Force", "Mystical Elf"]


def test_penguin_knight_sent_by_its_owners_own_card_does_nothing():
    """Q: I send Penguin Knight from my own Deck with Foolish Burial. A: it must be the opponent's
    card effect: it stays in my GY, beside the rest."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Foolish Burial")
    table.deck(0, [KNIGHT, "Battle Ox"])
    table.grave(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    _resolve(s)
    if duel.request.kind == "select":
        s.pick("select", KNIGHT, player=0)
    _resolve(s)
    assert sorted(grave(duel, 0)) == ["Foolish Burial", "Mystical Elf", KNIGHT]


def test_penguin_knight_under_necrovalley_stays_in_the_gy():
    """Q: Necrovalley is face-up; Vampire Lady's effect makes my opponent send Penguin Knight. A:
    its effect is negated: the Knight and the other GY cards stay."""
    table = _table()
    table.field_spell(0, "Necrovalley")
    duel, s = _vampire_lady_mills(table, KNIGHT)
    assert sorted(grave(duel, 1)) == sorted([KNIGHT, "Mystical Elf", "Mirror Force"])
