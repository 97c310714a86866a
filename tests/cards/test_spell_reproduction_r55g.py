"""Spell Reproduction (29228529): a Normal Spell; its cost sends 2 Spell Cards from its player's
hand to the GY, and it adds 1 targeted Spell from that player's GY to the hand.

Sources: the card's text (DCR 2003 and today's say the same, in our words); yugioh-wiki.net
《魔法再生》: the cost "sends" the Spells to the GY, it does not discard them (so Goblin of
Greed, which forbids discard costs, does not stop it); only Spell Cards pay it. Necrovalley: an
effect that would move a card in a GY is negated (its text): the cost is paid and nothing comes
back (tests/rules/test_banishing_from_a_gy_under_necrovalley_r40a.py, Monster Reborn's case)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _position(table):
    table.hand(0, "Spell Reproduction", "Hinotama", "Final Flame", "Battle Ox")
    table.grave(0, "Pot of Greed", "Sangan")


def _play(duel):
    s = Script(duel)
    s.pick("activate", "Spell Reproduction", player=0, request="idle")
    s.pick("select", "Hinotama", player=0)
    s.pick("select", "Final Flame", player=0)
    s.pick("target", "Pot of Greed", player=0)
    _finish(s)
    return s


def test_spell_reproduction_adds_a_spell_from_the_gy():
    """Q: I send Hinotama and Final Flame from my hand and target Pot of Greed in my GY. A: Pot of
    Greed comes to my hand; the two Spells and Spell Reproduction are in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    _position(table)
    duel = table.build()
    _play(duel)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Pot of Greed"]
    assert sorted(grave(duel, 0)) == ["Final Flame", "Hinotama", "Sangan", "Spell Reproduction"]


def test_spell_reproduction_needs_two_other_spells_in_hand():
    """Q: besides Spell Reproduction my hand holds one Spell and a monster. May I activate it? A:
    no: only Spell Cards pay the cost, two of them."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Spell Reproduction", "Hinotama", "Battle Ox")
    table.grave(0, "Pot of Greed")
    duel = table.build()
    assert not Script(duel).has("activate", "Spell Reproduction")


def test_spell_reproduction_needs_a_spell_in_the_gy():
    """Q: my GY holds only a monster. A: no Spell to target: it cannot be activated (our reading:
    a target must exist before the cost is paid, even though the 2 Spells it sends would be
    there once it is paid; no ruling found either way)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Spell Reproduction", "Hinotama", "Final Flame")
    table.grave(0, "Sangan")
    duel = table.build()
    assert not Script(duel).has("activate", "Spell Reproduction")


def test_spell_reproduction_under_goblin_of_greed():
    """Q: a face-up Goblin of Greed forbids cards whose cost discards. A: sending from the hand is
    no discard: Spell Reproduction still works."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    _position(table)
    table.spell_trap(1, "Goblin of Greed", face_down=False)
    duel = table.build()
    _play(duel)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Pot of Greed"]


def test_spell_reproduction_under_necrovalley():
    """Q: Necrovalley is face-up; I activate Spell Reproduction. A: the cost is paid, but the effect
    that would take Pot of Greed out of the GY is negated: it stays there."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    _position(table)
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    _play(duel)
    assert hand(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Final Flame", "Hinotama", "Pot of Greed", "Sangan", "Spell Reproduction"]
