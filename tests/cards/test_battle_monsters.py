"""Goat format: battle monsters — Airknight Parshath, D.D. Warrior Lady, Spirit
Reaper, Black Luster Soldier - Envoy of the Beginning.

Rules cited: seed 004 §伤害的判定 (damage calculation), §战斗阶段的流程; seed 000 §效果分類 ›
傷害步驟 (which effects may be activated in the damage step), §誘發效果, §永續效果,
§怪獸的條件特殊召喚; card behaviour: current TCG/OCG text and rulings.
"""

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave, hand, kinds, of_type
from duelist.testing.scenario import Script, Table


BLS = "Black Luster Soldier - Envoy of the Beginning"


def _parshath_attacks(target, position):
    """Goat, turn 3, player 0's Battle Step: player 0's Airknight Parshath (1900 ATK) attacks
    player 1's `target` in `position`; player 0's Deck holds Dark Hole. Returns the duel."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Airknight Parshath")
    defender = table.monster(1, target, position=position)
    table.deck(0, ["Dark Hole"])
    duel = table.build()
    Script(duel).pick("attack", "Airknight Parshath", target=defender)
    return duel


def _blue_eyes_attacks_spirit_reaper(position):
    """Goat, turn 4, player 1's Battle Step: player 1's Blue-Eyes White Dragon attacks player
    0's Spirit Reaper (300 ATK) in `position`. Returns (duel, the Reaper's CardRef)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    reaper = table.monster(0, "Spirit Reaper", position=position)
    duel = table.build()
    Script(duel).pick("attack", "Blue-Eyes White Dragon", target=reaper)
    return duel, reaper


def _spirit_reaper_attacks_directly(*opponent_hand):
    """Goat, turn 3, player 0's Battle Step: player 0's Spirit Reaper attacks directly;
    player 1 holds `opponent_hand`. Returns the duel."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Spirit Reaper")
    table.hand(1, *opponent_hand)
    duel = table.build()
    Script(duel).pick("attack", "Spirit Reaper", target="player")
    return duel


def _change_of_heart_on_spirit_reaper(sets=(), hand=()):
    """Goat, turn 4, player 1's Main Phase 1: player 0 controls Spirit Reaper, has `sets` Set
    and `hand` in hand; player 1 activates Change of Heart targeting the Reaper. Returns
    (duel, script, the Reaper's CardRef)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    reaper = table.monster(0, "Spirit Reaper")
    table.hand(1, "Change of Heart")
    for card in sets:
        table.spell_trap(0, card)
    if hand:
        table.hand(0, *hand)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", "Spirit Reaper", player=1)
    return duel, s, reaper


def _rush_recklessly_then_book_of_moon_on(target, opponent=()):
    """Goat, turn 3, player 0's Main Phase 1: player 0 controls Spirit Reaper, player 1
    controls `opponent` and has Book of Moon Set. Player 0 activates Rush Recklessly on
    `target` (Chain Link 1), player 1 chains Book of Moon on it too (Chain Link 2); both
    resolve. Returns the duel."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Spirit Reaper")
    for name in opponent:
        table.monster(1, name)
    table.hand(0, "Rush Recklessly")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", target)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", target, player=1)
    return duel


def _bls_banishes_summoned_skull(hand=()):
    """Goat, turn 3, player 0's Main Phase 1: player 0 controls BLS (and holds `hand`),
    player 1 Summoned Skull and Battle Ox; BLS's effect banishes the Skull. Returns
    (duel, script, BLS's CardRef)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    bls = table.monster(0, BLS)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    if hand:
        table.hand(0, *hand)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BLS)
    s.pick("target", "Summoned Skull", request="target")
    return duel, s, bls


def _bls_destroys_battle_ox(defenders=(), attackers=()):
    """Goat, turn 3, player 0's Battle Step: player 0 controls BLS (then `attackers`),
    player 1 Battle Ox (then `defenders`). BLS attacks and destroys Battle Ox; returns
    (duel, script) as player 0 is asked whether to use the second-attack effect."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, BLS)
    for name in attackers:
        table.monster(0, name)
    table.monster(1, "Battle Ox")
    for name in defenders:
        table.monster(1, name)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BLS, target="Battle Ox")
    s.expect(request="yes_no", player=0)
    return duel, s


# ------------------------------------------------------------- Airknight Parshath
def test_airknight_parshath_pierces_and_draws():
    """Airknight Parshath: attacking a Defense Position monster it inflicts the difference as
    piercing battle damage; inflicting battle damage draws 1 card (a mandatory trigger)."""
    duel = _parshath_attacks("Hitotsu-Me Giant", "set")    # 1900 ATK into 1000 DEF
    assert duel.players[1].lp == 7100
    assert hand(duel, 0) == ["Dark Hole"]
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_airknight_parshath_no_piercing_damage_no_draw_against_higher_def():
    """Airknight Parshath: against a higher DEF its controller takes the damage: no draw."""
    duel = _parshath_attacks("Mystical Elf", "defense")    # 1900 ATK into 2000 DEF
    assert duel.players[0].lp == 7900 and duel.players[1].lp == 8000
    assert hand(duel, 0) == []


def test_airknight_parshath_draws_when_the_attacker_takes_the_damage():
    """Airknight Parshath: any battle damage it inflicts to the opponent counts, also when
    it is the monster attacked."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Hitotsu-Me Giant")                   # 1200 ATK
    table.monster(0, "Airknight Parshath")
    table.deck(0, ["Dark Hole"])
    duel = table.build()
    Script(duel).pick("attack", "Hitotsu-Me Giant", target="Airknight Parshath")
    assert duel.players[1].lp == 7300
    assert hand(duel, 0) == ["Dark Hole"]


