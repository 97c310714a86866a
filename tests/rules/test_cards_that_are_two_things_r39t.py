"""Cards that are two things at once (seed 000 §裝備魔法, §卡片種類 › 怪獸卡; seed 004 §特殊效果怪兽
(Union)): a Union monster or Archfiend of Gilfer equipped is a card in the Spell & Trap Zone
treated as an Equip Card, yet still a Monster Card; an "Artifact" monster Set as a Spell is a
face-down card of the Spell & Trap Zone, yet a Monster Card. What reaches them: "a Spell/Trap on
the field" effects (Mystical Space Typhoon) do, "every monster on the field" effects (Dark Hole,
Lightning Vortex) do not; where they go when they leave: to the GY, where they are Monster Cards again; Dimensional
Fissure ("a monster sent to the GY is banished instead") does not banish them, for they were no
monsters on the field (yugioh-wiki.net 《次元の裂け目》: a Monster Card not treated as one on the
field -- an equipped monster, a monster placed as a Spell -- goes to the GY as usual; Edison Rules
Compendium "Union Monsters": destroyed Unions in the Spell/Trap Zone are not banished; round 53u
turned these tests from "banished", an unsourced reading), and a "sent to the GY" trigger of
theirs has its moment."""

from duelist.testing.reads import banished, field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

X = "X-Head Cannon"
Y = "Y-Dragon Head"
GILFER = "Archfiend of Gilfer"
MORALLTACH = "Artifact Moralltach"


def _settle(s, duel, player):
    for _ in range(12):
        if duel.request is None or (duel.request.kind == "idle" and duel.request.player == player):
            return
        s.pick("pass", first=True)


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def _union_table(turn_player=0):
    table = Table(rules="MR5", turn=3, turn_player=turn_player, phase="main1")
    x = table.monster(0, X, zone=0)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table, x


def test_mystical_space_typhoon_may_target_an_equipped_union_and_x_loses_the_bonus():
    """Question: may Mystical Space Typhoon ("target 1 Spell/Trap on the field") target Y-Dragon
    Head equipped to X-Head Cannon? Answer: yes, equipped it is an Equip Card in the Spell & Trap
    Zone (seed 004 §特殊效果怪兽 Union); it is destroyed, X-Head Cannon is 1800 again."""
    table, x = _union_table(turn_player=1)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", Y, player=1)
    _settle(s, duel, 1)
    assert grave(duel, 0) == [Y]
    assert duel.atk(x.card(duel)) == 1800


