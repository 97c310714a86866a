"""Trap Master never targets a card in the Field Zone (round 48c).

Trap Master's text (FLIP): target 1 Trap on the field; destroy it (a face-down target is revealed
and destroyed only if it is a Trap). A card Set in the Field Zone can only be a Field Spell, so it
is never a target: with only a Set Necrovalley there, the FLIP effect has nothing to target."""

from duelist.testing.scenario import Script, Table


def test_trap_master_does_not_offer_a_set_field_spell():
    """Q: I Flip Summon Trap Master; my opponent's only Spell/Trap is a Necrovalley Set in their
    Field Zone. May I target it? A: no: nothing is targeted and nothing is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    master = table.monster(0, "Trap Master", position="set")
    table.field_spell(1, "Necrovalley", face_down=True)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", master, request="idle")
    for _ in range(6):
        assert duel.request.kind != "target"
        if duel.request.kind == "idle":
            break
        s.pick("pass", first=True)
    assert duel.players[1].fzone is not None and duel.players[1].fzone.name == "Necrovalley"
