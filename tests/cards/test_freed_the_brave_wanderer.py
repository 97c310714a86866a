"""Freed the Brave Wanderer (16556849): once per turn, in its controller's Main Phase, banish 2
LIGHT monsters from their GY (a cost) to target a face-up monster on the field with higher ATK
than Freed's and destroy it.

Sources: the card's text (IOC, 2005: "remove from play 2 LIGHT monsters from your Graveyard to
destroy 1 face-up monster on the field with ATK higher than this card's ATK. This effect can
only be used once per turn"; today's: "banish 2 LIGHT monsters from your GY, then target 1
face-up monster on the field with higher ATK than this card; destroy that target": the same);
the condition on the target is asked again as it resolves (our reading of the text: its
target must still fit, docs/cards.md `Target`); Necrovalley's text (cards in the GY cannot be banished: a cost that banishes
from the GY cannot be paid, docs/cards.md `grave_banish`)."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table(p1=("Summoned Skull",), lights=("Mystical Elf", "Blue-Eyes White Dragon"), necrovalley=False, turn_player=0):
    table = Table(rules="GOAT", turn=3, turn_player=turn_player)
    freed = table.monster(0, "Freed the Brave Wanderer")
    refs = [table.monster(1, name) for name in p1]
    for name in lights:
        table.grave(0, name)
    if necrovalley:
        table.field_spell(1, "Necrovalley")
    return table, freed, refs


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_freed_the_brave_wanderer_banishes_2_lights_to_destroy_a_stronger_monster():
    """Q: with Mystical Elf and Blue-Eyes White Dragon (LIGHT) in my GY I use Freed on my opponent's
    Summoned Skull (2500 > 1700): what happens? A: both LIGHT monsters are banished (the cost)
    and Summoned Skull is destroyed."""
    table, freed, (skull,) = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Freed the Brave Wanderer", request="idle")
    s.pick("select", "Mystical Elf", player=0)
    s.pick("select", "Blue-Eyes White Dragon", player=0)
    s.pick("target", skull, player=0)
    _pass_all(s, duel)
    assert sorted(banished(duel, 0)) == ["Blue-Eyes White Dragon", "Mystical Elf"] and grave(duel, 0) == []
    assert grave(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == ["Freed the Brave Wanderer"]


def test_freed_the_brave_wanderer_targets_only_a_face_up_monster_with_higher_atk():
    """Q: my opponent controls Summoned Skull (2500), Battle Ox (1700, equal to Freed) and a
    face-down monster: which may Freed target? A: only Summoned Skull: Battle Ox's ATK is not
    higher, and a face-down monster is no face-up one. With only Battle Ox there, Freed cannot
    be used at all."""
    table, freed, refs = _table(p1=("Summoned Skull", "Battle Ox"))
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Freed the Brave Wanderer", request="idle")
    s.pick("select", "Mystical Elf", player=0)
    s.pick("select", "Blue-Eyes White Dragon", player=0)
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Summoned Skull"]
    table, freed, refs = _table(p1=("Battle Ox",))
    duel = table.build()
    assert not Script(duel).has("activate", "Freed the Brave Wanderer")


def test_freed_the_brave_wanderer_needs_2_light_monsters_in_its_gy():
    """Q: may I use Freed with only one LIGHT monster (and a DARK one) in my GY? A: no: the cost
    needs 2 LIGHT monsters."""
    table, freed, refs = _table(lights=("Mystical Elf", "Summoned Skull"))
    duel = table.build()
    assert not Script(duel).has("activate", "Freed the Brave Wanderer")


def test_freed_the_brave_wanderer_once_per_turn():
    """Q: with 4 LIGHT monsters in my GY and two stronger monsters facing me, may Freed destroy
    both this turn? A: no: once per turn."""
    table, freed, (skull, magician) = _table(p1=("Summoned Skull", "Dark Magician"),
                                             lights=("Mystical Elf", "Blue-Eyes White Dragon") * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Freed the Brave Wanderer", request="idle")
    s.pick("select", "Mystical Elf", player=0, first=True)
    s.pick("select", "Blue-Eyes White Dragon", player=0, first=True)
    s.pick("target", skull, player=0)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Summoned Skull"] and len(grave(duel, 0)) == 2
    assert not s.has("activate", "Freed the Brave Wanderer")


def test_freed_the_brave_wanderer_cannot_banish_under_necrovalley():
    """Q: my opponent controls Necrovalley: may I banish 2 LIGHT monsters from my GY for Freed?
    A: no: Necrovalley keeps the cards in the GY from being banished, so the cost cannot be
    paid and Freed cannot be activated."""
    table, freed, refs = _table(necrovalley=True)
    duel = table.build()
    assert not Script(duel).has("activate", "Freed the Brave Wanderer")


def test_freed_the_brave_wanderer_target_no_longer_stronger_is_not_destroyed():
    """Q: I target my opponent's Mad Dog of Darkness (1900 > 1700) with Freed; they chain Rush
    Recklessly on my Freed (+700: 2400). Is Mad Dog destroyed? A: no: as Freed resolves the
    target must still have higher ATK than Freed; 1900 is not higher than 2400. The cost stays
    paid (both LIGHT monsters banished)."""
    table, freed, (dog,) = _table(p1=("Mad Dog of Darkness",))
    table.spell_trap(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Freed the Brave Wanderer", request="idle")
    s.pick("select", "Mystical Elf", player=0)
    s.pick("select", "Blue-Eyes White Dragon", player=0)
    s.pick("target", dog, player=0)
    s.pick("activate", "Rush Recklessly", player=1, request="chain")
    s.pick("target", freed, player=1)
    _pass_all(s, duel)
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 1) == ["Mad Dog of Darkness"] and grave(duel, 1) == ["Rush Recklessly"]
    assert sorted(banished(duel, 0)) == ["Blue-Eyes White Dragon", "Mystical Elf"]
