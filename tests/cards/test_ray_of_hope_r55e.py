"""Ray of Hope (82529174): a Normal Trap that targets 2 LIGHT monsters in its player's GY and
shuffles them into the Deck.

Sources: the card's text (DCR 2005: "select 2 LIGHT monsters in your Graveyard and return them
to your Deck" and shuffle; today's "target 2 LIGHT monsters in your GY; shuffle them into the
Deck": one meaning, in our words); it targets, so it needs 2 LIGHT Monster Cards in its
player's own GY to be activated (seed 000 §對象); Necrovalley negates a card effect that would
move a card out of a GY (Necrovalley's text, tests/cards/test_rulings_necrovalley.py).
"""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def deck_names(duel, player):
    return sorted(c.name for c in duel.players[player].deck)


def test_ray_of_hope_shuffles_two_light_monsters_into_the_deck():
    """Q: my GY holds Mystical Elf, Blue-Eyes White Dragon (both LIGHT) and Battle Ox (EARTH).
    A: Ray of Hope targets the two LIGHT monsters: they go into my Deck, which is shuffled;
    Battle Ox stays."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Ray of Hope")
    table.grave(0, "Mystical Elf", "Blue-Eyes White Dragon", "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ray of Hope")
    s.pick("target", "Mystical Elf", request="target")
    s.pick("target", "Blue-Eyes White Dragon", request="target")
    _finish(s)
    assert deck_names(duel, 0) == ["Blue-Eyes White Dragon", "Celtic Guardian", "Mystical Elf"]
    assert grave(duel, 0) == ["Battle Ox", "Ray of Hope"]
    assert any(e["player"] == 0 for e in of_type(duel, "shuffle"))


def test_ray_of_hope_needs_two_light_monsters_in_my_own_gy():
    """Q: my GY holds one LIGHT monster (Mystical Elf) and Battle Ox; my opponent's GY holds
    Blue-Eyes White Dragon. A: it targets only my own GY's LIGHT monsters: it cannot be
    activated."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Ray of Hope")
    table.grave(0, "Mystical Elf", "Battle Ox")
    table.grave(1, "Blue-Eyes White Dragon")
    duel = table.build()
    assert not Script(duel).has("activate", "Ray of Hope")


def test_ray_of_hope_negated_by_necrovalley():
    """Q: my opponent controls Necrovalley; I activate Ray of Hope on my two LIGHT monsters.
    A: it may be activated, and is negated as it resolves: both stay in my GY."""
    table = Table(rules="GOAT", turn=3)
    table.field_spell(1, "Necrovalley")
    table.spell_trap(0, "Ray of Hope")
    table.grave(0, "Mystical Elf", "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ray of Hope")
    s.pick("target", "Mystical Elf", request="target")
    s.pick("target", "Blue-Eyes White Dragon", request="target")
    _finish(s)
    assert grave(duel, 0) == ["Mystical Elf", "Blue-Eyes White Dragon", "Ray of Hope"]
    assert duel.players[0].deck == []
    assert [e["name"] for e in of_type(duel, "negated")] == ["Ray of Hope"]
