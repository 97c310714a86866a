"""Ryu Senshi: a Spell Card that targets it is negated and destroyed -- not a Trap that targets
it (that one it may only answer by paying 1000 LP, if a Normal Trap), and not a Spell that
targets another monster.

Sources: Ryu Senshi's text (tests/cards/test_ryu_senshi.py); seed 000 §永續效果. The link's card
type is what the card was activated as (`link.card_type`, docs/cards.md)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _opponents_turn():
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Ryu Senshi", summon_kind="fusion")
    table.monster(0, "Battle Ox")
    return table


def test_a_trap_that_targets_ryu_senshi_is_not_negated_by_its_spell_effect():
    """Q: my opponent activates Compulsory Evacuation Device targeting my Ryu Senshi and I do not
    pay 1000 LP. A: the Trap resolves: Ryu Senshi returns to my Extra Deck."""
    table = _opponents_turn()
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", "Ryu Senshi", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert [c.name for c in duel.players[0].extra] == ["Ryu Senshi"]


def test_a_spell_that_targets_another_monster_resolves():
    """Q: my opponent activates Book of Moon targeting my Battle Ox. A: Battle Ox is turned
    face-down; Book of Moon goes to the GY as usual (not destroyed by Ryu Senshi)."""
    table = _opponents_turn()
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Battle Ox", request="target")
    ox = next(c for c in duel.monsters(0) if c.name == "Battle Ox")
    assert not ox.face_up
    assert grave(duel, 1) == ["Book of Moon"]
    assert not any(e.get("type") == "destroyed" for e in duel.log)
