"""The Flute of Summoning Dragon summons at least one Dragon when it resolves (round 49c's
mutation round).

The Flute's text (if Lord of D. is face-up: Special Summon up to 2 Dragon monsters from your
hand) and seed 000 §効果処理: "up to 2" is one or two; an effect that was activated with a
Dragon to summon summons at least one. Its choice of Dragons offers no "done" before the first
one is picked."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_the_flute_asks_for_a_first_dragon_without_a_done():
    """Q: Lord of D. is face-up; I activate The Flute of Summoning Dragon with Koumori Dragon and
    Blue-Eyes White Dragon in my hand. May I summon none? A: no: I pick at least one Dragon; the
    choice offers no "done" before the first."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Lord of D.", zone=0)
    table.hand(0, "The Flute of Summoning Dragon", "Koumori Dragon", "Blue-Eyes White Dragon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Flute of Summoning Dragon")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "select" and duel.request.player == 0
    assert not s.has("done")
    s.pick("select", "Koumori Dragon")
    if duel.request.kind == "select":
        s.pick("done")
    while duel.request.kind in ("option", "zone"):
        s.answer(duel.request.options[0])
    assert sorted(field_monsters(duel, 0)) == ["Koumori Dragon", "Lord of D."]
