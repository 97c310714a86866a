"""Horn of Heaven (98069388), Counter Trap: Tribute 1 monster you control (the cost) to negate
the Normal, Flip or Special Summon of a monster and destroy it.

Sources: the card's texts (MRD 2002: offer 1 monster of yours as a Tribute, negate the Summon of
a monster and destroy it; today's: the same with "Normal Summon, Flip Summon, or Special
Summon" written out; one meaning, no era entry), in our own words. Its window is Solemn
Judgment's (yugipedia "Card Rulings:Solemn Judgment", as tests/cards/test_solemn_judgment_rulings_r40d.py
reads it): a Set is no Summon; a Special Summon made by a resolving effect (Monster Reborn)
cannot be negated, a monster's own summoning procedure (Black Luster Soldier - Envoy of the
Beginning) can; seed 000 §特殊召喚. The Tribute is a cost: the monster Tributed is sent to the GY
as Horn of Heaven is activated, and cannot be the monster being Summoned (it is not on the field
yet). Jinzo cannot stop a Trap answering its own Summon (it is not face-up yet; seed 000
§永續效果)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CARD = "Horn of Heaven"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_horn_of_heaven_negates_jinzos_summon():
    """Q: my opponent Normal Summons Jinzo; I Tribute my Battle Ox for Horn of Heaven. A: Jinzo is
    not Summoned and is destroyed (to my opponent's GY); Battle Ox and Horn of Heaven are in my
    GY; no LP is paid."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Jinzo", "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, CARD)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Jinzo", player=1)
    s.pick("tribute", "Celtic Guardian", player=1)
    s.pick("activate", CARD, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=0)
    _finish(s)
    assert field_monsters(duel, 1) == [] and field_monsters(duel, 0) == []
    assert grave(duel, 1) == ["Celtic Guardian", "Jinzo"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", CARD]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000


def test_horn_of_heaven_negates_a_summoning_procedure_not_monster_reborn():
    """Q: (1) my opponent Special Summons Black Luster Soldier - Envoy of the Beginning by
    banishing a LIGHT and a DARK monster; (2) my opponent's Monster Reborn revives Summoned Skull.
    A: (1) I may negate it: it is destroyed, and the banished costs stay banished; (2) I may not:
    no summon-negation window opens for a summon an effect makes."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Black Luster Soldier - Envoy of the Beginning", "Monster Reborn")
    table.grave(1, "Mystical Elf", "Dark Magician", "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, CARD)
    table.spell_trap(0, CARD)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Black Luster Soldier - Envoy of the Beginning", player=1)
    while duel.request.kind in ("select", "option"):
        if duel.request.kind == "select":
            s.pick("select", first=True)
        else:
            s.pick("option", "Attack Position")
    s.pick("activate", CARD, player=0, request="chain", first=True)
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=0)
    _finish(s)
    assert field_monsters(duel, 1) == []
    assert "Black Luster Soldier - Envoy of the Beginning" in grave(duel, 1)
    assert sorted(c.name for c in duel.players[1].banished) == ["Dark Magician", "Mystical Elf"]
    s.expect(request="idle", player=1)
    s.pick("activate", "Monster Reborn", player=1)
    s.pick("target", "Summoned Skull", player=1)
    while duel.request.kind != "idle":
        assert not s.has("activate", CARD)
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    s.expect(request="idle", player=1)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    assert field_monsters(duel, 0) == ["Celtic Guardian"]


def test_horn_of_heaven_needs_a_monster_to_tribute_and_a_summon():
    """Q: (1) my opponent Normal Summons Jinzo while I control no monster; (2) I control Battle Ox
    and my opponent Sets Mystical Elf. A: Horn of Heaven is not offered either time: (1) its cost
    cannot be paid; (2) a Set is no Summon."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Battle Ox")
    table.spell_trap(0, CARD)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.expect(request="idle", player=1)
    assert field_monsters(duel, 1) == ["Battle Ox"]

    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Mystical Elf")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, CARD)
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Mystical Elf", player=1)
    s.expect(request="idle", player=1)
    assert [c.name for c in duel.monsters(1)] == ["Mystical Elf"] and grave(duel, 0) == []


def test_horn_of_heaven_tributing_sangan_searches():
    """Q: I Tribute my face-up Sangan for Horn of Heaven against my opponent's Summon of Battle
    Ox. A: the Summon is negated; Sangan went from the field to the GY as the cost, so once the
    chain has resolved its effect adds a monster with 1500 or less ATK from my Deck to my hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Battle Ox")
    table.monster(0, "Sangan")
    table.spell_trap(0, CARD)
    table.deck(0, ["Mystic Tomato", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.pick("activate", CARD, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Sangan", player=0)
    _finish(s)
    if duel.request.kind == "yes_no":
        s.pick("yes", player=0)
    if duel.request.kind == "select":
        s.pick("select", "Mystic Tomato", player=0)
    _finish(s)
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == [CARD, "Sangan"]
    assert [c.name for c in duel.players[0].hand] == ["Mystic Tomato"]
