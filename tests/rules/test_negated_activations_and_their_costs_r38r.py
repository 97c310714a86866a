"""A card's activation negated against its effect negated; costs paid though the effect is
negated; once-per-turn uses spent by a negated effect (round 38r).

seed 000 §效果分類 / §連鎖 and the OCG rulings of the cards: a negated activation does nothing
and its card goes to the GY (a Spell or Trap that would stay on the field too); a cost is paid
on activation and stays paid whatever happens to the effect; a "once per turn" effect is
used once it is activated, even if its effect is negated."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, monsters, of_type
from duelist.testing.scenario import Script, Table


def _chain_passes(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_swords_of_revealing_light_negated_by_magic_jammer_goes_to_the_gy():
    """Question: Swords of Revealing Light is a Normal Spell that stays on the field once it
    resolved. If Magic Jammer negates its activation, where does it go? Answer: to the GY at
    once -- a negated activation never resolves, so nothing keeps the card on the field; the
    opponent's Set monster stays face-down and may attack."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    table.monster(1, "Celtic Guardian", position="set")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Kozaky", player=1)
    _chain_passes(s)
    assert grave(duel, 0) == ["Swords of Revealing Light"]
    assert [c for c in duel.players[0].szone if c is not None] == []
    assert duel.monsters(1)[0].position == S.FACEDOWN_DEFENSE
    assert sorted(grave(duel, 1)) == ["Kozaky", "Magic Jammer"]


def test_magic_jammer_negated_by_solemn_judgment_keeps_its_discard_paid():
    """Question: Magic Jammer (discarding Kozaky as its cost) answers Pot of Greed and Solemn
    Judgment (paying half the LP) answers Magic Jammer. What stays paid? Answer: both costs
    -- Kozaky stays in the GY and half the LP stay paid; Magic Jammer is negated and goes to
    the GY, and Pot of Greed resolves: its player draws 2."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Pot of Greed")
    table.spell_trap(0, "Solemn Judgment")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Kozaky", player=1)
    s.pick("activate", "Solemn Judgment", player=0, request="chain")
    _chain_passes(s)
    assert duel.players[0].lp == 4000
    assert sorted(grave(duel, 1)) == ["Kozaky", "Magic Jammer"]
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Pot of Greed", "Solemn Judgment"]


def test_snatch_steal_negated_by_magic_jammer_takes_nothing():
    """Question: Magic Jammer negates the activation of Snatch Steal. Does Snatch Steal stay
    on the field unequipped, and does control change? Answer: neither -- the negated Equip
    Spell goes to the GY and the targeted monster stays with its controller."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Snatch Steal")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Kozaky", player=1)
    _chain_passes(s)
    assert grave(duel, 0) == ["Snatch Steal"]
    assert field_monsters(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == []


def test_call_of_the_haunted_negated_by_solemn_judgment_revives_nothing():
    """Question: Solemn Judgment negates the activation of a Set Call of the Haunted (a
    Continuous Trap). Where does it go, and is its monster revived? Answer: it is destroyed
    and goes to the GY, and the monster stays in the GY."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Battle Ox")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    _chain_passes(s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Call of the Haunted"]
    assert duel.players[1].lp == 4000


def test_time_wizard_negated_by_effect_veiler_has_used_its_once_per_turn():
    """Question: Time Wizard activates its once-per-turn effect and the opponent chains
    Effect Veiler, negating it. May Time Wizard activate again this turn? Answer: no -- the
    effect was activated, so its one use this turn is spent; no coin is tossed."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Time Wizard")
    table.monster(1, "Battle Ox")
    table.hand(1, "Effect Veiler")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Time Wizard")
    s.pick("activate", "Effect Veiler", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Time Wizard", player=1)
    _chain_passes(s)
    assert of_type(duel, "coin") == [] and field_monsters(duel, 1) == ["Battle Ox"]
    assert field_monsters(duel, 0) == ["Time Wizard"]
    assert duel.request.kind == "idle" and not s.has("activate", "Time Wizard")


def test_stealth_bird_activated_under_skill_drain_has_used_its_once_per_turn():
    """Question: under the opponent's face-up Skill Drain, Stealth Bird activates its
    once-per-turn "turn this card face-down" effect; it is negated as it resolves. May it be
    activated again this turn? Answer: no -- activating it used the turn's one use (Skill Drain
    does not stop the activation, it negates the effect: seed 000 §其他效果)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Stealth Bird")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stealth Bird")
    _chain_passes(s)
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK
    assert duel.request.kind == "idle" and not s.has("activate", "Stealth Bird")


def test_utopias_detach_stays_paid_when_skill_drain_negates_its_effect():
    """Question: under player 0's face-up Skill Drain, Blue-Eyes White Dragon attacks player
    1's Number 39: Utopia, which detaches a material to negate the attack. What happens?
    Answer: the effect may be activated (Skill Drain negates effects, not activations) and its
    cost -- the material -- is paid, but the effect is negated: the attack goes on, Utopia
    (2500) is destroyed and player 1 takes 500."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    utopia = table.monster(1, "Number 39: Utopia", materials=["Celtic Guardian", "Battle Ox"])
    table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=utopia)
    s.pick("yes", player=1, request="yes_no")
    s.pick("select", "Celtic Guardian", player=1)
    for _ in range(10):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "chain")] == ["Number 39: Utopia"]
    assert field_monsters(duel, 1) == [] and duel.players[1].lp == 7500
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian", "Number 39: Utopia"]


