"""Starter Deck: Kaiba monsters and their support (helper b): The Wicked Worm Beast,
Lord of D., The Flute of Summoning Dragon, Mysterious Puppeteer, Hane-Hane.

Rules cited: seed 000 §效果分類 (誘發效果, 永續效果), §卡片效果特殊召喚, §特殊召喚;
seed 004 §怪兽的召唤. Card behaviour: current OCG/TCG rulings.
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


# ------------------------------------------------------------ The Wicked Worm Beast
def test_the_wicked_worm_beast_returns_to_hand_in_its_controllers_end_phase():
    """seed 000 §誘發效果: a mandatory trigger in its controller's End Phase returns the
    face-up Worm Beast to the hand."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "The Wicked Worm Beast")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    Script(duel).pick("end_turn")
    assert field_monsters(duel, 0) == [] and hand(duel, 0) == ["The Wicked Worm Beast"]
    assert duel.turn == 4


def test_the_wicked_worm_beast_returns_without_a_chain_link():
    """Konami's answer (2013, quoted on yugioh-wiki.net's page of the card): the return makes
    no chain link. So nothing can be chained to it: the opponent, holding a Set Trap that could
    answer a chain link (Magic Jammer would need a Spell; Trap Jammer... here a plain Dust
    Tornado, which may be activated in any window), is not asked "respond to Chain Link 1",
    and the log holds no chain link for it, only its application."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "The Wicked Worm Beast")
    table.spell_trap(1, "Dust Tornado")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    while duel.request.kind == "chain":
        assert not duel.chain, "something was chained to the Worm Beast's return"
        s.pick("pass")
    assert hand(duel, 0) == ["The Wicked Worm Beast"]
    worm = [e for e in duel.log if e.get("name") == "The Wicked Worm Beast"]
    assert [e["type"] for e in worm if e["type"] in ("chain", "apply")] == ["apply"]


def test_the_wicked_worm_beast_under_skill_drain_stays():
    """Skill Drain negates the effects of face-up monsters on the field: its return is not
    applied, and the Worm Beast stays on the field."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "The Wicked Worm Beast")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    while duel.request is not None and duel.request.kind == "chain" and duel.turn == 3:
        s.pick("pass")
    assert field_monsters(duel, 0) == ["The Wicked Worm Beast"]
    assert not [e for e in duel.log if e["type"] == "apply"]


def test_the_wicked_worm_beast_stays_in_the_opponents_end_phase():
    """The Wicked Worm Beast: only its controller's End Phase returns it."""
    table = Table(turn=4, turn_player=1, phase="main1")
    table.monster(0, "The Wicked Worm Beast")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    Script(duel).pick("end_turn", player=1)
    assert field_monsters(duel, 0) == ["The Wicked Worm Beast"]


