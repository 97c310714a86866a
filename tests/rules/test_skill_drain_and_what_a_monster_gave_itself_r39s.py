"""Skill Drain against Number 17: Leviathan Dragon (seed 000 §永續效果: a continuous effect
applies while its card is face-up, and a negated one does not; Skill Drain negates the effects
of face-up monsters). Ruling source: Konami OCG FAQ, Number 17: Leviathan Dragon (quoted on
the Yu-Gi-Oh! Wiki's Card Rulings page): under Skill Drain its "cannot attack directly while it
has no Xyz Material" is negated too, so it may attack directly; a gain from another card's
effect is no effect of the monster and stays."""

from duelist.testing.scenario import Script, Table

LEVIATHAN = "Number 17: Leviathan Dragon"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def test_leviathan_dragon_with_no_material_under_skill_drain_may_attack_directly():
    """Question: Leviathan Dragon holds no material; the opponent's Skill Drain is face-up.
    May it attack directly?
    Answer: yes -- its restriction is an effect of the monster and is negated (OCG FAQ);
    2000 damage."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LEVIATHAN)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LEVIATHAN, target="player")
    _resolve(duel, s)
    assert duel.players[1].lp == 6000


def test_a_gain_from_rush_recklessly_stays_under_skill_drain():
    """Question: Rush Recklessly gives Leviathan Dragon 700 ATK, then its controller activates
    Skill Drain. What is its ATK?
    Answer: 2700 -- Skill Drain negates the monster's own effects, not a Spell's resolved
    effect on it."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.monster(0, LEVIATHAN, materials=["Giant Soldier of Stone"])
    table.hand(0, "Rush Recklessly")
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", LEVIATHAN)
    _resolve(duel, s)
    s.pick("activate", "Skill Drain")
    _resolve(duel, s)
    assert duel.atk(dragon.card(duel)) == 2700


def test_gagaga_magician_under_skill_drain_is_still_no_synchro_material():
    """Question: Gagaga Magician "cannot be used as Synchro Material". Under Skill Drain, may it
    and Tune Warrior (Tuner, 3) make Ancient Fairy Dragon (Level 7)?
    Answer: no -- that line is no effect of the monster but a restriction of its text (効果外テキスト,
    as a summon condition), which negating its effects does not lift (yugioh-wiki 《ガガガマジシャン》
    and 「シンクロ素材」; stop 50, h50s request 1: tests/cards/test_gagaga_magician_as_synchro_material_under_skill_drain_r50s.py).
    (Until stop 50 this test said yes, after Yugipedia's TCG ruling on Blackwing - Vayu under
    Skill Drain; the OCG's reading is the engine's.)"""
    def table_with(skill_drain):
        table = Table(rules="MR5", turn=3, turn_player=0)
        table.extra(0, "Ancient Fairy Dragon")
        table.monster(0, "Tune Warrior")
        table.monster(0, "Gagaga Magician")
        if skill_drain:
            table.spell_trap(1, "Skill Drain", face_down=False)
        return table.build()

    assert not Script(table_with(False)).has("synchro_summon", "Ancient Fairy Dragon")
    assert not Script(table_with(True)).has("synchro_summon", "Ancient Fairy Dragon")


def test_skill_drain_is_offered_at_the_attack_declaration_but_not_in_the_damage_step():
    """Question: Battle Ox attacks Celtic Guardian (beside Command Knight, whose +400 Skill Drain
    would take away); the defender holds Skill Drain and Rush Recklessly, both Set. Where may Skill Drain be activated?
    Answer: at the attack declaration; not in the Damage Step (Yugipedia, Card Rulings: Skill
    Drain: it cannot be activated in the Damage Step), where Rush Recklessly still may be
    (seed 000 §傷害步驟)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Command Knight", position="defense")
    guardian = table.monster(1, "Celtic Guardian", position="defense")
    table.spell_trap(1, "Skill Drain")
    table.spell_trap(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian)
    assert s.has("activate", "Skill Drain") and s.has("activate", "Rush Recklessly")
    s.pick("pass", player=1)
    seen = []
    while duel.request is not None and duel.request.kind == "chain":
        if duel.request.player == 1:
            seen.append(duel.step)
            assert not s.has("activate", "Skill Drain")
        s.pick("pass", first=True)
    assert seen            # player 1 was asked in the Damage Step (Rush Recklessly could go)
