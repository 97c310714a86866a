"""A summon that a chain link performs happens when that link resolves, not after the
whole chain (ENGINE.md §5: nothing responds in the middle of a resolution; seed 000 §特殊召喚:
a summon made by a resolving chain link cannot be negated on its own), and the summoned
monster's optional "when" trigger misses the timing when more links resolve after it
(seed 000 §誘發效果)."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _offering_table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.normal_summoned()
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Marauding Captain", "Battle Ox")
    return table


def test_ultimate_offering_summons_as_its_link_resolves():
    """Chain Link 2 Ultimate Offering resolves first: Marauding Captain is on the field
    before Chain Link 1 (Reckless Greed) resolves; its optional "when Normal Summoned"
    effect then misses the timing."""
    table = _offering_table()
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reckless Greed")
    s.pick("activate", "Ultimate Offering", player=0, request="chain")
    while duel.request.kind == "chain":     # (its effect again: offered since stop 52, not taken)
        s.pick("pass")
    s.pick("summon", "Marauding Captain", player=0, request="summon_now")
    events = [e["type"] for e in duel.log]
    assert events.index("summon") < max(i for i, t in enumerate(events) if t == "draw")
    assert field_monsters(duel, 0) == ["Marauding Captain"]
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Marauding Captain"]
    assert duel.request.kind != "yes_no"             # nothing asks about the Captain's effect


def test_the_summon_of_the_last_link_keeps_its_when_trigger():
    """Ultimate Offering alone (Chain Link 1): the summon is the last thing that happened,
    so Marauding Captain's optional effect may be activated."""
    table = _offering_table()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    while duel.request.kind == "chain":     # (its effect again: offered since stop 52, not taken)
        s.pick("pass")
    s.pick("summon", "Marauding Captain", player=0, request="summon_now")
    s.expect(request="yes_no", player=0)
    s.pick("yes")
    s.pick("pass", player=0, request="chain")       # Ultimate Offering is not used again
    s.pick("select", "Battle Ox", player=0)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Marauding Captain", "Battle Ox"]
