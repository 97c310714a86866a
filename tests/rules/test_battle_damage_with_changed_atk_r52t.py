"""Damage calculation with ATK/DEF changed before it, piercing, "no battle damage" effects, a
replay into a direct attack, and what may still act in the Damage Step (round 52t).

Seed 004 §伤害的判定 (the damage is the difference of the values the monsters have at damage
calculation; "0VS0": 0 deals no damage, so neither monster is destroyed; a direct attack deals
the attacker's ATK), seed 004 §战斗阶段中的卷回 (the opponent's monsters changed: the attacker
may attack again, directly if none is left), seed 004 §战斗处理时 and seed 000 §效果分類 (in the
Damage Step only ATK/DEF changers, until damage calculation, and Counter Traps may be
activated), seed 000 §永續效果 (a monster whose destruction by battle is decided at damage
calculation stops applying its continuous effects from then on). An ATK or DEF below 0 counts
as 0 in damage calculation (the hidden negative sum only matters to later changes: the
ygorganization ATK/DEF modifier guide; the same in the 2005 TCG: "treated as 0 except for
further addition or subtraction"), so both presets are played where nothing else differs."""

import pytest

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _passes(s, limit=10):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_linkuriboh_makes_the_attacker_0_and_the_replay_against_a_0_atk_monster_destroys_nothing():
    """Q: my Battle Ox (1700) attacks the opponent's Thousand-Eyes Idol (0 ATK). They Tribute
    Linkuriboh: the Ox's ATK becomes 0, and their monsters changed, so I may choose again; I
    attack the Idol again. A: 0 against 0: no damage, and neither monster is destroyed."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Linkuriboh")
    idol = table.monster(1, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=idol)
    s.pick("activate", "Linkuriboh", player=1)
    _passes(s)
    assert duel.atk(ox.card(duel)) == 0
    s.expect(request="replay", player=0)
    s.pick("retarget", "Battle Ox", target=idol)
    _passes(s)
    assert [(e["atk"], e["value"]) for e in of_type(duel, "battle")] == [(0, 0)]
    assert lp(duel) == (8000, 8000)
    assert of_type(duel, "destroyed") == []
    assert ox.card(duel).location == "mzone" and idol.card(duel).location == "mzone"


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_piercing_counts_a_hidden_negative_def_as_0(rules):
    """Q: under Yami my Gravekeeper's Spear Soldier (a Spellcaster, piercing) has 1700 ATK; it
    attacks the opponent's face-up Defense Position Aitsu (a Fairy, DEF 100 - 200, shown 0). A:
    Aitsu is destroyed and the piercing damage is 1700 - 0 = 1700, not 1800: the negative sum is
    no DEF below 0 in damage calculation."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    spear = table.monster(0, "Gravekeeper's Spear Soldier")
    aitsu = table.monster(1, "Aitsu", position="defense")
    table.field_spell(1, "Yami")
    duel = table.build()
    s = Script(duel)
    assert (duel.atk(spear.card(duel)), duel.defense(aitsu.card(duel))) == (1700, 0)
    s.pick("attack", "Gravekeeper's Spear Soldier", target=aitsu)
    _passes(s)
    assert lp(duel) == (8000, 6300)
    assert grave(duel, 1) == ["Aitsu"]


def test_dark_flare_knight_in_defense_position_takes_no_piercing_damage():
    """Q: (2005 rules) my Gravekeeper's Spear Soldier (1500, piercing) attacks the opponent's
    Dark Flare Knight in Defense Position (DEF 800). A: the Knight is destroyed; the 700
    piercing damage would be battle damage to its controller from a battle involving it, so it
    is 0: their LP stay 8000 (the log says which damage became none)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gravekeeper's Spear Soldier")
    knight = table.monster(1, "Dark Flare Knight", position="defense", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gravekeeper's Spear Soldier", target=knight)
    _passes(s)
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Dark Flare Knight"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(1, 700)]


def _replayed_into_a_direct_attack(extra_hand_1=()):
    """Turn 3, Battle Step: my Battle Ox attacks the opponent's only monster, Celtic Guardian;
    they banish it with Interdimensional Matter Transporter; I attack directly on the replay.
    Returns the duel and the script at the first question after the retarget."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Interdimensional Matter Transporter")
    table.hand(0, "Rush Recklessly")
    if extra_hand_1:
        table.hand(1, *extra_hand_1)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian)
    s.pick("pass", player=0)
    s.pick("activate", "Interdimensional Matter Transporter", player=1)
    s.pick("target", guardian)
    _passes(s)
    s.expect(request="replay", player=0)
    s.pick("retarget", "Battle Ox", target="player")
    return duel, s, ox


def _damage_step(duel, s, ox, kuriboh=False):
    """Pass to the Damage Step; there I activate Rush Recklessly on the Ox at its start, and
    (`kuriboh`) the opponent discards Kuriboh during damage calculation."""
    for _ in range(20):
        request = duel.request
        if request.kind != "chain":
            return
        if request.player == 0 and duel.damage_sub == "start" and s.has("activate", "Rush Recklessly"):
            s.pick("activate", "Rush Recklessly")
            s.pick("target", ox)
        elif kuriboh and request.player == 1 and s.has("activate", "Kuriboh"):
            assert duel.damage_sub == "calc"
            s.pick("activate", "Kuriboh")
        else:
            s.pick("pass")


