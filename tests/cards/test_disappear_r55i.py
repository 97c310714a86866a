"""Disappear (24623598), Normal Trap: target 1 card in your opponent's GY; banish it.

Sources: the card's text (LOD, 2003: "remove from play 1 card in your opponent's Graveyard";
today's: "target 1 card in your opponent's GY; banish it": the same, so no 2005 entry); a
card in a GY chosen as the activation is made is a target (seed 000 §對象); Necrovalley: cards in
the GYs cannot be banished, so a card whose effect banishes from a GY is not activated
(docs/cards.md `grave_banish`; Necrovalley's text); a target gone from the GY before it
resolves: nothing happens (seed 000 §對象)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_disappear_banishes_a_card_from_the_opponents_gy():
    """Q: my opponent's GY holds Sangan and Monster Reborn; I activate Disappear on Sangan.
    A: Sangan is banished; Monster Reborn stays."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Disappear")
    table.grave(1, "Sangan", "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Disappear", request="idle")
    s.pick("target", "Sangan")
    _finish(s)
    assert banished(duel, 1) == ["Sangan"] and grave(duel, 1) == ["Monster Reborn"]
    assert grave(duel, 0) == ["Disappear"]


def test_disappear_cannot_target_its_own_players_gy():
    """Q: only my own GY holds cards; may I activate Disappear? A: no: it takes a card of my
    opponent's GY only."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Disappear")
    table.grave(0, "Sangan")
    assert not Script(table.build()).has("activate", "Disappear")


def test_disappear_under_necrovalley_cannot_be_activated():
    """Q: my opponent controls Necrovalley; may I activate Disappear on their GY's Sangan?
    A: no: no card in a GY can be banished under Necrovalley."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Disappear")
    table.field_spell(1, "Necrovalley")
    table.grave(1, "Sangan")
    assert not Script(table.build()).has("activate", "Disappear")


def test_disappear_answers_monster_reborn():
    """Q: my opponent activates Monster Reborn on the Jinzo in their GY; I chain Disappear on
    Jinzo. A: Jinzo is banished first: Monster Reborn finds no target and summons nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Disappear")
    table.hand(1, "Monster Reborn")
    table.grave(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=1, request="idle")
    s.pick("target", "Jinzo", player=1)
    s.pick("activate", "Disappear", player=0, request="chain")
    s.pick("target", "Jinzo", player=0)
    _finish(s)
    assert banished(duel, 1) == ["Jinzo"] and duel.monsters(1) == []
    assert grave(duel, 1) == ["Monster Reborn"] and grave(duel, 0) == ["Disappear"]
