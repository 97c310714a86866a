"""Lighten the Load (37231841), Continuous Spell: once per turn, shuffle 1 Level 7 or higher
monster from your hand into the Deck, then draw 1 card.

Rulings relied on: yugioh-wiki.net 《軽量化》 (an ignition effect of the face-up card, once per
turn; the monster is returned by the effect, not as a cost: should Lighten the Load be removed
in answer, the hand keeps it and nothing is drawn; it cannot be used without a Level 7 or higher
monster in the hand). The 2005-era English text (Rise of Destiny: "Once per turn, you can return
1 Level 7 or higher monster from your hand to your Deck and shuffle it. Then, draw 1 card") does
the same. Seed 000 §永續魔法 (its effect applies only while the card is on the field)."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5", hand_cards=("Blue-Eyes White Dragon", "Battle Ox")):
    table = Table(rules=rules, turn=3)
    table.spell_trap(0, "Lighten the Load", face_down=False)
    table.hand(0, *hand_cards)
    table.deck(0, ["Celtic Guardian"] * 3)
    return table


def test_lighten_the_load_shuffles_a_level_7_and_draws_1():
    """Q: I use Lighten the Load with Blue-Eyes White Dragon (Level 8) and Battle Ox in hand;
    my Deck holds three Celtic Guardians. A: Blue-Eyes goes into the Deck and I draw 1: still
    two cards in hand, Battle Ox among them; four cards in the Deck and hand hold Blue-Eyes
    once."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Lighten the Load")
    s.pick("select", "Blue-Eyes White Dragon")
    _pass_all(duel, s)
    cards = hand(duel, 0)
    assert len(cards) == 2 and "Battle Ox" in cards and len(duel.players[0].deck) == 3
    assert sorted(cards + [c.name for c in duel.players[0].deck]) == \
        sorted(["Battle Ox", "Blue-Eyes White Dragon"] + ["Celtic Guardian"] * 3)


def test_lighten_the_load_once_per_turn():
    """Q: I used it once this turn and still hold Dark Magician (Level 7). A: it cannot be
    used again this turn."""
    duel = _table(hand_cards=("Blue-Eyes White Dragon", "Dark Magician")).build()
    s = Script(duel)
    s.pick("activate", "Lighten the Load")
    s.pick("select", "Blue-Eyes White Dragon")
    _pass_all(duel, s)
    assert "Dark Magician" in hand(duel, 0)
    assert not s.has("activate", "Lighten the Load")


def test_lighten_the_load_needs_a_level_7_or_higher_monster():
    """Q: my hand holds Summoned Skull (Level 6) and Battle Ox. A: it cannot be used."""
    duel = _table(hand_cards=("Summoned Skull", "Battle Ox")).build()
    assert not Script(duel).has("activate", "Lighten the Load")


def test_lighten_the_load_destroyed_in_answer_returns_nothing():
    """Q: I use Lighten the Load; my opponent chains Mystical Space Typhoon on it. A: the card
    is gone when its effect resolves: Blue-Eyes stays in my hand and I draw nothing."""
    table = _table()
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Lighten the Load")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Lighten the Load", player=1)
    _pass_all(duel, s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Blue-Eyes White Dragon"]
    assert len(duel.players[0].deck) == 3
    assert [c.name for c in duel.players[0].grave] == ["Lighten the Load"]


def test_lighten_the_load_under_the_goat_rules_plays_the_same():
    """Q: GOAT preset (2005 text): the same use. A: Blue-Eyes into the Deck, 1 card drawn."""
    duel = _table("GOAT").build()
    s = Script(duel)
    s.pick("activate", "Lighten the Load")
    s.pick("select", "Blue-Eyes White Dragon")
    _pass_all(duel, s)
    assert len(hand(duel, 0)) == 2 and len(duel.players[0].deck) == 3
