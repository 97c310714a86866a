"""Ultimate Offering's (80604091) additional Normal Summon under Prohibition: the declared monster
is not offered, the others are.

Sources: Prohibition's text in my words (cards with the declared name cannot be Normal Summoned or
Set), as tests/cards/test_prohibition_r54m.py reads it with the OCG database rulings of 《禁止令》;
Ultimate Offering's (pay 500 LP: Normal Summon or Set 1 monster at once, an additional one), as
tests/cards/test_ultimate_offering_r20c.py reads it. Round 55o: kills turn.py
`_summon_now_proc`'s Prohibition filter deleted or read the other way (no test had a
Prohibition beside an additional Normal Summon)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def test_ultimate_offering_summons_celtic_guardian_not_the_prohibited_battle_ox():
    """Q: (Goat) my face-up Prohibition declared Battle Ox; I have used my Normal Summon; I pay 500
    LP for Ultimate Offering with Battle Ox and Celtic Guardian in my hand. A: the summon it
    gives offers Celtic Guardian (Summon or Set) and never Battle Ox; I Normal Summon Celtic
    Guardian."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.normal_summoned(0)
    table.spell_trap(0, "Prohibition")
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox", "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Prohibition", request="idle")
    s.declare_name("Battle Ox", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Ultimate Offering", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="summon_now", player=0)
    assert s.has("summon", "Celtic Guardian") and s.has("set", "Celtic Guardian")
    assert not s.has("summon", "Battle Ox") and not s.has("set", "Battle Ox")
    s.pick("summon", "Celtic Guardian")
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert lp(duel) == (7500, 8000)
