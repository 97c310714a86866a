"""A Pendulum Monster in a Pendulum Zone is a Spell Card there, not a monster (seed 000
§當作魔法卡的靈擺怪獸, §靈擺區域): "every monster on the field" (Dark Hole) passes it by, "every
Spell and Trap on the field" (Heavy Storm) destroys it, and, a Monster Card leaving the field,
it goes face-up to its owner's Extra Deck (seed 000 §額外卡組區域), not to the GY."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LOW, HIGH = "Foucault's Cannon", "Flash Knight"      # scales 2 and 7, no Pendulum Effects


def _scales_and(card):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.pendulum(0, LOW, "left")
    table.pendulum(0, HIGH, "right")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.hand(0, card)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _settle(s, duel):
    while duel.request.kind != "idle":
        s.pick("pass", first=True)


def _scale_names(duel, player=0):
    return sorted(c.name for c in duel.players[player].szone if c is not None)


def test_dark_hole_leaves_both_pendulum_scales():
    """Question: does Dark Hole destroy the Pendulum Monsters in the Pendulum Zones? Answer: no,
    they are Spell Cards there; only the monsters in the Monster Zones are destroyed."""
    duel = _scales_and("Dark Hole").build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _settle(s, duel)
    assert _scale_names(duel) == sorted([LOW, HIGH])
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Dark Hole"]
    assert [c.name for c in duel.players[0].extra if c.face_up] == []


def test_heavy_storm_destroys_both_scales_and_they_go_face_up_to_the_extra_deck():
    """Question: Heavy Storm destroys every Spell and Trap on the field: the two scales too, and
    where do they go? Answer: yes, both are destroyed and go face-up to the Extra Deck; the
    monsters stay."""
    duel = _scales_and("Heavy Storm").build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm")
    _settle(s, duel)
    assert _scale_names(duel) == []
    assert sorted(c.name for c in duel.players[0].extra if c.face_up) == sorted([LOW, HIGH])
    assert grave(duel, 0) == ["Heavy Storm"]
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
