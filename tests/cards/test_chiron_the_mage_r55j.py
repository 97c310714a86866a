"""Chiron the Mage (16956455): once per turn, discard a Spell Card (cost) to target and destroy a
Spell or Trap Card on the field.

Sources: the card's texts in our words (the 2005-era English text, "discard 1 Spell Card ... to
select and destroy 1 Spell or Trap Card on the field", and today's do the same: no ERAS entry);
yugioh-wiki.net 《賢者ケイローン》 (an ignition effect once per turn; the discard is its cost, so
Goblin of Greed stops it; it targets any Spell/Trap on the field, its controller's own too);
seed 000 §起動效果 (cost before the target)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

CHIRON = "Chiron the Mage"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_chiron_the_mage_discards_a_spell_to_destroy_a_set_card():
    """Q: I discard Pot of Greed for Chiron the Mage and target my opponent's Set Mirror Force.
    A: Pot of Greed is in my GY as the cost; Mirror Force is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CHIRON)
    table.hand(0, "Pot of Greed", "Battle Ox")
    mirror = table.spell_trap(1, "Mirror Force", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CHIRON, request="idle")
    s.pick("select", "Pot of Greed")
    s.pick("target", mirror)
    _pass(duel, s)
    assert grave(duel, 0) == ["Pot of Greed"] and hand(duel, 0) == ["Battle Ox"]
    assert grave(duel, 1) == ["Mirror Force"]


def test_chiron_the_mage_needs_a_spell_in_the_hand():
    """Q: my hand holds only a Trap and a monster. A: Chiron the Mage's effect cannot be
    activated (its cost cannot be paid)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CHIRON)
    table.hand(0, "Mirror Force", "Battle Ox")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    assert not Script(duel).has("activate", CHIRON)


def test_chiron_the_mage_once_per_turn():
    """Q: I used Chiron the Mage once this turn and hold another Spell. A: it cannot be activated
    again this turn, though a Spell/Trap is still on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CHIRON)
    table.hand(0, "Pot of Greed", "Graceful Charity")
    mirror = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CHIRON, request="idle")
    s.pick("select", "Pot of Greed")
    s.pick("target", mirror, player=0)
    _pass(duel, s)
    assert grave(duel, 1) == ["Mirror Force"]
    assert not s.has("activate", CHIRON)


def test_chiron_the_mage_can_destroy_its_controllers_own_card():
    """Q: the only Spell/Trap on the field is my own face-up Messenger of Peace. A: Chiron may
    target it: it is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CHIRON)
    table.hand(0, "Pot of Greed")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CHIRON, request="idle")
    s.pick("select", "Pot of Greed")
    s.pick("target", "Messenger of Peace")
    _pass(duel, s)
    assert sorted(grave(duel, 0)) == ["Messenger of Peace", "Pot of Greed"]


def test_chiron_the_mage_under_goblin_of_greed():
    """Q: my opponent's Goblin of Greed is face-up. A: no card may be discarded as a cost:
    Chiron the Mage's effect cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CHIRON)
    table.hand(0, "Pot of Greed")
    table.monster(1, "Goblin of Greed")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    assert not Script(duel).has("activate", CHIRON)


def test_chiron_the_mage_answered_by_the_target_in_chain():
    """Q: I target my opponent's Set Dust Tornado with Chiron; they chain it, destroying my Set
    Call of the Haunted. A: Dust Tornado resolves and leaves the field; Chiron's effect then
    finds no target and destroys nothing else; my discard stays paid."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CHIRON)
    table.hand(0, "Pot of Greed")
    coth = table.spell_trap(0, "Call of the Haunted")
    tornado = table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CHIRON, request="idle")
    s.pick("select", "Pot of Greed")
    s.pick("target", tornado)
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", coth, player=1)
    _pass(duel, s)
    assert sorted(grave(duel, 0)) == ["Call of the Haunted", "Pot of Greed"]
    assert grave(duel, 1) == ["Dust Tornado"]
    assert [m.name for m in duel.monsters(0)] == [CHIRON]
