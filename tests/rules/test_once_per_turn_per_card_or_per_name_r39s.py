""""Once per turn" per card vs per name (seed 000 §效果分類 起動效果 and the card texts: a plain
"once per turn" binds that card -- each copy has its own, and a card that left the field and
came back is a new card with an unused one -- while "you can only use this effect of <name>
once per turn" binds every card of that name for that player). Rulings: Yugipedia, "Once per
turn" (soft vs hard once per turn); yugioh-wiki, 1ターンに1度 (場を離れれば別のカード扱い);
bookyakuno.com rule tidbits (非名称ターン1の再利用: 別の同名カード、墓地蘇生で再度召喚)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

GAGAGA = "Gagaga Magician"
LINKURIBOH = "Linkuriboh"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)


def _declare(duel, s, magician, level):
    s.pick("activate", magician)
    _resolve(duel, s)
    s.pick("option", str(level), request="option")
    _resolve(duel, s)


def test_each_gagaga_magician_uses_its_own_once_per_turn():
    """Question: two Gagaga Magicians are face-up; the first declares Level 3. May the second
    still declare, and the first again?
    Answer: the second yes (its own once per turn), the first no."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    first = table.monster(0, GAGAGA)
    second = table.monster(0, GAGAGA)
    duel = table.build()
    s = Script(duel)
    _declare(duel, s, first, 3)
    assert duel.level(first.card(duel)) == 3
    assert s.has("activate", second) and not s.has("activate", first)
    _declare(duel, s, second, 5)
    assert duel.level(second.card(duel)) == 5
    assert not s.has("activate", GAGAGA)


def test_a_gagaga_magician_revived_is_a_new_card_with_an_unused_once_per_turn():
    """Question: Gagaga Magician declares a Level, is destroyed by its player's Dark Hole and
    revived by Monster Reborn. May it declare again this turn?
    Answer: yes -- it is a new card on the field; its Level is its printed 4 again."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    magician = table.monster(0, GAGAGA)
    table.hand(0, "Dark Hole", "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    _declare(duel, s, magician, 6)
    assert not s.has("activate", GAGAGA)
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    s.pick("activate", "Monster Reborn")
    s.pick("target", GAGAGA)
    _resolve(duel, s)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAGAGA]
    assert duel.level(magician.card(duel)) == 4
    assert s.has("activate", GAGAGA)


def test_only_one_linkuriboh_a_turn_comes_back_from_the_gy():
    """Question: two Linkuriboh, both Link Summoned before, lie in the GY; two Kuriboh are on the
    field. One Linkuriboh Tributes a Kuriboh and comes back. May the other do the same?
    Answer: no -- "you can only use this effect of Linkuriboh once per turn" binds the name."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.properly_summoned(*table.grave(0, LINKURIBOH, LINKURIBOH))
    table.monster(0, "Kuriboh", zone=1)
    table.monster(0, "Kuriboh", zone=2)
    duel = table.build()
    s = Script(duel)
    assert len(s.options("activate", LINKURIBOH)) == 2
    s.pick("activate", LINKURIBOH, first=True)
    s.pick("select", "Kuriboh", first=True)
    _resolve(duel, s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert sorted(field_monsters(duel, 0)) == ["Kuriboh", LINKURIBOH]
    assert not s.has("activate", LINKURIBOH)


def test_gagagas_declared_level_makes_it_an_xyz_material_of_that_rank():
    """Question: Gagaga Magician (Level 4) declares Level 3. May it and Giant Soldier of Stone
    (Level 3) be the materials of Number 17: Leviathan Dragon (2 Level 3 monsters)?
    Answer: yes -- the Xyz Summon reads the Levels the monsters have now (seed 004
    §XYZ怪兽的XYZ召唤)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    magician = table.monster(0, GAGAGA)
    table.monster(0, "Giant Soldier of Stone")
    table.extra(0, "Number 17: Leviathan Dragon")
    duel = table.build()
    s = Script(duel)
    assert not s.has("xyz_summon", "Number 17: Leviathan Dragon")
    _declare(duel, s, magician, 3)
    s.pick("xyz_summon", "Number 17: Leviathan Dragon")
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Number 17: Leviathan Dragon"]
