"""Pendulum Monsters (seed 000 §靈擺怪獸 (怪獸卡), §當作魔法卡的靈擺怪獸, §靈擺召喚, §額外卡組區域,
§魔法與陷阱區域 / §靈擺區域, §大師規則3, §新大師規則; seed 001 §大師規則3, §新大師規則).

Cards: Flash Knight (Level 4, scale 7) and Foucault's Cannon (Level 5, scale 2), Pendulum
Normal Monsters without Pendulum Effects; Mandragon (Level 5, scale 2); Dragon Horn Hunter
(scale 3, its Pendulum Effect gives Normal Monsters 200 ATK); Normal Monsters by Level as the
monsters to summon; Solemn Judgment, Magic Jammer, Imperial Order, Mystical Space Typhoon.
"""

import pytest

from duelist.engine.duel import DeckRefusedError, Duel
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LOW, HIGH = "Foucault's Cannon", "Flash Knight"      # scales 2 and 7


def _scales(rules="MR5", turn=3):
    table = Table(rules=rules, turn=turn, turn_player=0)
    table.pendulum(0, LOW, "left")
    table.pendulum(0, HIGH, "right")
    return table


def _names(cards):
    return sorted(c.name for c in cards)


def _summon(script, *names, position="Attack Position"):
    script.pick("pendulum_summon")
    for name in names:
        script.pick("select", name)
    if script.duel.request.kind == "select":
        script.pick("done")
    for _ in names:
        script.pick("option", position, request="option")


# ------------------------------------------------------------------ the zones
def test_mr3_pendulum_zones_are_two_zones_of_their_own():
    """seed 000 §大師規則3 3 / seed 001 §大師規則3 3: MR3 adds a Pendulum Zone on the left and
    one on the right; a Pendulum Monster activated there leaves all five Spell & Trap Zones
    free."""
    table = Table(rules="MR3", turn=3, turn_player=0)
    table.hand(0, HIGH, LOW)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", HIGH)
    assert [o.name for o in s.options("zone")] == ["Left Pendulum Zone", "Right Pendulum Zone"]
    s.pick("zone", zone="Left Pendulum Zone")
    s.pick("activate", LOW)          # one zone left: no question
    side = duel.view(0)["players"][0]
    assert side["spells"] == [None] * 5
    assert [z["name"] for z in side["pendulum"]] == [HIGH, LOW]
    assert [z["scale"] for z in side["pendulum"]] == [7, 2]
    assert duel.free_szone(0) == 0


@pytest.mark.parametrize("rules", ["MR4", "MR5"])
def test_from_mr4_the_pendulum_zones_are_the_end_spell_trap_zones(rules):
    """seed 000 §新大師規則 【靈擺區域】 / seed 001 §新大師規則: the leftmost and rightmost Spell &
    Trap Zones are the Pendulum Zones; a scale there uses that Spell & Trap Zone (the
    Spell & Trap Zones and Pendulum Zones hold 5 cards in all)."""
    table = _scales(rules)
    table.hand(0, "Dark Hole", "Raigeki", "Pot of Greed", "Monster Reborn")
    duel = table.build()
    side = duel.view(0)["players"][0]
    assert side["spells"][0]["name"] == LOW and side["spells"][4]["name"] == HIGH
    s = Script(duel)
    for name in ("Dark Hole", "Raigeki", "Pot of Greed"):
        s.pick("set_spell", name)
    assert not s.has("set_spell", "Monster Reborn")      # three zones were left
    assert [c is not None for c in duel.players[0].szone] == [True] * 5


