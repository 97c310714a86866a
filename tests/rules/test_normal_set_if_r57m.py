"""A conditional Normal Set: "cannot be Normal Summoned or Set unless you control <weapon>".

The Guardians' 2005 TCG print (Dark Crisis, the GOAT preset) bars both the Normal Summon and the
Set of the monster while its player controls no face-up weapon; today's OCG text (yugioh-wiki.net
《ガーディアン・グラール》, 《ガーディアン・ケースト》) leaves the Set free. A script says so with
`NORMAL_SET_IF(ctx)` (the engine's summon menu, turn.py `_summon_options`, and the extra Normal
Summon or Set of Ultimate Offering, which reads the same menu). Seed 000 §怪獸的蓋伏: a Set is a
Normal Summon's other form, with the same Tributes.

Guardian Grarl declares it once kit.guardian_summon_rule's 2005 entry names it (round 57c's
section of kit.py: a request to the lead); until then its GOAT test is a strict xfail here, as in
tests/cards/test_guardian_grarl_r57c.py. Guardian Tryce (round 57m) declares it in its own
script: tests/cards/test_guardian_tryce_r57m.py."""


from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

GRARL = "Guardian Grarl"
AXE = "Gravity Axe - Grarl"


def _table(rules, axe):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, GRARL, "Pot of Greed")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    if axe:
        table.spell_trap(0, AXE, face_down=False, equipped_to=ox)
    return table


def test_normal_set_if_guardian_grarl_no_set_without_its_axe_in_goat():
    """Q: (GOAT, the 2005 text) I control no Gravity Axe - Grarl; Battle Ox could be Tributed.
    A: Grarl can be neither Normal Summoned nor Set."""
    s = Script(_table("GOAT", axe=False).build())
    assert not s.has("summon", GRARL)
    assert not s.has("set", GRARL)


def test_normal_set_if_guardian_grarl_set_with_its_axe_in_goat():
    """Q: (GOAT) my Battle Ox wears my face-up Gravity Axe - Grarl; I Set Grarl Tributing my
    Mystical Elf. A: the Set is made: Grarl face-down beside the Ox, which keeps the Axe; the Elf
    in my GY. (The Ox itself is not Tributed: the Axe would leave with it, round 57t's ruling for
    the Summon, tests/cards/test_guardian_grarl_r57c.py.)"""
    table = _table("GOAT", axe=True)
    table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("set", GRARL)
    s.pick("tribute", "Mystical Elf")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", GRARL]
    grarl = [c for c in duel.monsters(0) if c.name == GRARL][0]
    assert not grarl.face_up
    assert grave(duel, 0) == ["Mystical Elf"]


def test_normal_set_if_guardian_grarl_set_free_today():
    """Q: (today's text) I control no Axe. A: Grarl cannot be Normal Summoned, but its Set is
    allowed (the OCG text restricts Summons only)."""
    s = Script(_table("MR5", axe=False).build())
    assert not s.has("summon", GRARL)
    assert s.has("set", GRARL)
