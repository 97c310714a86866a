"""g6: the Goat burn/lockdown deck's cards (current official texts)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, hand, lp, monsters, of_type
from duelist.testing.scenario import Script, Table


def test_des_koala_burns_per_card_in_hand():
    """Des Koala: FLIP, 400 damage per card in the opponent's hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    koala = table.monster(0, "Des Koala", position="set")
    table.hand(1, "Battle Ox", "Celtic Guardian", "Mystical Elf")
    duel = table.build()
    Script(duel).pick("flip_summon", koala)
    assert lp(duel) == (8000, 8000 - 1200)


def test_secret_barrel_counts_hand_and_field():
    """Secret Barrel: 200 damage per card in the opponent's hand and on their field."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="main1")
    table.spell_trap(0, "Secret Barrel")
    table.hand(1, "Battle Ox", "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", request="idle", player=1)
    s.pick("activate", "Secret Barrel", player=0, request="chain")
    assert lp(duel)[1] == 8000 - 800 and "Secret Barrel" in grave(duel, 0)


def test_stealth_bird_flip_burns_and_turns_itself_face_down():
    """Stealth Bird: once per turn it can turn face-down; Flip Summoned: 1000 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    bird = table.monster(0, "Stealth Bird", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", bird)
    assert lp(duel)[1] == 7000
    s.pick("activate", "Stealth Bird")
    assert bird.card(duel).position == S.FACEDOWN_DEFENSE
    assert not s.has("activate", bird)


def test_stealth_bird_attacked_face_down_deals_no_damage():
    """Stealth Bird's damage is "when this card is Flip Summoned" (its OCG text, 反転召喚に成功した時,
    and its TCG text; yugioh-wiki.net's page): a Set Bird turned face-up by an attack is not Flip
    Summoned, so its opponent takes no 1000 damage (only the battle's)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    bird = table.monster(1, "Stealth Bird", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bird)
    while duel.request.kind != "battle":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)         # Battle Ox 1700 against DEF 1700: no damage either
    assert bird.card(duel).face_up
    assert not [e for e in of_type(duel, "chain") if e["name"] == "Stealth Bird"]


def test_stealth_bird_once_per_turn():
    """Stealth Bird: "once per turn". Under Skill Drain its activation is negated as it
    resolves, so the Bird stays face-up in Attack Position; it still cannot activate the effect
    again that turn (the use counts from the activation), while a second Bird still can."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    bird = table.monster(0, "Stealth Bird")
    other = table.monster(0, "Stealth Bird")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", bird)
    assert [e["what"] for e in of_type(duel, "negated")] == ["effect"]
    assert bird.card(duel).position == S.FACEUP_ATTACK and duel.request.kind == "idle"
    assert not s.has("activate", bird)
    assert s.has("activate", other)


def test_lava_golem_lands_on_the_opponents_field():
    """Lava Golem: Tribute 2 opponent's monsters, Special Summon to their field; owner cannot
    Normal Summon that turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Lava Golem", "Battle Ox")
    ox = table.monster(1, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Lava Golem")
    s.pick("select", ox)
    s.pick("select", elf)
    s.pick("option", request="option", first=True)
    assert [c.name for c in duel.monsters(1)] == ["Lava Golem"] and duel.monsters(0) == []
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Mystical Elf"]
    assert not s.has("summon", "Battle Ox") and not s.has("set", "Battle Ox")


def test_lava_golem_needs_two_opponent_monsters_and_burns_its_controller():
    """Lava Golem: no procedure with fewer than 2 opposing monsters; 1000 damage in its
    controller's Standby Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Lava Golem")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Lava Golem")
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="draw")
    table.monster(1, "Lava Golem")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    assert lp(duel) == (8000, 7000)


