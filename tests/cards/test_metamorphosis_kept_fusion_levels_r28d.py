"""Metamorphosis reads the Fusion Monsters of each Level in your Extra Deck from the engine,
which keeps them until a card enters or leaves that Extra Deck (`ctx.extra_deck_fusions`,
chain.py `_extra_fusions`; docs/performance.md, issue 11 round 28d).

Ruled here (Metamorphosis: "Tribute 1 monster; Special Summon from your Extra Deck 1 Fusion
Monster with the same Level as the Tributed monster"; a Fusion Monster returned to the hand
goes back to the Extra Deck, seed 000 §額外卡組):
- with no Fusion Monster of its Level in the Extra Deck, Metamorphosis is not offered;
- once the only Level 6 Fusion Monster has left the Extra Deck (brought out by a first
  Metamorphosis) a second Metamorphosis is not offered for the other Level 6 monster; once
  that Fusion Monster is back in the Extra Deck (Compulsory Evacuation Device returns it to
  the hand), it is offered again, and brings it out again;
- the Levels and cards the engine gives are those of a walk of the Extra Deck, in its
  order; a fork keeps none of its original's (each walks its own Extra Deck)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table():
    return Table(rules="GOAT", turn=3, turn_player=0)


def _pass_the_chain(s):
    while s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_metamorphosis_is_not_offered_without_a_fusion_monster_of_the_level():
    """Summoned Skull (Level 6) beside Dark Balter the Terrible (Level 5) and Thousand-Eyes
    Restrict (Level 1): nothing to bring out, nothing offered."""
    table = _table()
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.extra(0, "Dark Balter the Terrible", "Thousand-Eyes Restrict")
    duel = table.build()
    assert not Script(duel).has("activate", "Metamorphosis")
    assert sorted(duel._extra_fusions(0)) == [1, 5]


def test_metamorphosis_follows_its_fusion_monster_out_of_the_extra_deck_and_back():
    """Two Summoned Skulls, two Metamorphosis, Ojama King the only Level 6 Fusion Monster. The
    first Metamorphosis brings Ojama King out: the second is no longer offered. Compulsory
    Evacuation Device (Set on an earlier turn) returns Ojama King to the Extra Deck: the
    second Metamorphosis is offered again and brings it out again."""
    table = _table()
    table.hand(0, "Metamorphosis", "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.extra(0, "Dark Balter the Terrible", "Ojama King")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Metamorphosis", first=True)
    s.pick("select", "Summoned Skull", first=True)
    _pass_the_chain(s)
    s.pick("select", "Ojama King")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Ojama King", "Summoned Skull"]
    assert [c.name for c in duel.players[0].extra] == ["Dark Balter the Terrible"]
    assert not s.has("activate", "Metamorphosis")
    assert sorted(duel._extra_fusions(0)) == [5]
    s.pick("activate", "Compulsory Evacuation Device")
    s.pick("target", "Ojama King")
    _pass_the_chain(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert sorted(c.name for c in duel.players[0].extra) == ["Dark Balter the Terrible", "Ojama King"]
    assert sorted(duel._extra_fusions(0)) == [5, 6]
    assert s.has("activate", "Metamorphosis")
    s.pick("activate", "Metamorphosis")
    s.pick("select", "Summoned Skull")
    _pass_the_chain(s)
    s.pick("select", "Ojama King")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Ojama King"]
    assert grave(duel, 0).count("Summoned Skull") == 2


def test_the_kept_fusion_monsters_are_a_walk_of_the_extra_deck_and_a_fork_walks_its_own():
    """The engine's answer equals a walk of each Extra Deck (Levels, and each Level's cards in
    Extra Deck order); a fork starts with none kept, and once its Ojama King leaves its Extra
    Deck (sent to the GY) its answer follows while the original's stays as it was."""
    table = _table()
    table.monster(0, "Summoned Skull")
    table.extra(0, "Ojama King", "Dark Balter the Terrible", "Ryu Senshi", "Thousand-Eyes Restrict")
    table.extra(1, "Gatling Dragon")
    duel = table.build()
    for p in (0, 1):
        walk = {}
        for c in duel.players[p].extra:
            if c.data.level and "Fusion" in c.data.kinds:
                walk.setdefault(c.data.level, []).append(c)
        assert duel._extra_fusions(p) == walk
    assert [c.name for c in duel._extra_fusions(0)[6]] == ["Ojama King", "Ryu Senshi"]
    fork = duel.fork()
    assert fork._phase_cards[20] is None
    assert [c.name for c in fork._extra_fusions(0)[6]] == ["Ojama King", "Ryu Senshi"]
    king = fork.players[0].extra[0]
    fork._remove(king)
    fork._place(king, "grave", 0)
    assert [c.name for c in fork._extra_fusions(0)[6]] == ["Ryu Senshi"]
    assert [c.name for c in duel._extra_fusions(0)[6]] == ["Ojama King", "Ryu Senshi"]
