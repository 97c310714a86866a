"""Penumbral Soldier Lady (64751286): when it battles a LIGHT monster, it gains 1000 ATK during the
Damage Step.

Sources, in our words: the card's texts (SOD-EN033, 2004, today's and the OCG text 《月の女戦士》 all
say "during the Damage Step": no ERAS entry); whether it attacks or is attacked ("battles"); Pojo's card of the day (2004-10-20): the point is to beat Black Luster Soldier - Envoy of the
Beginning (3000) with 3100. A continuous effect: Skill Drain negates it (seed 000 §永續效果)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

PSL = "Penumbral Soldier Lady"
BLS = "Black Luster Soldier - Envoy of the Beginning"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_penumbral_soldier_lady_beats_black_luster_soldier():
    """Q: Penumbral Soldier Lady (2100) attacks Black Luster Soldier - Envoy of the Beginning (3000,
    LIGHT). A: it is 3100 in damage calculation under both texts: BLS is destroyed, my opponent takes
    100; after the battle it is 2100 again."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
        psl = table.monster(0, PSL)
        table.monster(1, BLS, summon_kind="proc")
        duel = table.build()
        s = Script(duel)
        assert duel.atk(psl.card(duel)) == 2100
        s.pick("attack", PSL, target=BLS, request="battle")
        _pass(s)
        assert grave(duel, 1) == [BLS] and lp(duel) == (8000, 7900)
        assert duel.atk(psl.card(duel)) == 2100


def test_penumbral_soldier_lady_attacked_by_a_light_monster_gains_too():
    """Q: my opponent's Blue-Eyes White Dragon (3000, LIGHT) attacks my Penumbral Soldier Lady. A: she
    is 3100 in damage calculation: Blue-Eyes is destroyed and my opponent takes 100."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    psl = table.monster(0, PSL)
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=psl, request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"] and grave(duel, 0) == [] and lp(duel) == (8000, 7900)


def test_penumbral_soldier_lady_no_gain_against_another_attribute():
    """Q: Penumbral Soldier Lady attacks Summoned Skull (2500, DARK). A: no gain: she is destroyed and
    I take 400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, PSL)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", PSL, target="Summoned Skull", request="battle")
    _pass(s)
    assert grave(duel, 0) == [PSL] and lp(duel) == (7600, 8000)


def _atk_before_damage_calculation(rules):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    psl = table.monster(0, PSL)
    table.monster(1, "Blue-Eyes White Dragon")
    seen = {}

    def look(duel, step):
        if psl.card(duel).location == "mzone":
            seen[step] = duel.atk(psl.card(duel))
    table.at("damage_step_start", lambda duel: look(duel, "start"))
    table.at("before_damage_calculation", lambda duel: look(duel, "before"))
    table.at("after_damage_calculation", lambda duel: look(duel, "after"))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", PSL, target="Blue-Eyes White Dragon", request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"] and lp(duel) == (8000, 7900)
    return seen


def test_penumbral_soldier_lady_gains_for_the_whole_damage_step():
    """Q: she attacks Blue-Eyes White Dragon. What is her ATK at the start of the Damage Step, before
    damage calculation and after it? A: 3100 throughout the Damage Step, under both texts (and 2100
    again once the battle is over: the first test)."""
    assert _atk_before_damage_calculation("GOAT") == {"start": 3100, "before": 3100, "after": 3100}
    assert _atk_before_damage_calculation("MR5") == {"start": 3100, "before": 3100, "after": 3100}


def test_penumbral_soldier_lady_against_a_set_light_monster_gains_once_it_is_flipped():
    """Q: she attacks a face-down Mystical Elf (LIGHT, 800/2000). A: at the start of the Damage Step
    the Elf is face-down (its Attribute unknown): 2100; once it is flipped, before damage calculation,
    she is 3100; the Elf is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    psl = table.monster(0, PSL)
    elf = table.monster(1, "Mystical Elf", position="set")
    seen = {}
    table.at("damage_step_start", lambda duel: seen.setdefault("start", duel.atk(psl.card(duel))))
    table.at("before_damage_calculation", lambda duel: seen.setdefault("before", duel.atk(psl.card(duel))))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", PSL, target=elf, request="battle")
    _pass(s)
    assert seen == {"start": 2100, "before": 3100}
    assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 8000)


def test_penumbral_soldier_lady_under_skill_drain_gains_nothing():
    """Q: my opponent has a face-up Skill Drain; Penumbral Soldier Lady attacks Black Luster Soldier.
    A: no gain: she is destroyed and I take 900."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, PSL)
    table.monster(1, BLS, summon_kind="proc")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", PSL, target=BLS, request="battle")
    _pass(s)
    assert grave(duel, 0) == [PSL] and grave(duel, 1) == [] and lp(duel) == (7100, 8000)
