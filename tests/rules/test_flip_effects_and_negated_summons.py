"""Rules found open while the coverage table was re-checked (now closed)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_monster_whose_summon_is_negated_was_never_on_the_field():
    """seed 000 §通常召喚: a monster whose summon was negated is not treated as sent from
    the field to the GY: Sangan's "sent from the field" effect does not activate."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Sangan")
    table.deck(0, ["Mystical Elf", "Battle Ox"])
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert grave(duel, 0) == ["Sangan"] and duel.request.kind == "idle"
    s.pick("end_turn")
    assert [c.name for c in duel.players[0].hand] == []      # no search ever happened


def test_flip_effect_cannot_target_a_monster_whose_destruction_by_battle_is_decided():
    """seed 004 §翻转效果的发动: a monster destroyed by battle (decided at damage calculation)
    cannot be chosen as a target, Man-Eater Bug itself included."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug)
    s.pick("target", "Battle Ox", player=1)                # the Bug itself is not offered
    assert field_monsters(duel, 0) == [] and grave(duel, 1) == ["Man-Eater Bug"]


def test_flip_effect_target_list_leaves_out_the_destroyed_flipper():
    """seed 004 §翻转效果的发动: the flipped monster, destroyed by that battle, is not among
    the targets offered."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug)
    request = duel.request
    assert request.kind == "target" and "Man-Eater Bug" not in [o.name for o in request.options]
