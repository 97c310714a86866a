"""Black Rose Dragon's second effect costs a Plant monster from its controller's GY (round
48b's mutation round).

Seed 000 §代價 (a cost that cannot be paid: the effect cannot be activated). Black Rose
Dragon's text: banish 1 Plant monster from your GY to target a Defense Position monster your
opponent controls. A GY holding only non-Plant monsters pays
nothing: the effect is not offered."""

from duelist.testing.scenario import Script, Table


def _table(*grave):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Black Rose Dragon", summon_kind="synchro")
    table.grave(0, *grave)
    table.monster(1, "Mystical Elf", position="defense")
    return table.build()


def test_black_rose_dragon_with_only_a_warrior_in_the_gy_cannot_weaken_a_defender():
    """Q: my GY holds Battle Ox (a Beast-Warrior) and no Plant; may I activate Black Rose
    Dragon against my opponent's Defense Position Mystical Elf? A: no: there is no Plant
    monster to banish."""
    s = Script(_table("Battle Ox"))
    assert not s.has("activate", "Black Rose Dragon")


def test_black_rose_dragon_with_a_plant_in_the_gy_weakens_a_defender():
    """Q: and with a Plant monster (Lord Poison) in my GY? A: yes: it is offered."""
    s = Script(_table("Lord Poison"))
    assert s.has("activate", "Black Rose Dragon")