def test_an_end_zone_holding_another_card_is_no_pendulum_zone():
    """seed 000 §新大師規則 【魔法與陷阱區域】: the end zones serve as Spell & Trap Zones too; a
    Set card in the leftmost zone leaves only the right Pendulum Zone (no question asked),
    and is itself no "card in a Pendulum Zone"."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Mirror Force", zone=0)
    table.hand(0, HIGH, LOW)
    duel = table.build()
    s = Script(duel)
    assert duel.pendulum_zones(0) == [None, None]
    s.pick("activate", HIGH)
    assert duel.players[0].szone[4].name == HIGH
    assert not s.has("activate", LOW)          # both Pendulum Zones are taken now


def test_no_pendulum_zones_before_mr3():
    """seed 000 §曆史規格變動: Pendulum Monsters and their zones arrive with MR3; an MR2 deck
    with one is refused and a table cannot place a scale."""
    with pytest.raises(DeckRefusedError):
        Duel([17390179] * 40, [17390179] * 40, rules="MR2")
    with pytest.raises(ValueError):
        Table(rules="MR2").pendulum(0, HIGH, "left")


def test_a_pendulum_monster_cannot_be_set_in_a_pendulum_zone():
    """seed 000 §當作魔法卡的靈擺怪獸 / seed 001 §大師規則3: a Pendulum Monster is activated
    into a Pendulum Zone face-up, never Set there (nor Set as a Spell)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, HIGH)
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", HIGH) and not s.has("set_spell", HIGH)


# ------------------------------------------------------------ Pendulum Summon
def test_levels_strictly_between_the_scales():
    """seed 000 §靈擺召喚: the Levels between the scales are those above the lower scale and
    below the higher one: with scales 2 and 7, Levels 3 to 6 (not 2, not 7)."""
    table = _scales()
    table.hand(0, "Doron", "Giant Soldier of Stone", "Summoned Skull", "Dark Magician")  # 2, 3, 6, 7
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    assert sorted(o.name for o in s.options("select")) == ["Giant Soldier of Stone", "Summoned Skull"]


def test_summoning_conditions_still_apply_to_a_pendulum_summon():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚 / §召喚條件: a Pendulum Summon is a Special Summon:
    Chaos Sorcerer (Level 6, only by its own procedure) and Asura Priest (Level 4, cannot be
    Special Summoned) are not offered, even with Levels between the scales."""
    table = _scales()
    table.hand(0, "Chaos Sorcerer", "Asura Priest", "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    assert [o.name for o in s.options("select")] == ["Giant Soldier of Stone"]


def test_no_pendulum_summon_without_both_scales():
    """seed 000 §靈擺召喚: a Pendulum Summon needs a Pendulum card in both Pendulum Zones."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, LOW, "left")
    table.hand(0, "Giant Soldier of Stone")
    duel = table.build()
    assert not Script(duel).has("pendulum_summon")


def test_any_number_from_the_hand_and_the_face_up_extra_deck_at_once():
    """seed 000 §靈擺召喚: monsters in the hand and face-up Pendulum Monsters in the Extra
    Deck, as many as the player wants, are Special Summoned at the same time, each face-up
    in Attack or Defense Position; they count as properly summoned. MR3: no Extra Monster
    Zone, so the Extra Deck ones use Main Monster Zones."""
    table = _scales("MR3")
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull", "Battle Ox")
    table.extra(0, "Mandragon", "Dragoons of Draconia", face_up=True)
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    assert sorted(o.name for o in s.options("select")) == [
        "Battle Ox", "Dragoons of Draconia", "Giant Soldier of Stone", "Mandragon", "Summoned Skull"]
    for name in ("Mandragon", "Giant Soldier of Stone", "Summoned Skull", "Dragoons of Draconia"):
        s.pick("select", name)
    s.pick("done")
    s.pick("option", "Attack Position")
    s.pick("option", "Defense Position")
    s.pick("option", "Attack Position")
    s.pick("option", "Attack Position")
    assert sorted(field_monsters(duel, 0)) == ["Dragoons of Draconia", "Giant Soldier of Stone",
                                                "Mandragon", "Summoned Skull"]
    assert [c.name for c in duel.players[0].hand] == ["Battle Ox"]
    stone = [c for c in duel.monsters(0) if c.name == "Giant Soldier of Stone"][0]
    assert stone.position == "defense" and stone.summon_kind == "pendulum"
    assert all(duel.properly_summoned(c) for c in duel.monsters(0))
    assert [e["count"] for e in duel.log if e["type"] == "pendulum_summon"] == [4]
    assert s.has("summon", "Battle Ox")       # the Normal Summon is still there


