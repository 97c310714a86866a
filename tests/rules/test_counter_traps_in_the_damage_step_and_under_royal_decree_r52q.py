"""Counter Traps: in the Damage Step, against a Trap that answers an attack, under Royal Decree,
and what may answer them (round 52q).

Seed 000 §反擊陷阱 (spell speed 3; a Counter Trap that negates an activation chains directly to
it) and §咒文速度 (spell speed 2 effects cannot chain to spell speed 3); seed 000 §效果分類 誘發即時
效果 (in the Damage Step: negating effects and ATK/DEF changes, the latter only up to damage
calculation); Royal Decree's text (every other Trap's effect on the field is negated: a Trap may
still be activated and its cost paid); Seven Tools of the Bandit's text (pay 1000: negate a Trap
Card's activation and destroy it)."""

from duelist.testing.reads import grave, lp, monsters, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_seven_tools_negates_castle_walls_in_the_damage_step():
    """Q: Battle Ox (1700) attacks my opponent's face-up Defense Mystical Elf (2000 DEF). At the
    start of the Damage Step they activate Castle Walls (+500 DEF) on the Elf; I answer with Seven
    Tools of the Bandit. A: both may be activated in the Damage Step (a DEF change, a Counter
    Trap); Castle Walls is negated and destroyed, so the Elf keeps 2000 DEF: I pay 1000 and take
    300 from the battle (6700), the Elf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Castle Walls")
    table.spell_trap(0, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf)
    while not (duel.step == "damage" and s.has("activate", "Castle Walls")):
        s.pick("pass")
    s.pick("activate", "Castle Walls", player=1)
    s.pick("target", elf, player=1)
    s.pick("activate", "Seven Tools of the Bandit", player=0, request="chain")
    _pass_all(s, duel)
    battle = of_type(duel, "battle")
    assert len(battle) == 1 and battle[0]["value"] == 2000
    assert lp(duel) == (6700, 8000)
    assert grave(duel, 1) == ["Castle Walls"] and grave(duel, 0) == ["Seven Tools of the Bandit"]
    assert monsters(duel, 1)[0] == "Mystical Elf"


def test_seven_tools_negates_magic_cylinder_and_the_attack_goes_on():
    """Q: Battle Ox attacks directly; my opponent activates Magic Cylinder and I answer with Seven
    Tools of the Bandit. A: Magic Cylinder is negated and destroyed: the attack is not negated
    and no damage is sent back; I pay 1000 (7000), my opponent takes 1700 (6300)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Magic Cylinder", player=1)
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Seven Tools of the Bandit", player=0)
    _pass_all(s, duel)
    assert lp(duel) == (7000, 6300)
    assert grave(duel, 1) == ["Magic Cylinder"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 1700)]


def test_seven_tools_under_the_opponents_royal_decree_keeps_its_cost_paid():
    """Q: my opponent has Royal Decree face-up. I activate Call of the Haunted on my Battle Ox;
    they answer with Seven Tools of the Bandit, paying 1000. A: Seven Tools may be activated, but
    Royal Decree negates its effect: Call of the Haunted is neither negated nor destroyed. Call's
    own effect is negated as well, so it stays face-up with no monster, Battle Ox stays in my GY,
    and my opponent's 1000 stay paid."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Royal Decree", face_down=False)
    table.spell_trap(1, "Seven Tools of the Bandit")
    call = table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 7000)
    assert call.card(duel).location == "szone" and call.card(duel).face_up
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Seven Tools of the Bandit"]
    assert monsters(duel, 0) == [None] * 5


def test_stardust_dragon_cannot_answer_seven_tools_that_destroys_a_trap():
    """Q: I activate Call of the Haunted; my opponent answers with Seven Tools of the Bandit, which
    would destroy it. May my Stardust Dragon negate Seven Tools? A: no: Stardust Dragon's effect is
    spell speed 2 and cannot chain to a Counter Trap (spell speed 3). Call is destroyed, Battle
    Ox stays in my GY, and the Stardust stays."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Battle Ox")
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Seven Tools of the Bandit", player=1)
    assert duel.request.kind == "idle", "someone was offered a chain to a Counter Trap"
    assert monsters(duel, 0)[0] == "Stardust Dragon"
    assert grave(duel, 0) == ["Battle Ox", "Call of the Haunted"]
    assert lp(duel) == (8000, 7000)


def test_stardust_dragon_cannot_answer_solemn_judgment_against_a_summon():
    """Q: I Normal Summon Battle Ox; my opponent answers with Solemn Judgment (paying half), which
    destroys it. May my Stardust Dragon negate Solemn Judgment? A: no, a Counter Trap is spell
    speed 3: the summon is negated, Battle Ox is destroyed, my opponent is at 4000."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=0)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert duel.request.kind == "idle", "someone was offered a chain to a Counter Trap"
    assert monsters(duel, 0) == ["Stardust Dragon", None, None, None, None]
    assert grave(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 4000)