def test_a_field_spell_whose_activation_is_negated_does_not_bring_back_the_one_it_replaced():
    """Question: player 0 has Sogen face-up and activates Yami from the hand; player 1 negates
    Yami with Magic Jammer. Does Sogen come back? Answer: no -- the old Field Spell was sent to
    the GY to make room when Yami was activated (seed 000 §場地魔法: 可以将該卡送去墓地并将新的場地
    魔法在場地區域發動), before any answer; the negated Yami goes to the GY too, leaving the Field
    Zone empty."""
    table = Table(turn=3, turn_player=0)
    table.field_spell(0, "Sogen")
    table.hand(0, "Yami")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Yami")
    assert grave(duel, 0) == ["Sogen"]
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Kozaky", player=1)
    _chain_passes(s)
    assert grave(duel, 0) == ["Sogen", "Yami"]
    assert duel.players[0].fzone is None


def test_skill_drain_negates_the_flip_effect_of_a_monster_destroyed_by_the_attack_that_flipped_it():
    """Question: under player 0's Skill Drain, Battle Ox attacks and destroys a Set Man-Eater
    Bug; the Bug's FLIP effect is activated after damage calculation, targeting Battle Ox. Is it
    negated? Answer: yes -- a monster destroyed by battle is sent to the GY only at the end of
    the Damage Step (seed 000 §效果分類 誘發效果: the flip effect starts after damage calculation),
    so the effect is activated and resolves while the Bug is still face-up on the field, where
    Skill Drain negates it; Battle Ox survives."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug)
    for _ in range(10):
        if duel.request.kind == "battle":
            break
        if duel.request.kind == "target":
            s.pick("target", "Battle Ox", player=1)
        else:
            s.pick("pass")
    assert [e["name"] for e in of_type(duel, "chain")] == ["Man-Eater Bug"]
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Man-Eater Bug"]


def test_solemn_judgment_under_its_own_players_royal_decree_is_paid_for_and_does_nothing():
    """Question: player 1 has Royal Decree face-up ("negate all other Trap effects on the
    field") and activates Solemn Judgment against player 0's Normal Summon of Battle Ox. What
    happens? Answer: the activation is allowed and its cost -- half player 1's LP -- is paid,
    but Royal Decree negates its effect (its own player's Traps too): Battle Ox is summoned."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Royal Decree", face_down=False)
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    _chain_passes(s)
    assert field_monsters(duel, 0) == ["Battle Ox"] and duel.players[1].lp == 4000
    assert grave(duel, 1) == ["Solemn Judgment"]