def test_piercing_is_only_for_the_parshath_itself():
    """Piercing applies to Airknight Parshath only: another monster attacking a Defense
    Position monster inflicts no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Airknight Parshath")
    table.monster(0, "Summoned Skull")
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    Script(duel).pick("attack", "Summoned Skull", target=giant)
    assert duel.players[1].lp == 8000 and grave(duel, 1) == ["Hitotsu-Me Giant"]


# ------------------------------------------------------------- D.D. Warrior Lady
def test_dd_warrior_lady_banishes_both_after_damage_calculation():
    """D.D. Warrior Lady: after damage calculation, if it battled an opponent's monster, you
    can banish that monster, also banish this card — even when it was destroyed by that
    battle (seed 000 §效果分類 › 傷害步驟: it is still on the field after damage calculation)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "D.D. Warrior Lady")                  # 1500 ATK
    table.monster(1, "Battle Ox")                          # 1700 ATK
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Warrior Lady", target="Battle Ox")
    s.expect(request="yes_no", player=0)
    assert of_type(duel, "battle")                         # damage calculation is over
    s.pick("yes")
    assert duel.players[0].lp == 7800
    assert banished(duel, 0) == ["D.D. Warrior Lady"] and banished(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == [] and grave(duel, 1) == []


def test_dd_warrior_lady_when_attacked_and_declined():
    """D.D. Warrior Lady: it works when it is attacked too; it is optional ("you can")."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Celtic Guardian")                    # 1400 ATK
    table.monster(0, "D.D. Warrior Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="D.D. Warrior Lady")
    s.pick("no", request="yes_no", player=0)
    assert banished(duel, 0) == [] and banished(duel, 1) == []
    assert grave(duel, 1) == ["Celtic Guardian"] and field_monsters(duel, 0) == ["D.D. Warrior Lady"]


def test_dd_warrior_lady_direct_attack_does_nothing():
    """D.D. Warrior Lady: a direct attack is no battle with a monster: no trigger."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "D.D. Warrior Lady")
    duel = table.build()
    Script(duel).pick("attack", "D.D. Warrior Lady", target="player")
    assert duel.players[1].lp == 6500 and duel.request.kind == "battle"


# ------------------------------------------------------------------ Spirit Reaper
def test_spirit_reaper_is_not_destroyed_by_battle():
    """Spirit Reaper: cannot be destroyed by battle (its controller still takes the damage)."""
    duel, _ = _blue_eyes_attacks_spirit_reaper("attack")
    assert duel.players[0].lp == 5300
    assert field_monsters(duel, 0) == ["Spirit Reaper"]


def test_spirit_reaper_face_down_survives_an_attack():
    """Spirit Reaper attacked face-down: flipped before damage calculation, its protection
    applies (seed 000 §怪獸的表示形式)."""
    duel, reaper = _blue_eyes_attacks_spirit_reaper("set")
    assert reaper.card(duel).location == S.MZONE and reaper.card(duel).position == S.FACEUP_DEFENSE
    assert duel.players[0].lp == 8000


def test_spirit_reaper_direct_attack_discards_a_random_card():
    """Spirit Reaper: when it inflicts battle damage by a direct attack, a random card of the
    opponent's hand is discarded."""
    duel = _spirit_reaper_attacks_directly("Dark Hole")
    assert duel.players[1].lp == 7700
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Dark Hole"]


def test_spirit_reaper_discard_is_one_card_of_several():
    """Spirit Reaper: exactly 1 card, chosen at random, leaves the hand."""
    duel = _spirit_reaper_attacks_directly("Dark Hole", "Battle Ox", "Trap Hole")
    assert len(hand(duel, 1)) == 2 and len(grave(duel, 1)) == 1
    assert sorted(hand(duel, 1) + grave(duel, 1)) == ["Battle Ox", "Dark Hole", "Trap Hole"]


def test_spirit_reaper_attacking_a_monster_discards_nothing():
    """Spirit Reaper: only battle damage by a direct attack makes the opponent discard."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Spirit Reaper")
    table.monster(1, "Thousand-Eyes Idol")                 # 0 ATK
    table.hand(1, "Dark Hole")
    duel = table.build()
    Script(duel).pick("attack", "Spirit Reaper", target="Thousand-Eyes Idol")
    assert duel.players[1].lp == 7700 and hand(duel, 1) == ["Dark Hole"]


def test_spirit_reaper_is_destroyed_after_a_targeting_effect_resolves():
    """Spirit Reaper: after a card effect that targets it (face-up) resolves, it is
    destroyed (the effect itself still applies first)."""
    duel, _, _ = _change_of_heart_on_spirit_reaper()
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Spirit Reaper"]
    control = [e for e in duel.log if e["type"] == "control"]
    destroyed = [e for e in duel.log if e["type"] == "destroyed" and e["name"] == "Spirit Reaper"]
    assert control and destroyed and control[0]["i"] < destroyed[0]["i"]


def test_spirit_reaper_ignores_effects_that_target_other_monsters():
    """Spirit Reaper: only an effect that targets Spirit Reaper itself destroys it."""
    duel = _rush_recklessly_then_book_of_moon_on("Battle Ox", opponent=["Battle Ox"])
    assert grave(duel, 0) == ["Rush Recklessly"]
    # Book of Moon targeted Battle Ox, not Reaper: Reaper is unaffected
    assert field_monsters(duel, 0) == ["Spirit Reaper"]


def test_spirit_reaper_turned_face_down_by_link_two_survives_link_one():
    """Spirit Reaper: it must be face-up after the targeting effect resolves. Book of Moon
    (Chain Link 2) turns it face-down; then neither link destroys it."""
    duel = _rush_recklessly_then_book_of_moon_on("Spirit Reaper")
    # Book of Moon resolves first: Reaper is face-down, so it is NOT destroyed
    assert field_monsters(duel, 0) == ["Spirit Reaper"]
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE


def test_spirit_reaper_destroyed_before_chain_link_one_resolves():
    """Spirit Reaper: with Rush Recklessly as Chain Link 2 targeting it, it is destroyed as soon
    as Link 2 resolves, before Link 1 (which needs it as its target) resolves."""
    duel, s, reaper = _change_of_heart_on_spirit_reaper(sets=["Rush Recklessly"])
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    s.pick("target", "Spirit Reaper", player=0)
    assert reaper.card(duel).location == S.GRAVE
    assert not of_type(duel, "control")          # Change of Heart found its target gone
    resolves = [e for e in duel.log if e["type"] == "resolve"]
    destroyed = [e for e in duel.log if e["type"] == "destroyed" and e["name"] == "Spirit Reaper"]
    assert [e["link"] for e in resolves] == [2, 1]
    assert resolves[0]["i"] < destroyed[0]["i"] < resolves[1]["i"]


def test_spirit_reaper_turned_face_down_is_not_destroyed():
    """Spirit Reaper: it must be face-up after the targeting effect resolves; Book of Moon
    turns it face-down, so it stays."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    reaper = table.monster(0, "Spirit Reaper")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Spirit Reaper", player=1)
    assert reaper.card(duel).location == S.MZONE and reaper.card(duel).position == S.FACEDOWN_DEFENSE