def test_only_once_per_turn():
    """seed 000 §靈擺召喚: one Pendulum Summon per turn; the next turn brings a new one."""
    table = _scales()
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _summon(s, "Giant Soldier of Stone")
    assert not s.has("pendulum_summon")
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and s.has("pendulum_summon")


@pytest.mark.parametrize("rules", ["MR4", "MR5"])
def test_from_mr4_extra_deck_pendulums_need_the_extra_monster_zone(rules):
    """seed 000 §新大師規則 【主要怪獸區域】/【額外怪獸區域】 (MR4), kept for Pendulums by Master
    Rule 2020: a face-up Pendulum Monster summoned from the Extra Deck goes to the Extra
    Monster Zone (one per player) or a zone a Link points to; from the hand they use the
    Main Monster Zones. Without a Link, one of the two Extra Deck Pendulums can come."""
    table = _scales(rules)
    table.hand(0, "Giant Soldier of Stone")
    table.extra(0, "Mandragon", "Dragoons of Draconia", face_up=True)
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    s.pick("select", "Mandragon")
    assert sorted(o.name for o in s.options("select")) == ["Giant Soldier of Stone"]
    s.pick("select", "Giant Soldier of Stone")
    s.pick("option", "Attack Position")
    s.pick("option", "Attack Position")
    mandragon = [c for c in duel.monsters(0) if c.name == "Mandragon"][0]
    assert mandragon.seq >= 5                      # an Extra Monster Zone
    assert [c.name for c in duel.players[0].mzone if c is not None] == ["Giant Soldier of Stone"]


