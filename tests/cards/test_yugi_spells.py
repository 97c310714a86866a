"""Starter Deck: Yugi Spells (helper a): Book of Secret Arts, Dian Keto the Cure Master,
Fissure, De-Spell, Monster Reborn, Change of Heart, Card Destruction, Remove Trap, Yami,
Soul Exchange, Last Will.

Rules cited: seed 000 §魔法卡 (通常魔法 / 裝備魔法 / 場地魔法), §特殊召喚, §卡片效果特殊召喚;
seed 004 §连锁和咒文速度. Card behaviour: current OCG/TCG rulings.
"""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _atk_def(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


# ------------------------------------------------------------- Book of Secret Arts
def test_book_of_secret_arts_boosts_a_spellcaster():
    """seed 000 §裝備魔法: the equipped Spellcaster gains 300 ATK and DEF."""
    table = Table(turn=3)
    dm = table.monster(0, "Dark Magician")
    table.hand(0, "Book of Secret Arts")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Secret Arts")
    s.pick("target", "Dark Magician", player=0, request="target")
    assert _atk_def(duel, dm) == (2800, 2400)
    assert duel.equipped_to([c for c in duel.players[0].szone if c is not None][0]) is dm.card(duel)


def test_book_of_secret_arts_only_targets_face_up_spellcasters():
    """seed 000 §裝備魔法: only a monster that meets the equip condition can be the target
    (a Warrior or a face-down monster cannot); with none, it cannot be activated."""
    table = Table(turn=3)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf", position="set")
    table.hand(0, "Book of Secret Arts")
    duel = table.build()
    assert not Script(duel).has("activate", "Book of Secret Arts")


def test_book_of_secret_arts_can_equip_an_opponents_spellcaster():
    """seed 000 §裝備魔法: an Equip Spell that names no side may equip an opponent's monster."""
    table = Table(turn=3)
    elf = table.monster(1, "Mystical Elf")
    table.hand(0, "Book of Secret Arts")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Secret Arts")
    s.pick("target", elf)
    assert _atk_def(duel, elf) == (1100, 2300)


# ------------------------------------------------------------------- Dian Keto
def test_dian_keto_the_cure_master_gains_1000_lp():
    """seed 000 §通常魔法: the Normal Spell resolves and goes to the GY; its controller
    gains 1000 LP."""
    table = Table(turn=3, lp=(3000, 8000))
    table.hand(0, "Dian Keto the Cure Master")
    duel = table.build()
    Script(duel).pick("activate", "Dian Keto the Cure Master")
    assert duel.players[0].lp == 4000 and duel.players[1].lp == 8000
    assert grave(duel, 0) == ["Dian Keto the Cure Master"]
    assert of_type(duel, "recover")[-1]["amount"] == 1000


# ---------------------------------------------------------------------- Fissure
def test_fissure_destroys_the_lowest_atk_face_up_monster():
    """Fissure: destroys the opponent's face-up monster with the lowest ATK; a face-down
    monster (even with less ATK) is not considered; it does not target."""
    table = Table(turn=3)
    table.monster(1, "Battle Ox")                         # 1700
    table.monster(1, "Celtic Guardian")                   # 1400
    table.monster(1, "Mystical Elf", position="set")      # 800 but face-down
    table.monster(0, "Silver Fang")                       # 1200, but mine
    table.hand(0, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    assert field_monsters(duel, 1) == ["Battle Ox", "Mystical Elf"]
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert field_monsters(duel, 0) == ["Silver Fang"]
    assert "targets" not in of_type(duel, "chain")[-1]


def test_fissure_uses_current_atk():
    """Fissure compares the current ATK (after modifiers), not the printed ATK."""
    table = Table(turn=3)
    table.monster(1, "Neo the Magic Swordsman")           # 1700 +200 with Yami
    table.monster(1, "Celtic Guardian")                    # 1400
    table.field_spell(1, "Yami")
    table.monster(1, "Feral Imp")                          # 1300 +200 = 1500
    table.hand(0, "Fissure")
    duel = table.build()
    Script(duel).pick("activate", "Fissure")
    assert grave(duel, 1) == ["Celtic Guardian"]


def test_fissure_ties_the_activating_player_chooses():
    """Fissure: with several monsters tied for the lowest ATK, its controller picks one."""
    table = Table(turn=3)
    table.monster(1, "Battle Ox")
    table.monster(1, "Hitotsu-Me Giant")                   # 1200
    table.monster(1, "Silver Fang")                        # 1200
    table.hand(0, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    s.pick("select", "Silver Fang", player=0, request="select")
    assert field_monsters(duel, 1) == ["Battle Ox", "Hitotsu-Me Giant"]
    assert grave(duel, 1) == ["Silver Fang"]


def test_fissure_needs_a_face_up_opponent_monster():
    """Fissure cannot be activated when the opponent controls no face-up monster."""
    table = Table(turn=3)
    table.monster(1, "Battle Ox", position="set")
    table.hand(0, "Fissure")
    duel = table.build()
    assert not Script(duel).has("activate", "Fissure")


# --------------------------------------------------------------------- De-Spell
def test_de_spell_destroys_a_face_up_spell():
    """De-Spell: target 1 Spell on the field and destroy it (a face-up Equip Spell here)."""
    table = Table(turn=3)
    dm = table.monster(1, "Dark Magician")
    table.spell_trap(1, "Book of Secret Arts", face_down=False, equipped_to=dm)
    table.hand(0, "De-Spell")
    duel = table.build()
    assert _atk_def(duel, dm) == (2800, 2400)
    s = Script(duel)
    s.pick("activate", "De-Spell")
    s.pick("target", "Book of Secret Arts")
    assert grave(duel, 1) == ["Book of Secret Arts"]
    assert _atk_def(duel, dm) == (2500, 2100)


def test_de_spell_cannot_target_a_face_up_trap():
    """De-Spell targets a Spell: a face-up Trap is not a legal target."""
    table = Table(turn=3)
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.hand(0, "De-Spell")
    duel = table.build()
    assert not Script(duel).has("activate", "De-Spell")


def test_de_spell_on_a_set_spell_reveals_and_destroys_it():
    """De-Spell: a face-down target is revealed; if it is a Spell it is destroyed."""
    table = Table(turn=3)
    table.spell_trap(1, "Dark Hole")
    table.hand(0, "De-Spell")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "De-Spell")
    s.pick("target", player=0, request="target")          # the only candidate: the Set card
    assert [e.get("name") for e in of_type(duel, "reveal")] == ["Dark Hole"]
    assert grave(duel, 1) == ["Dark Hole"]


def test_de_spell_on_a_set_trap_reveals_it_and_leaves_it_set():
    """De-Spell: a face-down target that is not a Spell is revealed and stays Set."""
    table = Table(turn=3)
    trap = table.spell_trap(1, "Trap Hole")
    table.hand(0, "De-Spell")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "De-Spell")
    s.pick("target")
    assert [e.get("name") for e in of_type(duel, "reveal")] == ["Trap Hole"]
    card = trap.card(duel)
    assert card.location == "szone" and not card.face_up
    assert grave(duel, 1) == [] and grave(duel, 0) == ["De-Spell"]


def test_de_spell_target_activated_in_response_is_no_longer_a_spell():
    """Targets are re-checked at resolution: a Set card that the opponent activates in
    response turns out to be a face-up (Continuous) Trap, so De-Spell leaves it alone."""
    table = Table(turn=3)
    jar = table.spell_trap(1, "Dragon Capture Jar")
    table.hand(0, "De-Spell")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "De-Spell")
    s.pick("target")
    s.pick("activate", "Dragon Capture Jar", player=1, request="chain")
    card = jar.card(duel)
    assert card.location == "szone" and card.face_up and card.activated
    assert of_type(duel, "destroyed") == [] and grave(duel, 0) == ["De-Spell"]


