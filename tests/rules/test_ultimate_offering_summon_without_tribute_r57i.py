"""Ultimate Offering's extra Normal Summon of a monster that may be Normal Summoned without
Tributes by its own rule (Fusilier Dragon, the Dual-Mode Beast), round 57i.

Found by the property duels (tests/engine/test_property.py block 9, seed 188, once Magic
Reflector joined the pool of scripted cards and reshuffled the random decks): the extra summon
offers "Normal Summon without Tributing Fusilier Dragon" but then asks for Tributes as for a
Tribute Summon, and the duel stalls with no decision pending. Fusilier Dragon's text: it can be
Normal Summoned without Tributing (its ATK/DEF are halved); Ultimate Offering's: pay 500 LP to
make an additional Normal Summon or Set -- any Normal Summon, so Fusilier Dragon's own rule
applies to it (our reading of the two texts: an additional Normal Summon is a Normal Summon)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

FUSILIER = "Fusilier Dragon, the Dual-Mode Beast"


def test_ultimate_offering_summons_fusilier_dragon_without_tributes():
    """Q: I control Battle Ox and a face-up Ultimate Offering, with Fusilier Dragon in my hand. I
    pay 500 LP for Ultimate Offering's extra Normal Summon and choose to summon Fusilier Dragon
    without Tributing. A: it is Normal Summoned with no Tribute asked: Battle Ox stays, I have
    7500 LP."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, FUSILIER)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("summon_without_tribute", FUSILIER, request="summon_now", player=0)
    assert duel.request is not None and duel.request.kind != "tribute"
    assert sorted(field_monsters(duel, 0)) == sorted(["Battle Ox", FUSILIER])
    assert duel.players[0].lp == 7500


def test_ultimate_offering_sets_fusilier_dragon_without_tributes():
    """Q: the same, but I choose to Set Fusilier Dragon without Tributing with Ultimate Offering's
    extra Normal Set (today's text lets it be Normal Summoned or Set without Tributes). A: it is
    Set face-down with no Tribute asked: Battle Ox stays, and the extra Set counts against no
    Normal Summon of mine (the menu still offers my Normal Summon of the turn)."""
    from duelist.engine import state as S
    table = Table(turn=3, turn_player=0)
    table.hand(0, FUSILIER)
    table.hand(0, "Battle Ox")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("set_without_tribute", FUSILIER, request="summon_now", player=0)
    assert duel.request is not None and duel.request.kind != "tribute"
    assert sorted(field_monsters(duel, 0)) == sorted(["Battle Ox", FUSILIER])
    fusilier = [c for c in duel.monsters(0) if c.data.name == FUSILIER][0]
    assert fusilier.position == S.FACEDOWN_DEFENSE
    assert duel.players[0].lp == 7500
    while duel.request.kind != "idle":
        s.pick("pass")
    assert any(o.kind == "summon" and o.name == "Battle Ox" for o in duel.request.options)
