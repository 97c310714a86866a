"""Special Hurricane (42598242), Normal Spell: discard 1 card (a cost); every Special Summoned
monster on the field is destroyed.

Sources: the 2005 text, as we recall it (not read on a page this round) (Pojo/PGD: "Discard 1 card
from your hand to the Graveyard. Destroy all Special Summoned monsters on the field") and today's,
as we recall it ("Discard 1 card; destroy all Special Summoned monsters on the field") do the same.
Tokens and Fusion Monsters are Special Summoned (seed 004 §怪兽的召唤: a Token is Special Summoned; a
Fusion Summon is a Special Summon); a monster Normal, Tribute or Flip Summoned is not. It needs a
Special Summoned monster to destroy: the engine's reading for "destroy all" cards (Heavy Storm)."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_special_hurricane_destroys_only_special_summoned_monsters():
    """Q: my opponent has Thousand-Eyes Restrict (Fusion Summoned) and a Normal Summoned Battle
    Ox; I have a Chaos Sorcerer. I discard Celtic Guardian. A: Thousand-Eyes Restrict and Chaos
    Sorcerer are destroyed, Battle Ox stays."""
    table = Table(turn=3)
    table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(1, "Battle Ox", summon_kind="normal")
    table.monster(0, "Chaos Sorcerer", summon_kind="proc")
    table.hand(0, "Special Hurricane", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Special Hurricane")
    s.pick("select", "Celtic Guardian")
    _resolve(duel, s)
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"] and duel.monsters(0) == []
    assert sorted(c.name for c in duel.players[0].grave) == ["Celtic Guardian", "Chaos Sorcerer", "Special Hurricane"]
    assert [c.name for c in duel.players[1].grave] == ["Thousand-Eyes Restrict"]


def test_special_hurricane_needs_a_card_to_discard_and_a_special_summoned_monster():
    """Q: Special Hurricane is my only card in hand; or I have a card to discard but every
    monster was Normal Summoned. A: it cannot be activated either way."""
    table = Table(turn=3)
    table.monster(1, "Chaos Sorcerer", summon_kind="proc")
    table.hand(0, "Special Hurricane")
    assert not Script(table.build()).has("activate", "Special Hurricane")
    table = Table(turn=3)
    table.monster(1, "Battle Ox", summon_kind="normal")
    table.hand(0, "Special Hurricane", "Celtic Guardian")
    assert not Script(table.build()).has("activate", "Special Hurricane")


def test_special_hurricane_destroys_scapegoats_sheep_tokens():
    """Q (GOAT): my opponent chains Scapegoat to my Special Hurricane. A: the four Sheep Tokens
    were Special Summoned before it resolves: all four are destroyed."""
    table = Table(turn=3, rules="GOAT")
    table.monster(1, "Chaos Sorcerer", summon_kind="proc")
    table.spell_trap(1, "Scapegoat")
    table.hand(0, "Special Hurricane", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Special Hurricane")
    s.pick("select", "Celtic Guardian")
    s.pick("activate", "Scapegoat", player=1, request="chain")
    _resolve(duel, s)
    assert duel.monsters(1) == []
    assert sorted(c.name for c in duel.players[1].grave) == ["Chaos Sorcerer", "Scapegoat"]
    assert [e["name"] for e in duel.log if e["type"] == "destroyed"] == ["Chaos Sorcerer"] + ["Sheep Token"] * 4