def test_spirit_reaper_survives_when_the_targeting_activation_is_negated():
    """Spirit Reaper ruling: if the activation of the card that targeted it is negated, it is
    not destroyed."""
    duel, s, _ = _change_of_heart_on_spirit_reaper(sets=["Magic Jammer"], hand=["Battle Ox"])
    s.pick("activate", "Magic Jammer", player=0, request="chain")
    s.pick("select", "Battle Ox", player=0)
    assert field_monsters(duel, 0) == ["Spirit Reaper"]
    assert sorted(grave(duel, 1)) == ["Change of Heart"]


def test_spirit_reaper_revived_by_call_of_the_haunted_is_destroyed():
    """Spirit Reaper ruling: Call of the Haunted keeps targeting the monster it revived, so a
    Spirit Reaper it brings back is destroyed once it resolves."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    reaper = table.grave(0, "Spirit Reaper")
    table.spell_trap(0, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Spirit Reaper")
    assert of_type(duel, "special_summon")
    assert reaper.card(duel).location == S.GRAVE


def test_spirit_reaper_revived_by_monster_reborn_stays():
    """Spirit Reaper ruling: Monster Reborn targets it in the GY and then is gone; the revived
    Spirit Reaper is a new card that nothing targets, so it stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    reaper = table.grave(0, "Spirit Reaper")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Spirit Reaper")
    s.pick("option", "Defense Position")
    assert reaper.card(duel).location == S.MZONE