def test_mr5_extra_deck_pendulums_wait_while_the_extra_monster_zone_is_used():
    """Master Rule 2020 (seed 000 §新大師規則 as changed): with their Extra Monster Zone
    taken and no Link, face-up Extra Deck Pendulums cannot be Pendulum Summoned; hand
    monsters still can."""
    table = _scales("MR5")
    table.monster(0, "Gaia Knight, the Force of Earth", zone=5, summon_kind="synchro")
    table.extra(0, "Mandragon", face_up=True)
    table.hand(0, "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    assert sorted(o.name for o in s.options("select")) == ["Giant Soldier of Stone"]


def test_a_zone_a_link_points_to_takes_an_extra_deck_pendulum():
    """seed 000 §新大師規則 【主要怪獸區域】: a Main Monster Zone a Link Monster points to may take
    a monster from the Extra Deck: with Link Spider in the Extra Monster Zone pointing down,
    one face-up Pendulum comes from the Extra Deck into that zone, not two."""
    table = _scales("MR5")
    table.monster(0, "Link Spider")                   # Extra Monster Zone, arrow Bottom
    table.extra(0, "Mandragon", "Dragoons of Draconia", face_up=True)
    table.hand(0, "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    s.pick("select", "Mandragon")
    assert [o.name for o in s.options("select")] == ["Giant Soldier of Stone"]
    s.pick("select", "Giant Soldier of Stone")
    s.pick("option", "Attack Position")
    s.pick("option", "Attack Position")
    assert [(c.name, c.seq) for c in duel.monsters(0)] == [
        ("Giant Soldier of Stone", 0), ("Mandragon", 1), ("Link Spider", 5)]


def test_the_player_chooses_the_zones_and_only_zones_that_leave_room_for_the_rest():
    """seed 000 §特殊召喚 (the player chooses the empty zone) with §新大師規則 【主要怪獸區域】:
    Proxy Dragon points to Monster Zones 2 and 4, the only free ones; Mandragon from the
    Extra Deck could go there or to an Extra Monster Zone, but with two hand monsters to
    place it is offered only the Extra Monster Zones; they then choose zones 2 and 4."""
    table = _scales("MR5")
    table.monster(0, "Battle Ox", zone=0)
    table.monster(0, "Proxy Dragon", zone=2, summon_kind="link")     # arrows Left and Right
    table.monster(0, "Celtic Guardian", zone=4)
    table.extra(0, "Mandragon", face_up=True)
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull")
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("pendulum_summon")
    for name in ("Mandragon", "Giant Soldier of Stone", "Summoned Skull"):
        s.pick("select", name)
    for _ in range(3):
        s.pick("option", "Attack Position")
    assert [o.zone for o in s.options("zone")] == [5, 6]
    s.pick("zone", zone=6)
    assert [o.zone for o in s.options("zone")] == [1, 3]
    s.pick("zone", zone=3)
    assert [(c.name, c.seq) for c in duel.monsters(0)] == [
        ("Battle Ox", 0), ("Summoned Skull", 1), ("Proxy Dragon", 2), ("Giant Soldier of Stone", 3),
        ("Celtic Guardian", 4), ("Mandragon", 6)]


def test_a_negated_pendulum_summon_sends_every_monster_to_the_gy():
    """seed 000 §靈擺召喚 / seed 001 §大師規則3 【ペンデュラム召喚】: Solemn Judgment negates the
    whole Pendulum Summon: the monsters are destroyed and go to the GY, Pendulum Monsters
    too (they never were on the field); the Pendulum Summon of the turn is used."""
    table = _scales()
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull")
    table.extra(0, "Mandragon", face_up=True)
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    _summon(s, "Giant Soldier of Stone", "Mandragon")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Giant Soldier of Stone", "Mandragon"]
    assert duel.players[0].extra == []
    assert not s.has("pendulum_summon")


# ------------------------------------------------------- to the Extra Deck
def test_a_face_up_pendulum_monster_leaving_the_field_goes_face_up_to_the_extra_deck():
    """seed 000 §靈擺怪獸 / §墓地 / seed 001 §大師規則3: a Pendulum Monster sent from the field to
    the GY (here destroyed by battle) is added face-up to its owner's Extra Deck instead;
    face-up Extra Deck cards are public, face-down ones are not (seed 000 §額外卡組區域)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    knight = table.monster(1, HIGH)
    table.extra(1, "Gaia Knight, the Force of Earth")
    duel = table.build()
    Script(duel).pick("attack", "Summoned Skull", target=knight)
    card = knight.card(duel)
    assert card.location == "extra" and card.face_up and grave(duel, 1) == []
    assert [c["name"] for c in duel.view(0)["players"][1]["extra_face_up"]] == [HIGH]
    assert duel.view(0)["players"][1]["extra"] == 2              # the opponent sees a count
    moved = [e for e in duel.log if e["type"] == "to_extra"][-1]
    assert moved["name"] == HIGH                                 # public in the log


def test_a_tributed_or_destroyed_scale_goes_to_the_extra_deck_too():
    """seed 000 §額外卡組區域 (在場上被解放·破壞·卡的效果送去墓地等): a scale destroyed by Mystical
    Space Typhoon (it is a Spell Card in its zone) and a Pendulum monster Tributed for a
    Tribute Summon both go face-up to the Extra Deck."""
    table = _scales()
    table.monster(0, "Mandragon")
    table.hand(0, "Summoned Skull")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(1, ["Battle Ox"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Mandragon")
    assert [c.name for c in duel.players[0].extra if c.face_up] == ["Mandragon"]
    s.pick("end_turn")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", HIGH)
    assert _names(c for c in duel.players[0].extra if c.face_up) == [HIGH, "Mandragon"]
    assert grave(duel, 0) == []


def test_a_pendulum_sent_from_the_hand_goes_to_the_gy():
    """seed 000 §靈擺怪獸: only a face-up Pendulum Monster on the field goes to the Extra
    Deck; one discarded from the hand goes to the GY."""
    table = _scales()
    table.hand(0, "Mandragon")
    duel = table.build()
    duel.send_to_grave([duel.players[0].hand[0]], "discard_effect")
    assert grave(duel, 0) == ["Mandragon"] and duel.players[0].extra == []


# ------------------------------------------- Pendulum effects are Spell effects
def test_pendulum_effects_are_spell_effects_imperial_order_negates_them():
    """seed 000 §當作魔法卡的靈擺怪獸: a Pendulum Effect is a Spell Card's effect: Imperial Order
    negates Dragon Horn Hunter's +200 for Normal Monsters; as a monster it gives nothing."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragon Horn Hunter", "left")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Dragon Horn Hunter")
    duel = table.build()
    assert duel.atk(ox.card(duel)) == 1900
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    assert duel.atk(ox.card(duel)) == 1700


def test_a_pendulum_activation_is_a_spell_activation_magic_jammer_negates_it():
    """seed 000 §當作魔法卡的靈擺怪獸: the activation in a Pendulum Zone is a Spell Card's
    activation; Magic Jammer may negate it, and the Pendulum Monster then goes to the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, HIGH)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", HIGH, zone=4)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Battle Ox", player=1)
    assert HIGH in grave(duel, 0) and duel.players[0].extra == []
    assert duel.pendulum_zones(0) == [None, None]


def test_face_up_extra_deck_pendulums_stay_known_when_hidden_cards_are_dealt_again():
    """seed 000 §額外卡組區域: face-up Pendulum Monsters in the Extra Deck are public, so a
    determinized copy for the opponent (hidden cards dealt again) keeps them where they are;
    the face-down Extra Deck is dealt again."""
    from duelist.engine.determinize import determinize
    table = _scales()
    mandragon = table.extra(0, "Mandragon", face_up=True)
    table.extra(0, "Gaia Knight, the Force of Earth")
    duel = table.build()
    for seed in range(5):
        copy = determinize(duel, 1, seed)
        card = copy.cards[mandragon.index]
        assert card.name == "Mandragon" and card.location == "extra" and card.face_up


def test_a_face_down_pendulum_monster_in_the_extra_deck_cannot_be_pendulum_summoned():
    """seed 000 §靈擺召喚: from the Extra Deck only face-up Pendulum Monsters are Pendulum
    Summoned. Patissciel Couverture (a Level 5 Fusion Pendulum Monster) face-down in the
    Extra Deck, never summoned, is not among the choices even though its Level is between
    the scales; the face-up Mandragon beside it is."""
    table = _scales()
    table.extra(0, "Patissciel Couverture")
    table.extra(0, "Mandragon", face_up=True)
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    assert [o.name for o in s.options("select")] == ["Mandragon"]


def test_a_pendulum_activation_and_a_pendulum_effect_have_spell_speed_1():
    """seed 000 §當作魔法卡的靈擺怪獸: a Pendulum card activated in a Pendulum Zone is a Spell
    but none of the Quick-Play kind (靈擺效果不視為...「速攻」), and an activated Pendulum Effect
    has spell speed 1. So in the opponent's turn Dragonpit Magician's Pendulum Effect (it could
    destroy the Mystical Space Typhoon aimed at it) is no response: player 0 is never asked and
    the scale is destroyed; and in its own Battle Phase neither that effect nor the activation of
    Flash Knight from the hand is offered."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    pit = table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Mandragon", HIGH)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", pit, player=1)
    assert pit.card(duel).location == "extra" and grave(duel, 1) == ["Mystical Space Typhoon"]
    assert s.expect(request="idle", player=1)

    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Mandragon", HIGH)
    table.spell_trap(1, "Mirror Force")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert s.expect(request="battle", player=0)
    assert not s.has("activate")
    s.pick("end_battle")
    assert s.has("activate", "Dragonpit Magician") and s.has("activate", HIGH)   # Main Phase 2
