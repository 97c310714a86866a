"""Floodgates (helper d): Skill Drain, Light of Intervention, Macro Cosmos, Dimensional
Fissure, Level Limit - Area B, Gravity Bind; Vanity's Call.

Rules cited: seed 000 §陷阱卡 (永續陷阱, 反擊陷阱), §魔法卡 (永續魔法); seed 004 §连锁和咒文速度.
Card behaviour: current OCG/TCG text and rulings.
"""

import types

import pytest

from duelist.cards import registry
from duelist.cards.registry import has_script
from duelist.cards.common import CONTINUOUS, Effect
from duelist.cards.db import find_card
from duelist.engine import state as S
from duelist.engine.effects import CardScript
from duelist.testing.reads import banished, field_monsters, grave, hand, kinds, of_type
from duelist.testing.scenario import Script, Table


def face_up_spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None and c.face_up]


def _man_eater_bug_flip_summoned(skill_drain_face_up):
    """Turn 3, player 0's Main Phase 1: player 0 Flip Summons their Set Man-Eater Bug;
    player 1 controls Celtic Guardian and Skill Drain (face-up, or Set). Returns (duel,
    script) as the Bug's flip effect asks for its target."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=not skill_drain_face_up)
    table.monster(0, "Man-Eater Bug", position="set")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Man-Eater Bug", request="idle")
    return duel, s


def _dark_hole_under(player, floodgate):
    """Turn 3, player 0's Main Phase 1: player `player` has `floodgate` face-up; player 0
    controls Battle Ox, player 1 Celtic Guardian; player 0 activates Dark Hole (which
    resolves). Returns the duel."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(player, floodgate, face_down=False)
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole")
    duel = table.build()
    Script(duel).pick("activate", "Dark Hole", request="idle")
    return duel


def _ox_destroys_guardian_by_battle_under(*spells):
    """Turn 3, player 0's Battle Step: player 1 has `spells` face-up (in that order) and
    controls Celtic Guardian, which player 0's Battle Ox attacks. Returns the duel."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    for spell in spells:
        table.spell_trap(1, spell, face_down=False)
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=guardian)
    return duel


def _ox_set_with_light_of_intervention(face_up):
    """Turn 3, player 0's Main Phase 1: player 1 has Light of Intervention (face-up, or
    Set); player 0 Sets Battle Ox from the hand. Returns (duel, the Ox's CardRef)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Light of Intervention", face_down=not face_up)
    ox = table.hand(0, "Battle Ox")
    duel = table.build()
    Script(duel).pick("set", "Battle Ox", request="idle")
    return duel, ox


def _macro_cosmos_table():
    """Turn 3, player 0's Main Phase 1: player 0 has Macro Cosmos Set."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Macro Cosmos")
    return table


def _macro_cosmos_activated(table):
    """Build `table`; player 0 activates their Macro Cosmos. Returns (duel, script)."""
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Macro Cosmos", request="idle")
    return duel, s


# ------------------------------------------------------------------ Skill Drain
def test_skill_drain_costs_1000_lp_and_stays_face_up():
    """Skill Drain: activated by paying 1000 LP (a cost); a Continuous Trap stays on the
    field face-up after it resolves (seed 000 §陷阱卡 › 永續陷阱)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    Script(duel).pick("activate", "Skill Drain", player=0, request="idle")
    drain = [c for c in duel.players[0].szone if c is not None][0]
    assert duel.players[0].lp == 7000 and drain.face_up and drain.activated
    assert of_type(duel, "pay_lp")[0]["amount"] == 1000


def test_skill_drain_cannot_be_activated_without_1000_lp():
    """Skill Drain: a player who cannot pay the 1000 LP cost cannot activate it."""
    table = Table(turn=3, turn_player=0, lp=(999, 8000))
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    assert not Script(duel).has("activate", "Skill Drain")


def test_skill_drain_negates_a_flip_effect_on_the_field():
    """Skill Drain: the effect of a face-up monster on the field does not apply (Man-Eater
    Bug's flip effect destroys nothing)."""
    duel, s = _man_eater_bug_flip_summoned(skill_drain_face_up=True)
    s.pick("target", "Celtic Guardian", player=0)       # activated, then negated
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    assert field_monsters(duel, 0) == ["Man-Eater Bug"] and duel.request.kind == "idle"
    assert [e["what"] for e in duel.log if e["type"] == "negated"] == ["effect"]


def test_skill_drain_chained_to_a_monster_effect_negates_it_at_resolution():
    """seed 004 §连锁和咒文速度: Skill Drain chained to Man-Eater Bug's effect resolves
    first; when the Bug's effect resolves the Bug is a face-up monster on the field, so its
    effect is negated and its target survives."""
    duel, s = _man_eater_bug_flip_summoned(skill_drain_face_up=False)
    s.pick("target", "Celtic Guardian", player=0, request="target")
    s.pick("activate", "Skill Drain", player=1, request="chain")
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Skill Drain", "Man-Eater Bug"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"] and duel.players[1].lp == 7000
    assert of_type(duel, "negated")[0]["name"] == "Man-Eater Bug"