def test_rush_recklessly_in_the_damage_step_of_a_replayed_direct_attack_counts():
    """Q: after the replay my Battle Ox attacks directly; at the start of the Damage Step I
    activate Rush Recklessly on it. A: the direct attack deals the ATK at damage calculation:
    1700 + 700 = 2400."""
    duel, s, ox = _replayed_into_a_direct_attack()
    _damage_step(duel, s, ox)
    assert [e["atk"] for e in of_type(duel, "battle")] == [2400]
    assert lp(duel) == (8000, 5600)
    assert duel.request.kind == "battle"


def test_kuriboh_against_a_replayed_direct_attack_makes_its_damage_0():
    """Q: the same replayed direct attack of the Ox at 2400; during damage calculation the
    opponent discards Kuriboh. A: they take no battle damage from that battle: LP 8000, and
    Kuriboh is in their GY."""
    duel, s, ox = _replayed_into_a_direct_attack(extra_hand_1=("Kuriboh",))
    _damage_step(duel, s, ox, kuriboh=True)
    assert lp(duel) == (8000, 8000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(1, 2400)]
    assert grave(duel, 1) == ["Interdimensional Matter Transporter", "Kuriboh"]


def test_soul_of_purity_and_light_lowers_a_piercing_attacker_only_in_its_battle_phase():
    """Q: my opponent controls Soul of Purity and Light (my monsters have 300 less ATK in my
    Battle Phases) and a face-up Defense Hitotsu-Me Giant (DEF 1000). My Gravekeeper's Spear
    Soldier (1500, piercing) attacks the Giant. A: in the Battle Phase the Soldier has 1200: the
    Giant is destroyed and the piercing damage is 200. In Main Phase 2 it has 1500 again."""
    table = Table(turn=3, turn_player=0)
    spear = table.monster(0, "Gravekeeper's Spear Soldier")
    giant = table.monster(1, "Hitotsu-Me Giant", position="defense")
    table.monster(1, "Soul of Purity and Light", summon_kind="proc")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(spear.card(duel)) == 1500
    s.pick("battle")
    _passes(s)
    assert duel.atk(spear.card(duel)) == 1200
    s.pick("attack", "Gravekeeper's Spear Soldier", target=giant)
    _passes(s)
    assert lp(duel) == (8000, 7800)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]
    s.pick("end_battle")
    _passes(s)
    assert duel.request.kind == "idle" and duel.atk(spear.card(duel)) == 1500


def test_command_knight_destroyed_by_battle_stops_its_gain_from_damage_calculation_on():
    """Q: my Command Knight (1600 with its own 400) attacks Summoned Skull (2500); beside it my
    Celtic Guardian shows 1800. A: the Knight is destroyed by that battle and I take 900; its
    destruction is decided at damage calculation, so from then on its continuous effect no
    longer applies: after damage calculation (the Knight still on the field) the Guardian has
    1400, and it stays 1400 at the end of the Damage Step."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Command Knight")
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    seen = {}
    for window in ("before_damage_calculation", "after_damage_calculation", "damage_step_end"):
        def hook(duel, window=window):
            knight_here = any(c.name == "Command Knight" for c in duel.monsters(0))
            seen.setdefault(window, (duel.atk(guardian.card(duel)), knight_here))
        table.at(window, hook)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Command Knight", target="Summoned Skull")
    _passes(s)
    assert seen == {"before_damage_calculation": (1800, True), "after_damage_calculation": (1400, True),
                    "damage_step_end": (1400, False)}
    assert lp(duel) == (7100, 8000)
    assert grave(duel, 0) == ["Command Knight"]


def test_no_atk_changer_may_answer_ryu_kokki_at_the_end_of_the_damage_step():
    """Q: my Ryu Kokki (2400) attacks the opponent's face-up Defense Big Shield Gardna (a
    Warrior, DEF 2600): I take 200. At the end of the Damage Step Ryu Kokki destroys the Gardna.
    I hold Rush Recklessly, they have Castle Walls Set: may either answer then? A: no: ATK/DEF
    changers may be activated in the Damage Step only until damage calculation. Both were
    offered at the start of the Damage Step and before damage calculation, neither after."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ryu Kokki")
    gardna = table.monster(1, "Big Shield Gardna", position="defense")
    table.hand(0, "Rush Recklessly")
    table.spell_trap(1, "Castle Walls")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ryu Kokki", target=gardna)
    asked = []
    while duel.request.kind == "chain":
        asked.append((duel.damage_sub, duel.request.player))
        s.pick("pass")
    assert asked == [(None, 0), (None, 1), ("start", 0), ("start", 1), ("before_calc", 0), ("before_calc", 1)]
    assert lp(duel) == (7800, 8000)
    assert grave(duel, 1) == ["Big Shield Gardna"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Big Shield Gardna"]
    assert duel.request.kind == "battle"
