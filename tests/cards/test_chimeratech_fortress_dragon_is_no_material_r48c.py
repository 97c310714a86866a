"""Chimeratech Fortress Dragon cannot be a Fusion Material (round 48c).

Chimeratech Fortress Dragon's text: it cannot be used as a Fusion Material. It is a Machine, but
another Chimeratech Fortress Dragon's contact fusion (Cyber Dragon + Machine monsters) may not
send it: only Cyber Dragon and the Machine beside it are offered."""

from duelist.testing.scenario import Script, Table


def test_a_chimeratech_on_the_field_is_not_offered_as_material_for_another():
    """Q: I control Cyber Dragon, Mechanicalchaser and a properly summoned Chimeratech Fortress
    Dragon, with a second Chimeratech in my Extra Deck. Which monsters may its summon send? A:
    Cyber Dragon and Mechanicalchaser, not the Chimeratech."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Cyber Dragon")
    table.monster(0, "Mechanicalchaser")
    table.monster(0, "Chimeratech Fortress Dragon", summon_kind="fusion")
    table.extra(0, "Chimeratech Fortress Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Chimeratech Fortress Dragon")
    for _ in range(6):
        if duel.request.kind == "select":
            assert "Chimeratech Fortress Dragon" not in [o.name for o in s.options("select")]
            s.pick("select", first=True)
        elif duel.request.kind == "yes_no":
            s.pick("no")
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            break
    assert sorted(c.name for c in duel.players[0].grave) == ["Cyber Dragon", "Mechanicalchaser"]
    assert [c.name for c in duel.monsters(0)] == ["Chimeratech Fortress Dragon"] * 2