def test_skill_drain_does_not_affect_monsters_in_the_hand():
    """Skill Drain only negates face-up monsters on the field: Kuriboh's effect from the
    hand still works."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(0, "Blue-Eyes White Dragon")
    table.hand(1, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="player")
    s.pick("activate", "Kuriboh", player=1, request="chain")
    assert duel.players[1].lp == 8000 and grave(duel, 1) == ["Kuriboh"]


@pytest.mark.skipif(not has_script(find_card("Witch of the Black Forest")),
                    reason="Witch of the Black Forest has no script yet")
def test_skill_drain_does_not_affect_monsters_in_the_gy():
    """Skill Drain only negates face-up monsters on the field: Witch of the Black Forest's
    effect, activated in the GY after Dark Hole destroyed it, still searches."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Witch of the Black Forest")
    table.hand(0, "Dark Hole")
    ox = table.deck(0, ["Battle Ox", "Mystical Elf"])[0]          # DEF 1000 / DEF 2000
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    if duel.request.kind == "select":
        s.pick("select", ox, player=0)
    assert ox.card(duel).location == S.HAND


def test_skill_drain_negates_a_continuous_monster_effect(monkeypatch):
    """Skill Drain negates continuous effects of face-up monsters too. A stand-in monster
    ("Mystical Elf" given a +500 ATK continuous effect on itself for this test) loses the
    bonus while Skill Drain is face-up and gets it back when Skill Drain is destroyed."""
    data = find_card("Mystical Elf")
    module = types.SimpleNamespace(DESCRIPTION="test stand-in", EFFECTS=[
        Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card,
               value=lambda ctx, card: (500, 0))])
    monkeypatch.setitem(registry.scripts, data.code, CardScript(data, module))
    table = Table(turn=3, turn_player=0)
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Skill Drain")
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    assert duel.atk(elf.card(duel)) == 1300
    s = Script(duel)
    s.pick("end_turn")                     # player 1 answers the end of Main Phase 1
    s.pick("activate", "Skill Drain", player=1, request="chain")
    s.pick("pass", player=0, request="chain")
    assert duel.atk(elf.card(duel)) == 800
    s.pick("activate", "Mystical Space Typhoon", player=0, request="idle")
    s.pick("target", "Skill Drain", player=0)
    assert grave(duel, 1) == ["Skill Drain"] and duel.atk(elf.card(duel)) == 1300


def test_skill_drain_monster_effects_can_still_be_activated():
    """Skill Drain (current text): monsters' effects are negated but can still be activated:
    Man-Eater Bug's flip effect still starts a chain (and then does nothing)."""
    duel, _ = _man_eater_bug_flip_summoned(skill_drain_face_up=True)
    assert duel.request.kind == "target" and duel.request.player == 0


# --------------------------------------------------------------- Vanity's Call
def vanity_table():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Man-Eater Bug", position="set")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Waboku")
    return table, table.spell_trap(1, "Vanity's Call")