def test_lightning_vortex_does_not_destroy_an_equipped_union_as_a_monster():
    """Question: does Lightning Vortex ("destroy every face-up monster the opponent controls")
    destroy Y-Dragon
    Head while it is equipped? Answer: no, it is no monster on the field while an Equip Card;
    today's text destroys it instead of X-Head Cannon (seed 004 §特殊效果怪兽 Union), so X stays."""
    table, x = _union_table(turn_player=1)
    table.hand(1, "Lightning Vortex", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Lightning Vortex", player=1)
    if duel.request.kind == "select":
        s.pick("select", "Mystical Elf", player=1)
    _settle(s, duel, 1)
    assert field_monsters(duel, 0) == [X]
    assert grave(duel, 0) == [Y]
    assert [e["name"] for e in of_type(duel, "destroy_replaced")] == [Y]


def test_an_equipped_union_destroyed_under_dimensional_fissure_goes_to_the_gy():
    """Question: Dimensional Fissure is face-up; Mystical Space Typhoon destroys the equipped
    Y-Dragon Head. Where does it go? Answer: to the GY: it was an Equip Card, no monster, on the
    field (yugioh-wiki 《次元の裂け目》; Edison Rules Compendium, Union Monsters)."""
    table, x = _union_table(turn_player=1)
    table.spell_trap(1, "Dimensional Fissure", face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", Y, player=1)
    _settle(s, duel, 1)
    assert grave(duel, 0) == [Y]
    assert banished(duel, 0) == []
    assert grave(duel, 1) == ["Mystical Space Typhoon"]


def _gilfer_table(turn_player=1, fissure=False):
    """Player 0's Archfiend of Gilfer equipped to player 1's Celtic Guardian (1400 -> 900)."""
    table = Table(rules="MR5", turn=3, turn_player=turn_player, phase="main1")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(0, GILFER, face_down=False, equipped_to=guardian)
    if fissure:
        table.spell_trap(1, "Dimensional Fissure", face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table, guardian


def test_archfiend_of_gilfer_destroyed_as_an_equip_card_may_equip_itself_again():
    """Question: Archfiend of Gilfer, equipped by its own effect, is destroyed by Mystical Space
    Typhoon and sent to the GY from the Spell & Trap Zone. Is its "sent to the GY" effect
    activated again? Answer: yes, it is sent to the GY from anywhere; its owner equips it to
    Celtic Guardian again (900 ATK once more)."""
    table, guardian = _gilfer_table()
    duel = table.build()
    s = Script(duel)
    assert duel.atk(guardian.card(duel)) == 900
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", GILFER, player=1)
    for _ in range(12):
        req = duel.request
        if req.kind == "yes_no" and req.player == 0:
            s.pick("yes", player=0)
        elif req.kind == "target" and req.player == 0:
            s.pick("target", "Celtic Guardian", player=0)
        elif req.kind == "idle" and req.player == 1:
            break
        else:
            s.pick("pass", first=True)
    assert _spells(duel, 0) == [GILFER]
    assert duel.atk(guardian.card(duel)) == 900
    assert GILFER in [e["name"] for e in of_type(duel, "chain")]


def test_archfiend_of_gilfer_destroyed_as_an_equip_card_under_dimensional_fissure_equips_again():
    """Question: the same, with Dimensional Fissure face-up. Answer: Gilfer left the Spell & Trap
    Zone as an Equip Card, no monster, so Fissure does not banish it: it reaches the GY, its
    "sent to the GY" effect is activated, and it is equipped to Celtic Guardian again (900 ATK)."""
    table, guardian = _gilfer_table(fissure=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", GILFER, player=1)
    for _ in range(12):
        req = duel.request
        if req.kind == "yes_no" and req.player == 0:
            s.pick("yes", player=0)
        elif req.kind == "target" and req.player == 0:
            s.pick("target", "Celtic Guardian", player=0)
        elif req.kind == "idle" and req.player == 1:
            break
        else:
            s.pick("pass", first=True)
    assert banished(duel, 0) == []
    assert _spells(duel, 0) == [GILFER]
    assert duel.atk(guardian.card(duel)) == 900
    assert GILFER in [e["name"] for e in of_type(duel, "chain")]


def _artifact_table(hand_card, fissure=False):
    """Player 1's turn: player 0 has Artifact Moralltach Set as a Spell and Celtic Guardian."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.artifact = table.spell_trap(0, MORALLTACH, face_down=True)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    if fissure:
        table.spell_trap(1, "Dimensional Fissure", face_down=False)
    table.hand(1, hand_card)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def test_dark_hole_leaves_a_set_artifact_in_the_spell_and_trap_zone():
    """Question: does Dark Hole ("destroy every monster on the field") destroy Artifact
    Moralltach Set as a Spell? Answer: no, a card Set in the Spell & Trap Zone is no monster
    on the field; Celtic Guardian and Mystical Elf are destroyed, Moralltach stays Set."""
    duel = _artifact_table("Dark Hole").build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _settle(s, duel, 1)
    assert _spells(duel, 0) == [MORALLTACH]
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


def test_a_set_artifact_destroyed_under_dimensional_fissure_reaches_the_gy_and_is_summoned():
    """Question: in player 1's turn Mystical Space Typhoon destroys the Set Artifact
    Moralltach while Dimensional Fissure is face-up. Answer: Set as a Spell it was no monster on
    the field, so Fissure does not banish it (yugioh-wiki 《次元の裂け目》: a Monster Card not
    treated as one on the field goes to the GY as usual); its "destroyed in the opponent's turn"
    effect is activated and it is Special Summoned (and destroys Dimensional Fissure as it arrives)."""
    table = _artifact_table("Mystical Space Typhoon", fissure=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", table.artifact, player=1)
    for _ in range(12):
        req = duel.request
        if req.kind == "option" and req.player == 0:
            s.pick("option", "Attack Position", player=0)
        elif req.kind == "yes_no" and req.player == 0:
            s.pick("yes", player=0)
        elif req.kind == "select" and req.player == 0:      # its summon effect: a face-up card
            s.pick("select", "Dimensional Fissure", player=0)
        elif req.kind == "idle" and req.player == 1:
            break
        else:
            s.pick("pass", first=True)
    assert banished(duel, 0) == []
    assert sorted(field_monsters(duel, 0)) == sorted(["Celtic Guardian", MORALLTACH])
    assert grave(duel, 1) == ["Mystical Space Typhoon", "Dimensional Fissure"]
    assert MORALLTACH in [e["name"] for e in of_type(duel, "chain")]


def test_archfiend_of_gilfer_sent_to_the_gy_with_its_monster_gone_may_equip_another():
    """Question: Archfiend of Gilfer is equipped to player 1's Celtic Guardian (900 ATK); player 0's
    Fissure destroys Celtic Guardian, and Gilfer, an Equip Card without a monster, is destroyed
    by the rules and sent to the GY. Is its "sent to the GY" effect activated? Answer: yes, it is
    the last thing that happened (seed 000 §裝備魔法: the Equip Card is destroyed as the monster
    leaves; a "when" effect of it may then be activated); player 0 equips it to Blue-Eyes White
    Dragon, 2500 ATK."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    guardian = table.monster(1, "Celtic Guardian")
    table.monster(1, "Blue-Eyes White Dragon")
    table.spell_trap(0, GILFER, face_down=False, equipped_to=guardian)
    table.hand(0, "Fissure")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    for _ in range(12):
        req = duel.request
        if req.kind == "yes_no" and req.player == 0:
            s.pick("yes", player=0)
        elif req.kind == "target" and req.player == 0:
            s.pick("target", "Blue-Eyes White Dragon", player=0)
        elif req.kind == "idle" and req.player == 0:
            break
        else:
            s.pick("pass", first=True)
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert _spells(duel, 0) == [GILFER]
    blue_eyes = duel.monsters(1)[0]
    assert blue_eyes.name == "Blue-Eyes White Dragon" and duel.atk(blue_eyes) == 2500


def test_skill_drain_passes_by_an_equipped_union_and_an_equipped_gilfer():
    """Question: Skill Drain ("the effects of face-up monsters on the field are negated") is
    face-up. Does X-Head Cannon keep Y-Dragon Head's 400, and does player 1's Celtic Guardian
    keep Archfiend of Gilfer's -500? Answer: yes, both, equipped before, are Equip Cards in the
    Spell & Trap Zone, not face-up monsters (Skill Drain's rulings: a Union attached before it
    applied is unaffected)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X, zone=0)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(0, GILFER, face_down=False, equipped_to=guardian)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    assert duel.atk(x.card(duel)) == 2200
    assert duel.atk(guardian.card(duel)) == 900


def test_under_skill_drain_a_union_activates_its_equip_and_stays_a_monster():
    """Question: under Skill Drain, may face-up Y-Dragon Head activate its effect to equip itself
    to X-Head Cannon, and what happens? Answer: it may be activated, but the effect of a
    face-up monster is negated: nothing happens, it stays a monster, and its once-per-turn use
    is spent (Skill Drain's rulings)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X, zone=0)
    table.monster(0, Y)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y)
    s.pick("target", X)
    _settle(s, duel, 0)
    assert field_monsters(duel, 0) == [X, Y]
    assert _spells(duel, 0) == []
    assert duel.atk(x.card(duel)) == 1800
    assert not s.has("activate", Y)


def test_a_union_destroyed_in_place_of_its_monster_under_dimensional_fissure_goes_to_the_gy():
    """Question: Dimensional Fissure is face-up; X-Head Cannon (2200 with Y-Dragon Head) attacks
    Blue-Eyes White Dragon and Y-Dragon Head is destroyed in its place. Where does Y-Dragon
    Head go? Answer: to the GY, destroyed in the Spell & Trap Zone as an Equip Card (seed 004
    §特殊效果怪兽 Union for the replacement; Edison Rules Compendium, Union Monsters: not
    banished by Dimensional Fissure); X-Head Cannon stays."""
    table, x = _union_table(turn_player=0)
    table.monster(1, "Blue-Eyes White Dragon")
    table.spell_trap(1, "Dimensional Fissure", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", X, target="Blue-Eyes White Dragon")
    for _ in range(12):
        if duel.request.kind == "battle":
            break
        s.pick("pass", first=True)
    assert field_monsters(duel, 0) == [X]
    assert grave(duel, 0) == [Y]
    assert banished(duel, 0) == []