def test_lava_golem_cannot_be_normal_summoned():
    """Lava Golem: cannot be Normal Summoned/Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Lava Golem")
    for name in ("Battle Ox", "Celtic Guardian"):
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Lava Golem") and not s.has("set", "Lava Golem")


def test_wave_motion_cannon_counts_standby_phases():
    """Wave-Motion Cannon: 1000 damage per own Standby Phase since activation (cost: send it)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Wave-Motion Cannon")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Wave-Motion Cannon")
    assert s.has("activate", "Wave-Motion Cannon")   # may fire at once, for 0
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5
    s.pick("activate", "Wave-Motion Cannon")
    assert lp(duel)[1] == 7000 and "Wave-Motion Cannon" in grave(duel, 0)


def test_judgment_of_anubis_negates_mst_and_burns():
    """Judgment of Anubis: negate a Spell that destroys a Spell/Trap, then may destroy a
    face-up monster and burn its ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="main1")
    anubis = table.spell_trap(0, "Judgment of Anubis")
    table.hand(0, "Celtic Guardian")
    table.hand(1, "Mystical Space Typhoon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", anubis, player=1)
    s.pick("activate", "Judgment of Anubis", player=0, request="chain")
    s.pick("select", "Celtic Guardian", player=0)
    s.pick("yes", player=0)
    s.pick("select", "Battle Ox", player=0)
    assert lp(duel) == (8000, 6300)
    assert "Mystical Space Typhoon" in grave(duel, 1) and "Battle Ox" in grave(duel, 1)
    assert "Judgment of Anubis" in grave(duel, 0)


def test_judgment_of_anubis_not_against_other_spells():
    """Judgment of Anubis: only a Spell that would destroy a Spell/Trap (Pot of Greed: no)."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="main1")
    table.spell_trap(0, "Judgment of Anubis")
    table.hand(0, "Celtic Guardian")
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    assert len(hand(duel, 1)) == 2


def test_big_shield_gardna_turns_to_attack_after_being_attacked():
    """Big Shield Gardna: attacked -> face-up Attack Position at the end of the Damage Step."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    gardna = table.monster(1, "Big Shield Gardna", position="set")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=gardna)
    assert gardna.card(duel).position == S.FACEUP_ATTACK
    assert lp(duel) == (8000 - 900, 8000)


def test_big_shield_gardna_negates_a_spell_targeting_it():
    """Big Shield Gardna: a Spell targeting only this face-down card is negated; the Gardna
    activates its effect while face-down (it must: no pass is offered) and turns face-up
    Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Book of Moon")
    table.hand(0, "Nobleman of Crossout")
    gardna = table.monster(1, "Big Shield Gardna", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", gardna)
    # (its negation is mandatory: chained at once, unasked)
    assert gardna.card(duel).location == S.MZONE
    assert gardna.card(duel).position == S.FACEUP_DEFENSE
    assert grave(duel, 0) == ["Nobleman of Crossout"]


def test_chain_energy_charges_500_to_summon():
    """Chain Energy: each player pays 500 LP to Normal Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Chain Energy", face_down=False)
    table.hand(0, "Battle Ox")
    duel = table.build()
    Script(duel).pick("summon", "Battle Ox")
    assert lp(duel)[0] == 7500


def test_chain_energy_charges_for_sets_and_activations_from_the_hand():
    """Chain Energy: Setting and activating from the hand cost 500 LP each, for both players;
    a player who cannot pay cannot do it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1", lp=(8000, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, "Dian Keto the Cure Master", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", "Mystical Space Typhoon")
    assert lp(duel)[0] == 7500
    s.pick("activate", "Dian Keto the Cure Master")
    s.pick("pass", player=1, request="chain") if duel.request.kind == "chain" else None
    assert lp(duel)[0] == 7500 - 500 + 1000


def test_chain_energy_blocks_what_cannot_be_paid():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1", lp=(400, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, "Battle Ox", "Dian Keto the Cure Master")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Battle Ox") and not s.has("set", "Battle Ox")
    assert not s.has("activate", "Dian Keto the Cure Master") and not s.has("set_spell", "Dian Keto the Cure Master")
