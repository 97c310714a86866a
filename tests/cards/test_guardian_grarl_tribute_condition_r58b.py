"""A Guardian's summoning condition asked as its Tributes leave (Guardian Grarl 47150851,
Guardian Tryce 46037213).

Sources, read in our words: Metagame.com's 2005 Guardian article (the Dark Crisis Limited
review, mirrored at kperovic.com ArticleId=44): the monster that wears the Gravity Axe cannot
be Tributed for Grarl, since the Axe would leave the field with it and Grarl's "only while the
Axe is on your field" would no longer hold; yugioh-wiki.net 《ガーディアン・グラール》 and
《ガーディアン・トライス》 (the Guardians' summoning rule: Normal Summon only while the weapon is
on your field; a Set is free today). Seed 000 §裝備魔法: an Equip Card whose monster leaves the
field goes to the GY, so the weapon leaves with the monster it equips. A Tribute that leaves
the weapon on the field is allowed. The 2005 TCG text (GOAT) bars the Set without the weapon
too, so a Tribute Set that would take it away is refused there, not today (our reading of the
two texts)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

GRARL = "Guardian Grarl"
AXE = "Gravity Axe - Grarl"
TRYCE = "Guardian Tryce"
SWORDS = "Twin Swords of Flashing Light - Tryce"


def _tributes(duel):
    return sorted(o.name for o in duel.request.options if o.kind == "tribute")


def test_grarl_tribute_that_does_not_carry_the_axe_is_allowed():
    """Q: my Battle Ox wears my face-up Gravity Axe - Grarl; beside it I control Mystical Elf
    and Giant Soldier of Stone. I Normal Summon Grarl. A: only the Elf and the Soldier are
    offered as Tributes; Tributing the Soldier, Grarl is Tribute Summoned, the Axe stays on the
    Ox and the Soldier alone goes to the GY."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, GRARL)
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Giant Soldier of Stone")
    table.spell_trap(0, AXE, face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", GRARL)
    assert _tributes(duel) == ["Giant Soldier of Stone", "Mystical Elf"]
    s.pick("tribute", "Giant Soldier of Stone")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", GRARL, "Mystical Elf"]
    assert grave(duel, 0) == ["Giant Soldier of Stone"]
    axe = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in axe] == [AXE] and duel.equipped_to(axe[0]).name == "Battle Ox"


def test_grarl_two_axes_either_wearer_may_go():
    """Q: my Battle Ox and my Mystical Elf each wear a Gravity Axe - Grarl. A: Tributing either
    leaves the other Axe on my field: both are offered; Tributing the Ox, its Axe goes to the GY
    with it and Grarl is Tribute Summoned."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, GRARL)
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, AXE, face_down=False, equipped_to=ox)
    table.spell_trap(0, AXE, face_down=False, equipped_to=elf)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", GRARL)
    assert _tributes(duel) == ["Battle Ox", "Mystical Elf"]
    s.pick("tribute", "Battle Ox")
    assert sorted(field_monsters(duel, 0)) == [GRARL, "Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", AXE]


def test_grarl_set_by_tributing_the_axe_wearer_today_not_in_2005():
    """Q: my Battle Ox, my only monster, wears my Gravity Axe - Grarl; I want to Set Grarl.
    A: today's text lets Grarl be Set with no Axe: the Tribute Set of the Ox is allowed (the Axe
    goes to the GY with it); the 2005 text bars the Set without the Axe, so no Set is offered
    (GOAT)."""
    for rules, allowed in (("MR5", True), ("GOAT", False)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, GRARL)
        ox = table.monster(0, "Battle Ox")
        table.spell_trap(0, AXE, face_down=False, equipped_to=ox)
        duel = table.build()
        s = Script(duel)
        assert not s.has("summon", GRARL), rules
        assert s.has("set", GRARL) == allowed, rules
        if allowed:
            s.pick("set", GRARL)
            s.pick("tribute", "Battle Ox")
            assert [c.name for c in duel.monsters(0)] == [GRARL]
            assert sorted(grave(duel, 0)) == ["Battle Ox", AXE]


def test_tryce_cannot_tribute_the_monster_wearing_its_swords():
    """Q: my Battle Ox wears my Twin Swords of Flashing Light - Tryce, my Mystical Elf wears
    nothing; I Normal Summon Guardian Tryce (Level 5). A: only the Elf is offered as its Tribute
    (the Swords would leave with the Ox); Tryce is Tribute Summoned beside the armed Ox. With
    the Ox my only monster Tryce cannot be Normal Summoned at all."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, TRYCE)
        ox = table.monster(0, "Battle Ox")
        table.monster(0, "Mystical Elf")
        table.spell_trap(0, SWORDS, face_down=False, equipped_to=ox)
        duel = table.build()
        s = Script(duel)
        s.pick("summon", TRYCE)
        assert _tributes(duel) == ["Mystical Elf"], rules
        s.pick("tribute", "Mystical Elf")
        assert sorted(field_monsters(duel, 0)) == ["Battle Ox", TRYCE], rules
        assert grave(duel, 0) == ["Mystical Elf"], rules
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, TRYCE)
        ox = table.monster(0, "Battle Ox")
        table.spell_trap(0, SWORDS, face_down=False, equipped_to=ox)
        assert not Script(table.build()).has("summon", TRYCE), rules