# --------------------------------------------------------------- Monster Reborn
def test_monster_reborn_revives_from_the_opponents_gy():
    """seed 000 §卡片效果特殊召喚: Monster Reborn targets a monster in either GY and Special
    Summons it to your field, face-up in the position you choose."""
    table = Table(turn=3)
    table.grave(1, "Blue-Eyes White Dragon")
    table.grave(0, "Dark Hole")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Blue-Eyes White Dragon")
    s.pick("option", "Defense Position", player=0, request="option")
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    blue_eyes = duel.monsters(0)[0]
    assert blue_eyes.position == "defense" and blue_eyes.owner == 1 and blue_eyes.summon_kind == "special"
    assert grave(duel, 1) == []


def test_monster_reborn_needs_a_monster_in_a_gy():
    """Monster Reborn needs a monster to target: Spells in the GY do not count."""
    table = Table(turn=3)
    table.grave(0, "Dark Hole")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")


def test_monster_reborn_target_gone_at_resolution():
    """Targets are re-checked at resolution: a target that left the GY is not summoned."""
    table = Table(turn=3)
    table.grave(1, "Battle Ox")
    table.hand(0, "Monster Reborn")
    table.spell_trap(1, "Waboku")          # gives player 1 a chance to respond
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    # the target leaves the GY before resolution (by fiat, as if banished by a response)
    ox = duel.players[1].grave[0]
    duel.debug_move(ox.uid, S.BANISHED)
    s.pick("pass", player=1, request="chain")
    assert field_monsters(duel, 0) == []
    assert duel.request.kind == "idle"


