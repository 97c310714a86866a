"""What a monster flipped face-up starts, and from when its continuous effect applies
(round 38r).

seed 000 §效果分類 (永續效果: 在變成表側表示的瞬間就已經适用; 誘發效果: FLIP effects and other
triggers on the flip); Ceasefire's text (only the Flip effects of the monsters it flips are not
activated)."""

from duelist.testing.reads import field_monsters, lp, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import burns_when_flipped_face_up


def test_ceasefire_stops_flip_effects_but_not_stealth_birds_flipped_face_up_trigger(monkeypatch):
    """Question: Ceasefire turns face-up player 1's Set Stealth Bird and Set Man-Eater Bug
    "without their Flip effects". Does Stealth Bird's "when flipped face-up: 1000 damage"
    effect start? Answer: yes -- it is a trigger on its flip, not a FLIP effect (Stealth Bird
    is no Flip Effect Monster); Man-Eater Bug's FLIP effect does not start. Ceasefire deals
    500 for each of the 2 Effect Monsters to player 1, the Bird 1000 to player 0. (Stealth Bird
    as a stand-in with that trigger, tests/rules/stand_ins.py: the real card's damage starts only
    on a Flip Summon, stop 41.)"""
    burns_when_flipped_face_up(monkeypatch)
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Ceasefire")
    table.monster(0, "Battle Ox")
    table.monster(1, "Stealth Bird", position="set")
    table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Ceasefire")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Ceasefire", "Stealth Bird"]
    assert lp(duel) == (7000, 7000)
    assert field_monsters(duel, 0) == ["Battle Ox"]        # the Bug destroyed nothing


def test_a_set_jinzo_flipped_by_the_attack_stops_traps_before_damage_calculation():
    """Question: Battle Ox attacks a Set Jinzo. At the start of the Damage Step Jinzo is still
    face-down and the attacker may activate Reinforcements; once Jinzo is flipped face-up
    (before damage calculation) may they? Answer: no -- a continuous effect applies from the
    moment its monster is face-up (seed 000 §永續效果), so no Trap may be activated from then
    until Jinzo is gone; Battle Ox (1700) destroys Jinzo (DEF 1500), and in the Battle Step
    Reinforcements may be activated again."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Reinforcements")
    jinzo = table.monster(1, "Jinzo", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jinzo)
    offered = []
    for _ in range(8):
        request = duel.request
        offered.append((duel.damage_sub, s.has("activate", "Reinforcements")))
        if request.kind == "battle":
            break
        s.pick("pass")
    assert offered[0] == (None, True)                  # the attack declaration
    assert ("start", True) in offered                  # Jinzo still face-down
    assert all(not has for sub, has in offered if sub in ("before_calc", "calc"))
    assert field_monsters(duel, 1) == [] and s.has("activate", "Reinforcements")


def test_a_negated_flip_summon_starts_no_flipped_face_up_trigger():
    """Question: player 0 Flip Summons Stealth Bird and player 1 negates the Flip Summon with
    Solemn Judgment. Is the Bird's "when flipped face-up: 1000 damage" effect activated?
    Answer: no -- a negated summon never succeeded (seed 000 §召喚, 『召喚無效』): the Bird is destroyed
    and nothing of its flip starts."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Stealth Bird", position="set")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("flip_summon", "Stealth Bird")
    s.pick("activate", "Solemn Judgment", player=1)
    while duel.request.kind != "idle":
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Solemn Judgment"]
    assert lp(duel) == (8000, 4000) and field_monsters(duel, 0) == []
