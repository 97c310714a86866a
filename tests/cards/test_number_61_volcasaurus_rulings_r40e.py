"""Number 61: Volcasaurus's rulings as players ask them (the MR5 preset: an Xyz Monster).

Seed 004 §XYZ素材被取除时是送去墓地 (the detached material, a cost, goes to the GY) and §连锁和咒文速度
(the chained card resolves first). The card says: destroy the target and, if it was destroyed,
inflict damage equal to its original ATK. Sources: the card's rulings (yugipedia
"Card Rulings:Number 61: Volcasaurus", huntlist.eu's OCG FAQ translation): the damage is the
destroyed monster's original ATK, whatever ATK changes it had on the field; if the target is
not destroyed (it left the field in the chain, or a Union monster was destroyed in its place),
no damage is inflicted, and the detached material, a cost, stays detached."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _table():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 61: Volcasaurus", materials=["Leogun", "Megasonic Eye"])
    table.monster(1, "Battle Ox")
    return table


def _activate(duel, s):
    s.pick("activate", "Number 61: Volcasaurus")
    if duel.request.kind == "select":
        s.pick("select", "Megasonic Eye")
    s.pick("target", "Battle Ox")


def test_volcasaurus_burns_the_original_atk_of_a_target_rush_recklessly_raised():
    """Q: Volcasaurus targets my Battle Ox (1700) and I chain Rush Recklessly: Battle Ox has
    2400 ATK when it is destroyed. How much damage do I take? A: 1700, its original ATK."""
    table = _table()
    table.spell_trap(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    _activate(duel, s)
    s.pick("activate", "Rush Recklessly", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert field_monsters(duel, 1) == [] and lp(duel) == (8000, 8000 - 1700)


def test_volcasaurus_target_banished_in_the_chain_inflicts_no_damage():
    """Q: Volcasaurus targets my Battle Ox; I chain Interdimensional Matter Transporter and
    banish it. A: nothing is destroyed, so no damage is inflicted; the material Volcasaurus
    detached as its cost stays in the GY, and Battle Ox comes back in the End Phase."""
    table = _table()
    table.spell_trap(1, "Interdimensional Matter Transporter")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _activate(duel, s)
    s.pick("activate", "Interdimensional Matter Transporter", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert lp(duel) == (8000, 8000) and banished(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == ["Megasonic Eye"] and [c.name for c in duel.materials_of(duel.monsters(0)[0])] == ["Leogun"]
    s.end_turn()
    assert field_monsters(duel, 1) == ["Battle Ox"]


def test_volcasaurus_burns_nothing_when_a_union_is_destroyed_in_place_of_its_target():
    """Q: Volcasaurus targets my X-Head Cannon, which wears Y-Dragon Head (today's Union text:
    destroyed instead of its monster, by battle or by a card effect). A: Y-Dragon Head is
    destroyed instead; X-Head Cannon was not destroyed, so no damage is inflicted."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 61: Volcasaurus", materials=["Leogun", "Megasonic Eye"])
    cannon = table.monster(1, "X-Head Cannon")
    table.spell_trap(1, "Y-Dragon Head", face_down=False, equipped_to=cannon)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Number 61: Volcasaurus")
    if duel.request.kind == "select":
        s.pick("select", "Megasonic Eye")
    s.pick("target", "X-Head Cannon")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert field_monsters(duel, 1) == ["X-Head Cannon"] and grave(duel, 1) == ["Y-Dragon Head"]
    assert lp(duel) == (8000, 8000)
