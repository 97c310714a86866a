"""Number 39: Utopia with no material, chosen as the attack target again on a replay (the MR5
preset; its second effect: chosen as an attack target while it has no material, it destroys
itself).

Seed 004 §战斗阶段中的卷回 (on a replay the attacking player chooses the attack target again).
Source: yugipedia "Replay": a target chosen again is no new attack declaration, but cards
and effects that answer a monster being chosen as an attack target (Crystal Beast Amber
Mammoth, for one) may be activated; Utopia's second effect is such an effect
(the OCG text reads the same: it acts when it is chosen as the attack target while it has no
material).

Request h40d-3: fails on main (41758b2): engine/battle.py's replay emits a "retarget" event but
no happening that "targeted for an attack" triggers hear, so Utopia is not destroyed and the
battle is fought (Battle Ox destroyed)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_number_39_utopia_with_no_material_chosen_again_on_a_replay_is_destroyed():
    """Q: my opponent's Battle Ox attacks my Celtic Guardian; I return Celtic Guardian to my hand
    with Compulsory Evacuation Device, and on the replay they choose my Utopia (no material) as
    the new target. What happens? A: Utopia is targeted for an attack with no material: its
    effect destroys it. Battle Ox then has no target left: it may attack directly (another
    replay) or stop."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    knight = table.monster(0, "Celtic Guardian")
    utopia = table.monster(0, "Number 39: Utopia", summon_kind="xyz")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=knight, player=1)
    s.pick("activate", "Compulsory Evacuation Device", player=0)
    s.pick("target", knight, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("retarget", "Battle Ox", target=utopia, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and "Number 39: Utopia" in grave(duel, 0)
    assert field_monsters(duel, 1) == ["Battle Ox"]
