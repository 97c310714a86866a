"""Kaiser Colosseum (35059553) and a Tribute Summon from a full field.

While its controller controls a monster, the opponent cannot put a monster on the field past the count of
its controller's monsters; the monsters already there stay (yugioh-wiki.net 《カイザーコロシアム》). A
Tribute Summon is a placement: it is allowed only where the Tributes bring the summoning player back
within the count. Found by the property test (theme "Kaiser Colosseum+Change of Heart+Dimensionhole",
seed 58844): with all five Main Monster Zones full, the limit blocks no empty zone, and the menu offered
Big Koala's Tribute Summon past the limit; the summon then found no zone and the duel crashed."""

from duelist.testing.scenario import Script, Table

FIVE = ("Orion the Battle King", "Twinheaded Beast", "Turtle Bird", "Chosen by the World Chalice",
        "Serpent Night Dragon")


def _table(own_monsters):
    table = Table(turn=3, turn_player=1)
    table.spell_trap(0, "Kaiser Colosseum", face_down=False)
    for name in own_monsters:
        table.monster(0, name, position="set")
    for name in FIVE:
        table.monster(1, name)
    table.hand(1, "Big Koala")
    return table


def test_kaiser_colosseum_no_tribute_summon_past_the_count_from_a_full_field():
    """Q: my opponent controls Kaiser Colosseum and one monster; I control five monsters (they were
    there before) and hold Big Koala (Level 7: two Tributes). A: two Tributes and Big Koala leave me
    four monsters, more than their one: I may neither Tribute Summon nor Tribute Set it."""
    s = Script(_table(["Dark Shade"]).build())
    assert not s.has("summon", "Big Koala")
    assert not s.has("set", "Big Koala")


def test_kaiser_colosseum_tribute_summon_within_the_count_from_a_full_field():
    """Q: the same, but my opponent controls four monsters. A: two Tributes and Big Koala leave me
    four monsters, not more than their four: the Tribute Summon is offered and made."""
    duel = _table(["Dark Shade", "Battle Ox", "Celtic Guardian", "Mystical Elf"]).build()
    s = Script(duel)
    assert s.has("summon", "Big Koala")
    s.pick("summon", "Big Koala")
    s.pick("tribute", "Orion the Battle King")
    s.pick("tribute", "Turtle Bird")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    names = [c.data.name for c in duel.players[1].mzone if c is not None]
    assert "Big Koala" in names and len(names) == 4
