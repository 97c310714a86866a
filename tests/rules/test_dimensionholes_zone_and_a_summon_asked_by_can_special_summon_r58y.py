"""A Main Monster Zone that Dimensionhole keeps unusable is no room for a Special Summon, also
where the only question a card asks is whether the monster could be Special Summoned (round 58y).

Sources, read in our words: Dimensionhole's text (the monster it banishes comes back at its
player's next Standby Phase; until then the Main Monster Zone it left cannot be used) and seed
000 §怪獸區域 (a monster is put in a usable Main Monster Zone: an effect that would Special
Summon with no usable zone cannot be activated for that). Quillbolt Hedgehog's own text: while
its player controls a face-up Tuner, it may Special Summon itself from the GY; its activation
asks only that (engine: `Ctx.can_special_summon`, actions.py `_room_after`)."""

from duelist.testing.reads import field_monsters, grave, monsters
from duelist.testing.scenario import Script, Table


def _four_monsters_and_a_hole(extra_hand=()):
    """Turn 3, my Main Phase 1: I control five monsters, Junk Synchron (a Tuner) among them, and
    Quillbolt Hedgehog is in my GY; I banish my Mystical Elf with Dimensionhole, so the only
    empty Main Monster Zone of mine is the one it left."""
    table = Table(turn=3, turn_player=0)
    for name in ("Battle Ox", "Celtic Guardian", "Gemini Elf", "Junk Synchron", "Mystical Elf"):
        table.monster(0, name)
    table.grave(0, "Quillbolt Hedgehog")
    table.hand(0, "Dimensionhole", *extra_hand)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimensionhole")
    s.pick("target", "Mystical Elf")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert "Mystical Elf" not in field_monsters(duel, 0) and len(field_monsters(duel, 0)) == 4
    return duel, s


def test_quillbolt_hedgehog_is_not_offered_with_only_dimensionholes_zone_empty():
    """Q: my only empty Main Monster Zone is the one Dimensionhole keeps unusable; I control a
    face-up Tuner and Quillbolt Hedgehog is in my GY. A: the Hedgehog's effect cannot be
    activated: there is no zone to Special Summon it to; it stays in my GY."""
    duel, s = _four_monsters_and_a_hole()
    assert not s.has("activate", "Quillbolt Hedgehog")
    assert "Quillbolt Hedgehog" in grave(duel, 0)


def test_quillbolt_hedgehog_takes_the_free_zone_not_dimensionholes():
    """Q: I control four monsters (Mystical Elf in my middle zone, my right-most zone empty) and
    a Tuner; I banish the Elf with Dimensionhole, then activate Quillbolt Hedgehog in my GY. A:
    it is offered (one usable zone is left) and comes to my right-most zone; the middle zone
    stays empty, kept for the Elf."""
    table = Table(turn=3, turn_player=0)
    for zone, name in enumerate(("Battle Ox", "Celtic Guardian", "Mystical Elf", "Junk Synchron")):
        table.monster(0, name, zone=zone)
    table.grave(0, "Quillbolt Hedgehog")
    table.hand(0, "Dimensionhole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimensionhole")
    s.pick("target", "Mystical Elf")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert s.has("activate", "Quillbolt Hedgehog")
    s.pick("activate", "Quillbolt Hedgehog")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.answer(duel.request.options[1])       # (its position: Defense)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Junk Synchron",
                                               "Quillbolt Hedgehog"]
    assert monsters(duel, 0) == ["Battle Ox", "Celtic Guardian", None, "Junk Synchron", "Quillbolt Hedgehog"]
