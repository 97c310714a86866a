"""Two-Pronged Attack with one of its three targets gone before it resolves (round 52y).

The card's own text (in short): target 2 monsters you control and 1 your opponent controls;
destroy them. Seed 000 §效果分類 and the general rule for several targets (our reading of the rule
documents; no card-specific FAQ found): the effect is applied to the targets still there; one that
left the field is simply not destroyed, and the others still are. Here the opponent bounces their
own target: the trade fails, and the activating player's two monsters are still destroyed."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_the_opponents_target_returned_to_the_hand_leaves_my_two_monsters_destroyed():
    """Q: I activate Two-Pronged Attack on my Battle Ox and Celtic Guardian and my opponent's
    Mystical Elf; my opponent chains Compulsory Evacuation Device and returns the Elf to their hand.
    A: the Elf is no longer on the field: only my two targets are destroyed."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.spell_trap(0, "Two-Pronged Attack")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Two-Pronged Attack", request="idle")
    s.pick("target", "Battle Ox", player=0)
    s.pick("target", "Celtic Guardian", player=0)
    if duel.request.kind == "target" and any(o.kind == "done" for o in duel.request.options):
        s.pick("done", player=0)
    s.pick("target", "Mystical Elf", player=0)
    if duel.request.player == 0 and duel.request.kind == "chain":
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", "Mystical Elf", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == ["Mystical Elf"]
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Two-Pronged Attack"]
    assert sorted(e["name"] for e in of_type(duel, "destroyed")) == ["Battle Ox", "Celtic Guardian"]