def test_the_wicked_worm_beast_face_down_does_not_return():
    """The Wicked Worm Beast: only a face-up Worm Beast returns (a Set one stays)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "The Wicked Worm Beast", position="set")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    Script(duel).pick("end_turn")
    assert field_monsters(duel, 0) == ["The Wicked Worm Beast"]


def test_the_wicked_worm_beast_has_no_summoning_condition():
    """seed 000 §特殊召喚 (召喚條件): it has none, unlike a Spirit (its OCG text; yugioh-wiki: 特殊召喚が
    可能): it may be Normal Summoned and Special Summoned (stop 40, h40c's request 2)."""
    table = Table(turn=3)
    worm = table.hand(0, "The Wicked Worm Beast")
    duel = table.build()
    assert duel.can_special_summon(worm.card(duel), 0)
    assert Script(duel).has("summon", "The Wicked Worm Beast")


# ------------------------------------------------------------------- Lord of D.
def test_lord_of_d_stops_targeting_dragons_for_both_players():
    """Lord of D.: neither player can target a face-up Dragon on the field (a Dragon as the
    only candidate leaves the card unusable)."""
    table = Table(turn=3)
    table.monster(0, "Lord of D.")
    table.monster(1, "Koumori Dragon")
    table.hand(0, "Rush Recklessly", "Book of Moon")
    duel = table.build()
    s = Script(duel)
    # Lord of D. itself (a Spellcaster) is the only legal target left
    s.pick("activate", "Book of Moon")
    options = duel.request.options
    assert [o.name for o in options if o.kind == "target"] == ["Lord of D."]


def test_lord_of_d_protects_your_own_dragons_too():
    """Lord of D.: "neither player" — its controller cannot target their own Dragon either."""
    table = Table(turn=3)
    table.monster(0, "Lord of D.")
    table.monster(0, "Koumori Dragon")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Lord of D."]


def test_lord_of_d_face_down_protects_nothing():
    """Lord of D.: a continuous effect applies only while the monster is face-up."""
    table = Table(turn=3)
    table.monster(0, "Lord of D.", position="set")
    table.monster(0, "Koumori Dragon")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Koumori Dragon")
    assert duel.atk(duel.monsters(0)[1]) == 2200


def test_lord_of_d_does_not_stop_untargeted_effects():
    """Lord of D.: only targeting is stopped; Dark Hole (no target) still destroys Dragons."""
    table = Table(turn=3)
    table.monster(0, "Lord of D.")
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(0, "Dark Hole")
    duel = table.build()
    Script(duel).pick("activate", "Dark Hole")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


# ---------------------------------------------------- The Flute of Summoning Dragon
def _flute_table(lord_position="attack"):
    table = Table(turn=3)
    table.monster(1, "Lord of D.", position=lord_position)
    table.hand(0, "The Flute of Summoning Dragon", "Blue-Eyes White Dragon", "Koumori Dragon",
               "Blue-Eyes White Dragon")
    return table


def test_the_flute_of_summoning_dragon_special_summons_up_to_two_dragons():
    """The Flute of Summoning Dragon: with Lord of D. face-up on the field (either side),
    Special Summon up to 2 Dragons from your hand, each face-up in the position you pick."""
    duel = _flute_table().build()
    s = Script(duel)
    s.pick("activate", "The Flute of Summoning Dragon")
    s.pick("select", "Blue-Eyes White Dragon", first=True)
    s.pick("select", "Koumori Dragon")
    s.pick("option", "Attack Position")
    s.pick("option", "Defense Position")
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon", "Koumori Dragon"]
    assert [c.position for c in duel.monsters(0)] == [S.FACEUP_ATTACK, S.FACEUP_DEFENSE]
    assert hand(duel, 0) == ["Blue-Eyes White Dragon"]
    assert grave(duel, 0) == ["The Flute of Summoning Dragon"]


def test_the_flute_of_summoning_dragon_may_summon_just_one():
    """The Flute of Summoning Dragon: "up to 2" — one is enough."""
    duel = _flute_table().build()
    s = Script(duel)
    s.pick("activate", "The Flute of Summoning Dragon")
    s.pick("select", "Koumori Dragon")
    s.pick("done")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Koumori Dragon"]


def test_the_flute_of_summoning_dragon_needs_a_face_up_lord_of_d():
    """The Flute of Summoning Dragon: no face-up Lord of D. (face-down does not count), no activation."""
    duel = _flute_table(lord_position="set").build()
    assert not Script(duel).has("activate", "The Flute of Summoning Dragon")


def test_the_flute_of_summoning_dragon_needs_a_dragon_in_hand():
    """The Flute of Summoning Dragon: with no Dragon in the hand it cannot be activated."""
    table = Table(turn=3)
    table.monster(0, "Lord of D.")
    table.hand(0, "The Flute of Summoning Dragon", "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "The Flute of Summoning Dragon")


def test_the_flute_of_summoning_dragon_does_nothing_if_lord_of_d_left_before_resolution():
    """The Flute of Summoning Dragon (current text): the Lord of D. condition is checked at
    activation and again at resolution."""
    table = Table(turn=3)
    table.monster(0, "Lord of D.")
    table.monster(1, "Battle Ox")
    table.hand(0, "The Flute of Summoning Dragon", "Koumori Dragon")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Flute of Summoning Dragon")
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", "Lord of D.", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(hand(duel, 0)) == ["Koumori Dragon", "Lord of D."]
    assert grave(duel, 0) == ["The Flute of Summoning Dragon"]


# --------------------------------------------------------------- Mysterious Puppeteer
def test_mysterious_puppeteer_gains_500_for_each_normal_summon_either_player():
    """Mysterious Puppeteer: a mandatory trigger; its controller gains 500 LP when any
    monster (the opponent's too) is Normal Summoned."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Mysterious Puppeteer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    Script(duel).pick("summon", "Battle Ox", player=1)
    assert duel.players[0].lp == 8500 and duel.players[1].lp == 8000


def test_mysterious_puppeteer_gains_for_its_own_normal_summon():
    """Mysterious Puppeteer: "a monster" includes itself — its own Normal Summon counts."""
    table = Table(turn=3)
    table.hand(0, "Mysterious Puppeteer")
    duel = table.build()
    Script(duel).pick("summon", "Mysterious Puppeteer")
    assert duel.players[0].lp == 8500


def test_mysterious_puppeteer_gains_for_tribute_and_flip_summons():
    """Mysterious Puppeteer: a Tribute Summon is a Normal Summon; Flip Summons count too."""
    table = Table(turn=3)
    table.monster(0, "Mysterious Puppeteer")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Battle Ox")
    assert duel.players[0].lp == 8500
    s.pick("flip_summon", "Mystical Elf")
    assert duel.players[0].lp == 9000


def test_mysterious_puppeteer_ignores_sets_and_special_summons():
    """Mysterious Puppeteer: a Set is not a Summon, and Special Summons do not count."""
    table = Table(turn=3)
    table.monster(0, "Mysterious Puppeteer")
    table.monster(0, "Lord of D.")
    table.hand(0, "Battle Ox", "The Flute of Summoning Dragon", "Koumori Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Battle Ox")
    s.pick("activate", "The Flute of Summoning Dragon")
    s.pick("select", "Koumori Dragon")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Mysterious Puppeteer", "Lord of D.", "Battle Ox", "Koumori Dragon"]
    assert duel.players[0].lp == 8000


def test_mysterious_puppeteer_face_down_does_nothing():
    """Mysterious Puppeteer: its effect works only while it is face-up on the field."""
    table = Table(turn=3)
    table.monster(0, "Mysterious Puppeteer", position="set")
    table.hand(0, "Battle Ox")
    duel = table.build()
    Script(duel).pick("summon", "Battle Ox")
    assert duel.players[0].lp == 8000


# -------------------------------------------------------------------- Hane-Hane
def test_hane_hane_flip_summon_returns_a_monster():
    """Hane-Hane: a mandatory flip effect; the targeted monster returns to its owner's hand."""
    table = Table(turn=3)
    table.monster(0, "Hane-Hane", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Hane-Hane")
    s.pick("target", "Summoned Skull", player=0)
    assert field_monsters(duel, 1) == [] and hand(duel, 1) == ["Summoned Skull"]
    assert field_monsters(duel, 0) == ["Hane-Hane"]


def test_hane_hane_flipped_by_an_attack_after_damage_calculation():
    """seed 000 §誘發效果: a monster flipped by an attack uses its flip effect after damage
    calculation; Hane-Hane (DEF 500) is destroyed by Battle Ox but still returns the attacker."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    hane = table.monster(1, "Hane-Hane", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=hane)
    assert [e["type"] for e in duel.log if e["type"] in ("battle", "chain")] == ["battle"]
    s.pick("target", "Battle Ox", player=1)
    assert hand(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Hane-Hane"]


def test_hane_hane_can_return_itself():
    """Hane-Hane: "1 monster on the field" — itself included."""
    table = Table(turn=3)
    table.monster(0, "Hane-Hane", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Hane-Hane")
    s.pick("target", "Hane-Hane", player=0)
    assert hand(duel, 0) == ["Hane-Hane"]