def test_spirit_reaper_untargeted_effects_leave_it_alone():
    """Spirit Reaper: only targeting matters; a non-targeting effect that does not destroy it
    (Morphing Jar) does not touch it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Spirit Reaper")
    table.monster(0, "Morphing Jar", position="set")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    Script(duel).pick("flip_summon", "Morphing Jar")
    assert field_monsters(duel, 0) == ["Spirit Reaper", "Morphing Jar"]


# ------------------------------------------ Black Luster Soldier - Envoy of the Beginning
def test_black_luster_soldier_is_special_summoned_by_banishing_a_light_and_a_dark():
    """BLS: cannot be Normal Summoned/Set; Special Summoned from the hand by banishing 1 LIGHT
    and 1 DARK monster from your GY (seed 000 §怪獸的條件特殊召喚: not a chain link)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, BLS)
    table.grave(0, "Mystical Elf", "Dark Magician", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", BLS)
    assert not s.has("set", BLS)
    s.pick("special_summon", BLS)
    s.expect(request="select", player=0)
    assert [o.name for o in s.options("select")] == ["Mystical Elf"]
    s.pick("select", "Mystical Elf")
    assert [o.name for o in s.options("select")] == ["Dark Magician"]
    s.pick("select", "Dark Magician")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [BLS]
    assert sorted(banished(duel, 0)) == ["Dark Magician", "Mystical Elf"]
    assert grave(duel, 0) == ["Battle Ox"]
    assert not of_type(duel, "chain")


def test_black_luster_soldier_needs_both_attributes():
    """BLS: with a LIGHT monster but no DARK monster in the GY it cannot be Special Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, BLS)
    table.grave(0, "Mystical Elf", "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("special_summon")


def test_black_luster_soldier_never_properly_summoned_cannot_be_revived():
    """BLS (a Nomi-like condition, seed 000 §具有蘇生限制的怪獸的特殊召喚): never properly Special
    Summoned, it cannot be revived by Monster Reborn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, BLS)
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")


def test_black_luster_soldier_banishes_a_target_and_then_cannot_attack():
    """BLS: target 1 monster on the field; banish it. It cannot attack the turn this effect is
    activated."""
    duel, s, _ = _bls_banishes_summoned_skull()
    assert banished(duel, 1) == ["Summoned Skull"]
    assert not s.has("activate", BLS)   # once per turn
    s.pick("battle")
    assert kinds(duel) == ["end_battle"]


