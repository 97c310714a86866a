"""Order to Smash (39019325), Normal Trap: target 1 face-up Level 2 or lower Normal Monster (not a
Token) you control; as it resolves, Tribute it and destroy up to 2 Spells/Traps the opponent
controls.

Sources read: yugioh-wiki.net 《玉砕指令》 (the OCG text: the monster is chosen on activation, a target;
the Tribute happens at resolution, and if it cannot be made the effect does nothing; the
Spells/Traps are picked at resolution; FAQ: a face-down Level 2 Normal Monster cannot be chosen
(08/08/28); turned face-down by Book of Moon before it resolves, it is not Tributed and nothing is
destroyed (10/06/03)); the 2005 text (PGD: "Select 1 Level 2 or lower Normal Monster (excluding
Token Monsters) on your side of the field. After activation, offer the selected Normal Monster as a
Tribute and destroy up to 2 Spell or Trap Cards on your opponent's side of the field") does the
same. The English 2005 text quoted is as we recall it, not read on a page this round."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(position="attack", monster="Thousand-Eyes Idol", rules="MR5"):
    table = Table(turn=3, rules=rules)
    idol = table.monster(0, monster, position=position)
    table.spell_trap(0, "Order to Smash")
    return table, idol


def test_order_to_smash_tributes_the_monster_and_destroys_two_spells_or_traps():
    """Q: I target my Thousand-Eyes Idol (Level 1 Normal); my opponent has Trap Hole, Mirror Force
    and a face-up Swords of Revealing Light. A: the Idol is Tributed; I pick Mirror Force and
    Swords: both destroyed, Trap Hole stays."""
    table, idol = _table()
    table.spell_trap(1, "Trap Hole")
    mirror = table.spell_trap(1, "Mirror Force")
    swords = table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Order to Smash")
    s.pick("target", idol)
    _resolve(duel, s)
    s.pick("select", mirror)
    s.pick("select", swords)
    if duel.request.kind == "select":
        s.pick("done")
    _resolve(duel, s)
    assert sorted(c.name for c in duel.players[0].grave) == ["Order to Smash", "Thousand-Eyes Idol"]
    assert sorted(c.name for c in duel.players[1].grave) == ["Mirror Force", "Swords of Revealing Light"]
    assert [c.name for c in duel.players[1].szone if c] == ["Trap Hole"]


def test_order_to_smash_needs_a_face_up_level_2_or_lower_normal_monster():
    """Q: my only monster is a Set Thousand-Eyes Idol; or a face-up Battle Ox (Level 4). A:
    Order to Smash cannot be activated either way."""
    table, _ = _table(position="set")
    table.spell_trap(1, "Trap Hole")
    assert not Script(table.build()).has("activate", "Order to Smash")
    table, _ = _table(monster="Battle Ox")
    table.spell_trap(1, "Trap Hole")
    assert not Script(table.build()).has("activate", "Order to Smash")


def test_order_to_smash_does_nothing_once_book_of_moon_turned_its_monster_face_down():
    """Q (GOAT): my opponent answers Order to Smash with Book of Moon on my Thousand-Eyes Idol.
    A: the Idol, face-down, is not Tributed, and their Trap Hole is not destroyed."""
    table, idol = _table(rules="GOAT")
    table.spell_trap(1, "Book of Moon")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Order to Smash")
    s.pick("target", idol)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", idol, player=1)
    _resolve(duel, s)
    assert idol.card(duel).location == "mzone" and idol.card(duel).position == "set"
    assert [c.name for c in duel.players[1].szone if c] == ["Trap Hole"]
    assert [c.name for c in duel.players[0].grave] == ["Order to Smash"]