def test_vanitys_call_negates_and_destroys_the_whole_chain():
    """seed 000 §反擊陷阱 (呼喚虛無的咒文): as Chain Link 4 it negates the activations of
    every card and effect before it in the chain (a monster effect included) and destroys
    those cards; its cost is half its controller's LP."""
    table, vanity = vanity_table()
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Man-Eater Bug", request="idle")
    s.pick("target", "Celtic Guardian", player=0, request="target")          # CL1
    s.pick("activate", "Waboku", player=1, request="chain")                   # CL2
    s.pick("activate", "Mystical Space Typhoon", player=0, request="chain")   # CL3
    s.pick("target", vanity, player=0)
    s.pick("activate", "Vanity's Call", player=1, request="chain")            # CL4
    assert duel.players[1].lp == 4000
    assert [e["link"] for e in of_type(duel, "negated")] == [1, 2, 3]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Celtic Guardian"]
    assert sorted(grave(duel, 0)) == ["Man-Eater Bug", "Mystical Space Typhoon"]
    assert sorted(grave(duel, 1)) == ["Vanity's Call", "Waboku"]
    assert duel.lingering == []            # Waboku's effect never applied
    assert duel.chain == [] and duel.request.kind == "idle"


def test_vanitys_call_only_as_chain_link_4_or_higher():
    """Vanity's Call can be activated only as Chain Link 4 or higher: with a two-link chain
    its controller is never offered it and the chain resolves."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole")
    table.spell_trap(1, "Waboku")
    table.spell_trap(1, "Vanity's Call")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0, request="idle")
    assert not s.has("activate", "Vanity's Call")                 # it would be Chain Link 2
    s.pick("activate", "Waboku", player=1, request="chain")
    # Chain Link 3 is not allowed either: nobody is asked, the chain resolves
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Waboku", "Dark Hole"]
    assert duel.players[1].lp == 8000 and "Vanity's Call" not in face_up_spells(duel, 1)


# ------------------------------------------------------- Light of Intervention
def test_light_of_intervention_set_becomes_face_up_defense():
    """Light of Intervention: monsters cannot be Set; a monster that would be Set is put
    face-up in Defense Position instead (a Normal Summon in face-up Defense)."""
    duel, ox = _ox_set_with_light_of_intervention(face_up=True)
    card = ox.card(duel)
    assert card.location == S.MZONE and card.position == S.FACEUP_DEFENSE
    assert of_type(duel, "set_monster") == [] and of_type(duel, "summon")[0]["name"] == "Battle Ox"


def test_light_of_intervention_tribute_set_becomes_face_up_defense():
    """Light of Intervention applies to a Tribute Set too: the Level 5+ monster is placed
    face-up in Defense Position after its Tribute."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Light of Intervention", face_down=False)
    skull = table.hand(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Summoned Skull", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    assert skull.card(duel).position == S.FACEUP_DEFENSE and grave(duel, 0) == ["Battle Ox"]


def test_light_of_intervention_face_down_does_nothing():
    """seed 000 §陷阱卡 › 永續陷阱: a Continuous Trap applies only while face-up; a Set Light
    of Intervention lets monsters be Set."""
    duel, ox = _ox_set_with_light_of_intervention(face_up=False)
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE


# ---------------------------------------------------------------- Macro Cosmos
def test_macro_cosmos_banishes_cards_sent_to_the_gy():
    """Macro Cosmos: while face-up any card that would be sent to the GY is banished
    instead: monsters destroyed by Dark Hole and Dark Hole itself after it resolves."""
    duel = _dark_hole_under(1, "Macro Cosmos")
    assert grave(duel, 0) == [] and grave(duel, 1) == []
    assert sorted(banished(duel, 0)) == ["Battle Ox", "Dark Hole"]
    assert banished(duel, 1) == ["Celtic Guardian"]


def test_macro_cosmos_discarded_cost_is_banished():
    """Macro Cosmos (OCG FAQ): a card discarded as a cost is banished instead; the cost can
    still be paid (Magic Jammer)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Mystical Elf")
    table.hand(0, "Dark Hole")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1)
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    assert sorted(banished(duel, 1)) == ["Magic Jammer", "Mystical Elf"]
    assert banished(duel, 0) == ["Dark Hole"] and grave(duel, 0) == grave(duel, 1) == []


def test_macro_cosmos_itself_goes_to_the_gy_when_destroyed():
    """Macro Cosmos no longer applies once it leaves the field: destroyed, it goes to the
    GY, and so does the Mystical Space Typhoon that destroyed it."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    s.pick("target", "Macro Cosmos")
    assert grave(duel, 1) == ["Macro Cosmos"] and grave(duel, 0) == ["Mystical Space Typhoon"]
    assert banished(duel, 0) == banished(duel, 1) == []


def test_macro_cosmos_may_special_summon_helios_from_the_deck():
    """Macro Cosmos: as it resolves its controller may Special Summon "Helios - The
    Primordial Sun" from the hand or Deck (face-up, in the position they choose)."""
    table = _macro_cosmos_table()
    helios = table.deck(0, ["Battle Ox", "Helios - The Primordial Sun", "Celtic Guardian"])[1]
    duel, s = _macro_cosmos_activated(table)
    s.pick("yes", player=0, request="yes_no")
    s.pick("option", player=0, request="option", first=True)        # Attack Position
    card = helios.card(duel)
    assert card.location == S.MZONE and card.position == S.FACEUP_ATTACK
    assert len(duel.players[0].deck) == 2 and of_type(duel, "shuffle")[-1]["player"] == 0


def test_macro_cosmos_helios_summon_is_optional():
    """Macro Cosmos: the Special Summon of Helios is optional; declining it still leaves
    Macro Cosmos face-up and applying."""
    table = _macro_cosmos_table()
    table.hand(0, "Helios - The Primordial Sun")
    duel, s = _macro_cosmos_activated(table)
    s.pick("no", player=0, request="yes_no")
    assert field_monsters(duel, 0) == [] and face_up_spells(duel, 0) == ["Macro Cosmos"]


def test_macro_cosmos_without_helios_asks_nothing():
    """Macro Cosmos with no Helios in hand or Deck simply resolves (no question)."""
    duel, _ = _macro_cosmos_activated(_macro_cosmos_table())
    assert duel.request.kind == "idle" and face_up_spells(duel, 0) == ["Macro Cosmos"]


# --------------------------------------------------------- Dimensional Fissure
def test_dimensional_fissure_banishes_monsters_only():
    """Dimensional Fissure: a monster that would go to the GY is banished instead; Spells
    (Dark Hole after resolving) still go to the GY."""
    duel = _dark_hole_under(0, "Dimensional Fissure")
    assert banished(duel, 0) == ["Battle Ox"] and banished(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Dark Hole"] and grave(duel, 1) == []


def test_dimensional_fissure_banishes_a_monster_destroyed_by_battle():
    """Dimensional Fissure: a monster destroyed by battle is banished, not sent to the GY."""
    duel = _ox_destroys_guardian_by_battle_under("Dimensional Fissure")
    assert banished(duel, 1) == ["Celtic Guardian"] and grave(duel, 1) == []


def test_dimensional_fissure_negated_by_imperial_order():
    """Dimensional Fissure is a Spell: while Imperial Order negates Spell effects on the
    field, destroyed monsters go to the GY as usual."""
    duel = _ox_destroys_guardian_by_battle_under("Dimensional Fissure", "Imperial Order")
    assert grave(duel, 1) == ["Celtic Guardian"] and banished(duel, 1) == []


# ------------------------------------------------------ Level Limit - Area B
def test_level_limit_area_b_turns_level_4_and_higher_to_defense():
    """Level Limit - Area B: every face-up Level 4+ monster (both sides) is changed to
    Defense Position; Level 3 and below stay as they are."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Level Limit - Area B")
    ox = table.monster(0, "Battle Ox")                       # Level 4
    stone = table.monster(0, "Giant Soldier of Stone")       # Level 3
    skull = table.monster(1, "Summoned Skull")               # Level 6
    duel = table.build()
    Script(duel).pick("activate", "Level Limit - Area B", request="idle")
    assert ox.card(duel).position == S.FACEUP_DEFENSE
    assert skull.card(duel).position == S.FACEUP_DEFENSE
    assert stone.card(duel).position == S.FACEUP_ATTACK


def test_level_limit_area_b_summoned_monster_goes_to_defense_and_stays():
    """Level Limit - Area B: a Level 4 monster Normal Summoned in Attack Position is changed
    to Defense Position; one changed to Attack Position by hand is turned back to Defense
    Position at once (formatlibrary.com Goat rulings; yugioh-wiki.net 《レベル制限Ｂ地区》 FAQ)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Level Limit - Area B", face_down=False)
    ox = table.hand(0, "Battle Ox")
    elf = table.monster(0, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", request="idle")
    assert ox.card(duel).position == S.FACEUP_DEFENSE
    assert elf.card(duel).position == S.FACEUP_DEFENSE
    s.pick("change_position", elf, request="idle")
    assert elf.card(duel).position == S.FACEUP_DEFENSE
    assert "battle" in kinds(duel)


def test_level_limit_area_b_face_down_monster_is_not_affected():
    """Level Limit - Area B changes face-up monsters only: a Set monster stays Set."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Level Limit - Area B")
    ox = table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    Script(duel).pick("activate", "Level Limit - Area B", request="idle")
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE


# ---------------------------------------------------------------- Gravity Bind
def gravity_table():
    """Turn 3, player 0's Battle Step: player 0 controls Battle Ox and Giant Soldier of
    Stone."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")                    # Level 4
    table.monster(0, "Giant Soldier of Stone")       # Level 3
    return table


def test_gravity_bind_level_4_or_higher_cannot_attack():
    """Gravity Bind: Level 4 or higher monsters cannot declare an attack (either player's);
    lower Levels can."""
    table = gravity_table()
    table.spell_trap(1, "Gravity Bind", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Battle Ox")
    assert s.has("attack", "Giant Soldier of Stone", target="player")


def test_gravity_bind_binds_its_controllers_monsters_too():
    """Gravity Bind affects every monster on the field, its controller's included."""
    table = gravity_table()
    table.spell_trap(0, "Gravity Bind", face_down=False)
    duel = table.build()
    assert [o.name for o in Script(duel).options("attack")] == ["Giant Soldier of Stone"]


def test_rule_continuous_trap_without_condition_may_be_activated_with_nothing_to_affect():
    """seed 000 §陷阱卡 › 永續陷阱: a Continuous Trap with no activation condition may be
    flipped face-up even when its effect has nothing to apply to (Gravity Bind with no
    monster on the field)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Gravity Bind")
    duel = table.build()
    assert duel.monsters(0) == [] and duel.monsters(1) == []
    Script(duel).pick("activate", "Gravity Bind", request="idle")
    bind = [c for c in duel.players[0].szone if c is not None][0]
    assert bind.face_up and bind.activated and duel.request.kind == "idle"


def test_rule_continuous_trap_effect_stops_when_it_leaves_the_field():
    """seed 000 §陷阱卡 › 永續陷阱: its effect no longer applies once it leaves the field:
    Gravity Bind destroyed by Mystical Space Typhoon, the Level 4 monster may attack again."""
    table = gravity_table()
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    table.phase = "main1"
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    s.pick("target", "Gravity Bind")
    s.pick("battle")
    assert s.has("attack", "Battle Ox", target="player")


def test_rule_continuous_trap_face_down_does_not_apply():
    """seed 000 §陷阱卡 › 永續陷阱: the effect applies only while the card is face-up in the
    Spell & Trap Zone: a Set Gravity Bind stops nothing."""
    table = gravity_table()
    table.spell_trap(1, "Gravity Bind")
    duel = table.build()
    assert Script(duel).has("attack", "Battle Ox", target="player")


def test_rule_continuous_trap_destroyed_in_chain_never_applies():
    """seed 000 §陷阱卡 › 永續陷阱: if a card chained to the Continuous Trap's activation
    destroys it, its activation resolves with no effect. Macro Cosmos, destroyed by a chained
    Mystical Space Typhoon, does not offer its Special Summon of Helios (offered when it
    stays: see the next test), and never banishes the cards sent to the GY."""
    table = Table(turn=3, turn_player=1)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos")
    table.hand(1, "Helios - The Primordial Sun")
    table.spell_trap(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Macro Cosmos", player=1, request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=0, request="chain")
    s.pick("target", "Macro Cosmos", player=0)
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Mystical Space Typhoon", "Macro Cosmos"]
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert hand(duel, 1) == ["Helios - The Primordial Sun"]
    assert grave(duel, 1) == ["Macro Cosmos"] and grave(duel, 0) == ["Mystical Space Typhoon"]


def test_rule_continuous_trap_that_stays_applies_as_it_resolves():
    """The same activation unanswered: Macro Cosmos resolves and offers its Special Summon."""
    table = Table(turn=3, turn_player=1)
    table.spell_trap(1, "Macro Cosmos")
    table.hand(1, "Helios - The Primordial Sun")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Macro Cosmos", player=1, request="idle")
    assert duel.request.kind == "yes_no" and duel.request.player == 1