def test_black_luster_soldier_turned_face_down_and_up_may_use_its_effect_again():
    """BLS: "once per turn" (not "only once per turn"): a monster turned face-down is treated
    as a new card, so once flipped face-up again it may use an effect again that turn."""
    duel, s, bls = _bls_banishes_summoned_skull(hand=["Book of Moon"])
    assert not s.has("activate", BLS)
    s.pick("activate", "Book of Moon")
    s.pick("target", BLS)
    assert bls.card(duel).position == S.FACEDOWN_DEFENSE
    s.pick("flip_summon", BLS)
    s.pick("activate", BLS)
    s.pick("target", "Battle Ox")
    assert sorted(banished(duel, 1)) == ["Battle Ox", "Summoned Skull"]


def test_black_luster_soldier_can_attack_twice_after_destroying_a_monster():
    """BLS: if this attacking card destroys an opponent's monster by battle, it can make a
    second attack in a row (an optional trigger allowed in the damage step); not a third."""
    duel, s = _bls_destroys_battle_ox(defenders=["Celtic Guardian"])
    s.pick("yes", request="yes_no", player=0)
    s.pick("attack", BLS, target="Celtic Guardian", request="battle")
    assert grave(duel, 1) == ["Battle Ox", "Celtic Guardian"]
    assert duel.players[1].lp == 8000 - 1300 - 1600
    assert kinds(duel) == ["end_battle"]


def test_black_luster_soldier_second_attack_declined_is_not_offered():
    """BLS: the second attack comes only from the effect; declining it leaves one attack."""
    duel, s = _bls_destroys_battle_ox()
    s.pick("no", request="yes_no", player=0)
    assert kinds(duel) == ["end_battle"]


def test_black_luster_soldier_second_attack_must_come_in_a_row():
    """BLS: "a second attack in a row": once another monster declares an attack, it is lost."""
    duel, s = _bls_destroys_battle_ox(defenders=["Celtic Guardian", "Mystical Elf"],
                                      attackers=["Summoned Skull"])
    s.pick("yes", request="yes_no", player=0)
    assert s.has("attack", BLS, target="Celtic Guardian")
    s.pick("attack", "Summoned Skull", target="Celtic Guardian")
    assert not s.has("attack", BLS)
    assert kinds(duel) == ["end_battle"]


def test_black_luster_soldier_after_the_second_attack_the_banish_effect_is_used_up():
    """BLS: "once per turn, you can activate 1 of these effects": after the second-attack
    effect, the banish effect is not available in Main Phase 2."""
    duel, s = _bls_destroys_battle_ox(defenders=["Celtic Guardian"])
    s.pick("yes", request="yes_no", player=0)
    s.pick("end_battle")
    assert duel.phase == "main2"
    assert not s.has("activate", BLS)


def test_black_luster_soldier_no_second_attack_when_destroyed_in_the_same_battle():
    """BLS: it must survive the battle to attack again: when both are destroyed (3000 vs
    3000) the effect is not activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, BLS)
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BLS, target="Blue-Eyes White Dragon")
    assert duel.request.kind == "battle" and kinds(duel) == ["end_battle"]
    assert grave(duel, 0) == [BLS]


def test_spirit_reaper_targeted_in_the_damage_step_is_destroyed_at_once():
    """Spirit Reaper (current ruling, a continuous effect): destroyed as soon as the targeting
    effect resolves, in the damage step too, so no damage calculation happens. (The Goat-era
    ruling waited until after damage calculation; see the helper's report.)"""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Rush Recklessly")
    reaper = table.monster(0, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hitotsu-Me Giant", target=reaper)
    s.pick("pass", player=1, request="chain")                 # attack declared
    s.pick("activate", "Rush Recklessly", player=1, request="chain")   # start of the damage step
    s.pick("target", "Spirit Reaper", player=1)
    assert reaper.card(duel).location == S.GRAVE
    assert not of_type(duel, "battle") and duel.players[0].lp == 8000
