"""Just Desserts counts the opponent's monsters when it resolves, not when it is activated
(round 52y).

The card's own text (in short): your opponent takes 500 damage for each monster they control.
Nothing is targeted and the number is read as the effect is applied: seed 000 §效果分類 (an
effect is applied to the situation as it resolves). This is our reading of the rule documents and
of the card's text (no card-specific FAQ found): a monster summoned in the chain counts, one that
left the field does not."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _desserts(p1_trap, p1_grave=()):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Just Desserts")
    table.monster(1, "Battle Ox")
    if p1_grave:
        table.grave(1, *p1_grave)
    table.spell_trap(1, p1_trap)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Just Desserts", player=0, request="idle")
    if duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    return duel, s


def test_a_monster_revived_in_the_chain_is_counted():
    """Q: my opponent controls only Battle Ox when I activate Just Desserts; they chain Call of the
    Haunted and revive Mystical Elf. A: they control two monsters when it resolves: 1000 damage."""
    duel, s = _desserts("Call of the Haunted", p1_grave=("Mystical Elf",))
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Mystical Elf", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Battle Ox", "Mystical Elf"]
    assert lp(duel) == (8000, 7000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 1000)]


def test_the_only_monster_returned_to_the_hand_in_the_chain_means_no_damage():
    """Q: my opponent's only monster is Battle Ox; they answer Just Desserts with Compulsory
    Evacuation Device on their own Battle Ox. A: they control no monster when it resolves: no
    damage (Just Desserts still resolves and goes to the GY)."""
    duel, s = _desserts("Compulsory Evacuation Device")
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == []
    assert "Battle Ox" in [c.name for c in duel.players[1].hand]
    assert lp(duel) == (8000, 8000)
    assert of_type(duel, "damage") == []
    assert grave(duel, 0) == ["Just Desserts"]
