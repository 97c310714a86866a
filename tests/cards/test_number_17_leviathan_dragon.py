"""Number 17: Leviathan Dragon (Rank 3 Xyz): once per turn, detach 1 material to gain 500
ATK. Rules cited: seed 004 §XYZ怪兽的XYZ素材 (例: 「三眼怪」 detached from 「No.17 修正龙」 is not
"sent from the field to the GY" and does not activate; XYZ素材被取除时是送去墓地).
"""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

LEVIATHAN = "Number 17: Leviathan Dragon"


def _table(materials):
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.monster(0, LEVIATHAN, materials=materials)
    table.deck(0, ["Witch of the Black Forest", "Celtic Guardian"])
    return table.build(), dragon


def test_number_17_leviathan_dragon_detaching_sangan_gains_500_atk_and_sangan_does_not_search():
    """seed 004 §XYZ怪兽的XYZ素材 例 (三眼怪 under No.17): the detached Sangan goes to the GY but
    its "sent from the field to the GY" effect does not activate; the dragon gains 500 ATK."""
    duel, dragon = _table(["Sangan", "Giant Soldier of Stone"])
    s = Script(duel)
    s.pick("activate", LEVIATHAN)
    s.pick("select", "Sangan")
    assert grave(duel, 0) == ["Sangan"] and hand(duel, 0) == []
    assert duel.atk(dragon.card(duel)) == 2500
    assert [m.name for m in duel.materials_of(dragon.card(duel))] == ["Giant Soldier of Stone"]


def test_number_17_leviathan_dragon_once_per_turn_and_only_with_a_material():
    """Once per turn; with no material left it cannot be used at all."""
    duel, dragon = _table(["Giant Soldier of Stone", "Sangan"])
    s = Script(duel)
    s.pick("activate", LEVIATHAN)
    s.pick("select", "Giant Soldier of Stone")
    assert not s.has("activate", LEVIATHAN)
    duel, dragon = _table([])
    assert not Script(duel).has("activate", LEVIATHAN)


def _battle_phase(materials):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LEVIATHAN, materials=materials)
    table.deck(0, ["Witch of the Black Forest", "Celtic Guardian"])
    return table.build()


def test_number_17_leviathan_dragon_with_no_material_cannot_attack_directly():
    """Its text (today's OCG/TCG): while it has no material it cannot attack directly. With an
    empty opponent's field and no material, no direct attack is offered to it."""
    s = Script(_battle_phase([]))
    assert not s.has("attack", LEVIATHAN, target="player")


def test_number_17_leviathan_dragon_with_a_material_may_attack_directly():
    """The restriction lasts only while no material is attached: with one it attacks directly
    (2000 battle damage)."""
    duel = _battle_phase(["Giant Soldier of Stone"])
    s = Script(duel)
    assert s.has("attack", LEVIATHAN, target="player")
    s.pick("attack", LEVIATHAN, target="player")
    while duel.request is not None and duel.request.kind != "battle":
        s.pick("pass", first=True)
    assert duel.players[1].lp == 6000