# -------------------------------------------------------------- Change of Heart
def test_change_of_heart_takes_control_until_the_end_phase():
    """Change of Heart: control of the target until the End Phase; then it goes back."""
    table = Table(turn=3)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Change of Heart")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Battle Ox")
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == []
    assert ox.card(duel).controller == 0
    s.pick("end_turn")
    assert duel.turn == 4
    assert field_monsters(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == []


def test_change_of_heart_can_take_a_face_down_monster():
    """Change of Heart targets any monster the opponent controls, face-down included."""
    table = Table(turn=3)
    elf = table.monster(1, "Mystical Elf", position="set")
    table.hand(0, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", elf)
    assert elf.card(duel).controller == 0 and elf.card(duel).position == "set"


def test_change_of_heart_needs_a_free_monster_zone():
    """Change of Heart cannot be activated without a free Monster Zone to take it to."""
    table = Table(turn=3)
    for name in ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Silver Fang"]:
        table.monster(0, name)
    table.monster(1, "Dark Magician")
    table.hand(0, "Change of Heart")
    duel = table.build()
    assert not Script(duel).has("activate", "Change of Heart")


# ------------------------------------------------------------ Card Destruction
def test_card_destruction_discards_both_hands_and_redraws():
    """Card Destruction: both players discard their hands, then each draws the same number."""
    table = Table(turn=3)
    table.hand(0, "Card Destruction", "Battle Ox", "Celtic Guardian")
    table.hand(1, "Mystical Elf", "Dark Hole", "Silver Fang")
    table.deck(0, ["Feral Imp", "Koumori Dragon", "Baby Dragon"])
    table.deck(1, ["Summoned Skull", "Dark Magician", "Curse of Dragon", "Petit Angel"])
    duel = table.build()
    Script(duel).pick("activate", "Card Destruction")
    assert sorted(hand(duel, 0)) == ["Feral Imp", "Koumori Dragon"]
    assert sorted(hand(duel, 1)) == ["Curse of Dragon", "Dark Magician", "Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Card Destruction", "Celtic Guardian"]
    assert sorted(grave(duel, 1)) == ["Dark Hole", "Mystical Elf", "Silver Fang"]
    assert all(e["reason"] == "discard_effect" for e in of_type(duel, "to_grave")
               if e.get("name") != "Card Destruction")


def test_card_destruction_with_an_empty_opponent_hand():
    """Card Destruction: a player with no hand discards and draws nothing."""
    table = Table(turn=3)
    table.hand(0, "Card Destruction", "Battle Ox")
    table.deck(0, ["Feral Imp"])
    duel = table.build()
    Script(duel).pick("activate", "Card Destruction")
    assert hand(duel, 0) == ["Feral Imp"] and hand(duel, 1) == []


def test_card_destruction_needs_cards_in_a_hand():
    """Card Destruction cannot be activated when no player would discard anything."""
    table = Table(turn=3)
    table.hand(0, "Card Destruction")
    duel = table.build()
    assert not Script(duel).has("activate", "Card Destruction")


# ----------------------------------------------------------------- Remove Trap
def test_remove_trap_destroys_a_face_up_trap():
    """Remove Trap: target 1 face-up Trap on the field and destroy it."""
    table = Table(turn=3)
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.hand(0, "Remove Trap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Remove Trap")
    s.pick("target", "Dragon Capture Jar")
    assert grave(duel, 1) == ["Dragon Capture Jar"]


def test_remove_trap_cannot_target_set_cards_or_spells():
    """Remove Trap needs a face-up Trap: Set cards and face-up Spells are not targets."""
    table = Table(turn=3)
    table.spell_trap(1, "Trap Hole")
    dm = table.monster(0, "Dark Magician")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=dm)
    table.hand(0, "Remove Trap")
    duel = table.build()
    assert not Script(duel).has("activate", "Remove Trap")


# ------------------------------------------------------------------------ Yami
def test_yami_boosts_fiends_and_spellcasters_and_weakens_fairies():
    """seed 000 §場地魔法: Yami affects every face-up monster of the named Types, both sides."""
    table = Table(turn=3)
    imp = table.monster(0, "Feral Imp")               # Fiend 1300/1400
    dm = table.monster(1, "Dark Magician")            # Spellcaster 2500/2100
    harp = table.monster(1, "Spirit of the Harp")     # Fairy 800/2000
    ox = table.monster(0, "Battle Ox")                # Beast-Warrior
    elf = table.monster(0, "Mystical Elf", position="set")
    table.hand(0, "Yami")
    duel = table.build()
    Script(duel).pick("activate", "Yami")
    assert duel.players[0].fzone.name == "Yami"
    assert _atk_def(duel, imp) == (1500, 1600)
    assert _atk_def(duel, dm) == (2700, 2300)
    assert _atk_def(duel, harp) == (600, 1800)
    assert _atk_def(duel, ox) == (1700, 1000)
    assert _atk_def(duel, elf) == (800, 2000)         # face-down: not affected


# ---------------------------------------------------------------- Soul Exchange
def test_soul_exchange_lets_you_tribute_an_opponents_monster():
    """Soul Exchange: this turn you may Tribute the targeted opponent's monster for a
    Tribute Summon (seed 000 §上級召喚)."""
    table = Table(turn=3)
    table.monster(1, "Battle Ox")
    table.hand(0, "Soul Exchange", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Summoned Skull")             # nothing to Tribute yet
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Battle Ox")
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Battle Ox"]


def test_soul_exchange_forbids_your_battle_phase():
    """Soul Exchange: you cannot conduct your Battle Phase this turn, even without using it."""
    table = Table(turn=3)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.hand(0, "Soul Exchange")
    duel = table.build()
    s = Script(duel)
    assert s.has("battle")
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Battle Ox")
    assert not s.has("battle") and s.has("end_turn")


def test_soul_exchange_only_the_targeted_monster():
    """Soul Exchange: only the targeted monster may be Tributed, not the opponent's others."""
    table = Table(turn=3)
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Soul Exchange", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Battle Ox")
    s.pick("summon", "Summoned Skull")
    assert [o.name for o in duel.request.options if o.kind == "tribute"] == ["Battle Ox"]


def test_two_soul_exchanges_make_both_monsters_required_tributes():
    """Soul Exchange (the text this engine plays: the targeted monster must be one of the
    Tributes): after two of them both targets must be Tributed, one after the other, and
    with them a 2-Tribute monster (Blue-Eyes White Dragon) is summoned (seed 000 §上級召喚)."""
    table = Table(turn=3)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.hand(0, "Soul Exchange", "Soul Exchange", "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange", first=True)
    s.pick("target", "Battle Ox")
    s.pick("activate", "Soul Exchange", first=True)
    s.pick("target", "Mystical Elf")
    s.pick("summon", "Blue-Eyes White Dragon", request="idle")
    assert [o.name for o in duel.request.options if o.kind == "tribute"] == ["Battle Ox"]
    s.pick("tribute", "Battle Ox", request="tribute")
    assert [o.name for o in duel.request.options if o.kind == "tribute"] == ["Mystical Elf"]
    s.pick("tribute", "Mystical Elf", request="tribute")
    assert field_monsters(duel, 0) == ["Celtic Guardian", "Blue-Eyes White Dragon"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Mystical Elf"]


def test_two_soul_exchanges_and_no_room_offer_no_tribute_summon():
    """Two Soul Exchanges make both opponent's monsters required Tributes; Tributing them
    frees none of your Main Monster Zones, so with all five full the 2-Tribute monster can
    be neither Tribute Summoned nor Set: the menu must not offer it (it once did, and the
    Tribute request then had no option; Goat Control vs Monarch, seed 6685, turn 28)."""
    table = Table(turn=3)
    for name in ("Celtic Guardian", "Silver Fang", "Mystical Elf", "Giant Soldier of Stone",
                 "Feral Imp"):
        table.monster(0, name)
    table.monster(1, "Battle Ox")
    table.monster(1, "Dark Magician")
    table.hand(0, "Soul Exchange", "Soul Exchange", "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    assert s.has("summon", "Blue-Eyes White Dragon")      # its own monsters can still make room
    s.pick("activate", "Soul Exchange", first=True)
    s.pick("target", "Battle Ox")
    assert s.has("summon", "Blue-Eyes White Dragon")      # one required Tribute, one of its own
    s.pick("activate", "Soul Exchange", first=True)
    s.pick("target", "Dark Magician")
    assert not s.has("summon", "Blue-Eyes White Dragon") and not s.has("set", "Blue-Eyes White Dragon")


# -------------------------------------------------------------------- Last Will
def _last_will_table():
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.hand(0, "Dark Hole", "Last Will")
    table.deck(0, ["Blue-Eyes White Dragon", "Mystical Elf", "Silver Fang"])
    return table


def test_last_will_summons_from_the_deck_after_your_monster_went_to_the_gy():
    """Last Will: a monster you controlled was sent to your GY this turn, so you may Special
    Summon 1 monster with 1500 or less ATK from your Deck (seed 000 §卡片效果特殊召喚)."""
    duel = _last_will_table().build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("activate", "Last Will")
    s.pick("yes", player=0, request="yes_no")
    names = [o.name for o in duel.request.options if o.kind == "select"]
    assert sorted(names) == ["Mystical Elf", "Silver Fang"]   # not Blue-Eyes (3000 ATK)
    s.pick("select", "Mystical Elf")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert duel.monsters(0)[0].summon_kind == "special"
    assert len(duel.players[0].deck) == 2


def test_last_will_without_a_monster_of_yours_sent_does_nothing():
    """Last Will: only a monster you controlled that went to your GY counts; an opponent's
    monster destroyed this turn does not."""
    table = Table(turn=3)
    table.monster(1, "Battle Ox")
    table.hand(0, "Dark Hole", "Last Will")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("activate", "Last Will")
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == []


def test_last_will_one_summon_for_each_copy():
    """Last Will: each copy gives its own summon (stop 40, h40c's request 1: the previously
    official TCG ruling "2 Last Wills, 2 monsters"; a second copy is no longer blocked by the
    first), and one copy gives one."""
    table = _last_will_table()
    table.hand(0, "Last Will")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("activate", "Last Will", first=True)
    s.pick("yes")
    s.pick("select", "Silver Fang")
    s.pick("option", "Defense Position")
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Silver Fang"]
    s.pick("activate", "Last Will")
    assert duel.request.kind == "yes_no"


def test_last_will_applied_once_is_over():
    """Last Will, activated first and applied to the first monster sent to the GY, is used
    up: a second monster of yours sent to the GY later that turn brings no second summon."""
    table = _last_will_table()
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Last Will")
    s.pick("activate", "Dark Hole", first=True)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Silver Fang")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Silver Fang"]
    s.pick("activate", "Dark Hole")               # the second one destroys Silver Fang
    assert "Silver Fang" in grave(duel, 0)
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == []
    assert [e["name"] for e in duel.log if e["type"] == "apply"] == ["Last Will"]


def test_last_will_applies_to_a_monster_sent_after_it_resolved():
    """Last Will: activated first, its summon may be used when a monster you control is
    sent to your GY later this turn; it is applied, not activated (no chain link)."""
    duel = _last_will_table().build()
    s = Script(duel)
    s.pick("activate", "Last Will")
    s.pick("activate", "Dark Hole")
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Silver Fang")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Silver Fang"]
    assert [e["name"] for e in duel.log if e["type"] == "chain"] == ["Last Will", "Dark Hole"]
    assert [e["name"] for e in duel.log if e["type"] == "apply"] == ["Last Will"]
