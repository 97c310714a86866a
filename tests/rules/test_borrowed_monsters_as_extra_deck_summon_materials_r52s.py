"""A monster taken by Change of Heart used as the material of a Fusion, Synchro, Xyz or Link
Summon (round 52s).

The thief may use a monster they control as material; but a card always goes to its OWNER's
places: the material goes to its owner's GY (a Pendulum Monster to its owner's Extra Deck,
face-up), never to the thief's. Seed 000 §墓地 (each player's GY holds the cards they own), §靈擺怪獸
(a Pendulum Monster sent from the field goes face-up to "its own" Extra Deck), the summon
procedures: §大師規則1 【シンクロ召喚】 1 (the Tuner and non-Tuners are sent to the GY), seed 004
§XYZ怪兽的XYZ素材 (a detached material is sent to the GY; it was no card on the field, so "sent from
the field" effects do not start), seed 001 §連接召喚 (the materials are sent from the field to the
GY; a Pendulum Monster goes face-up to the Extra Deck), seed 000 §融合召喚. Yugipedia, Card
Rulings: Change of Heart (a monster you take may be Tributed or used as material; it goes to
its owner's GY).
"""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

GAIA_KNIGHT = "Gaia Knight, the Force of Earth"      # Synchro Level 6: 1 Tuner + 1 or more non-Tuners
LEVIATHAN = "Number 17: Leviathan Dragon"            # Rank 3: 2 Level 3 monsters


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _take(duel, s, target):
    s.pick("activate", "Change of Heart")
    s.pick("target", target)
    _pass_all(duel, s)


def test_a_borrowed_monster_used_for_a_synchro_summon_goes_to_its_owners_gy():
    """Q: I take my opponent's Celtic Guardian (Level 4) with Change of Heart and Synchro Summon
    Gaia Knight, the Force of Earth (Level 6) with my Flamvell Guard (Level 1 Tuner), Thousand-
    Eyes Idol (Level 1) and the Guardian. A: the summon is legal (1 + 1 + 4 = 6); the Guardian
    goes to my opponent's GY, my two monsters to mine; Gaia Knight is properly summoned."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.hand(0, "Change of Heart")
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Thousand-Eyes Idol")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    _take(duel, s, guardian)
    assert guardian.card(duel).controller == 0
    s.pick("synchro_summon", GAIA_KNIGHT)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Change of Heart", "Flamvell Guard", "Thousand-Eyes Idol"]
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert duel.properly_summoned(duel.monsters(0)[0])


def test_a_borrowed_monster_fused_by_polymerization_goes_to_its_owners_gy():
    """Q: (GOAT) I take my opponent's Curse of Dragon and activate Polymerization with Gaia The
    Fierce Knight from my hand for Gaia the Dragon Champion. A: the taken Curse of Dragon is a
    material on my field; it goes to my opponent's GY, the Knight and Polymerization to mine."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.extra(0, "Gaia the Dragon Champion")
    table.hand(0, "Change of Heart", "Polymerization", "Gaia The Fierce Knight")
    curse = table.monster(1, "Curse of Dragon")
    duel = table.build()
    s = Script(duel)
    _take(duel, s, curse)
    s.pick("activate", "Polymerization")
    _pass_all(duel, s)
    s.pick("select", "Gaia the Dragon Champion")
    s.pick("option", "Attack Position", request="option")
    _pass_all(duel, s)
    assert field_monsters(duel, 0) == ["Gaia the Dragon Champion"]
    assert sorted(grave(duel, 0)) == ["Change of Heart", "Gaia The Fierce Knight", "Polymerization"]
    assert grave(duel, 1) == ["Curse of Dragon"]


def test_a_borrowed_sangan_detached_from_my_xyz_monster_goes_to_its_owners_gy_and_searches_nothing():
    """Q: I take my opponent's Sangan (Level 3) and Xyz Summon Number 17: Leviathan Dragon with
    it and my Giant Soldier of Stone; then I detach Sangan for Leviathan's effect. A: Sangan
    stays my opponent's card under my Xyz Monster; detached, it goes to my opponent's GY. It was
    no monster on the field, so its "sent from the field" search does not start (my opponent's
    hand stays empty); Leviathan gains 500 ATK."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, LEVIATHAN)
    table.hand(0, "Change of Heart")
    table.monster(0, "Giant Soldier of Stone")
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Witch of the Black Forest", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    _take(duel, s, sangan)
    s.pick("xyz_summon", LEVIATHAN)
    s.pick("option", "Attack Position", request="option")
    dragon = duel.monsters(0)[0]
    assert sorted((m.name, m.owner) for m in duel.materials_of(dragon)) == \
        [("Giant Soldier of Stone", 0), ("Sangan", 1)]
    s.pick("activate", LEVIATHAN)
    s.pick("select", sangan)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Sangan"] and grave(duel, 0) == ["Change of Heart"]
    assert hand(duel, 1) == [] and len(duel.players[1].deck) == 2
    assert duel.atk(dragon) == 2500
    assert [(m.name, m.owner) for m in duel.materials_of(dragon)] == [("Giant Soldier of Stone", 0)]


def test_a_borrowed_pendulum_monster_used_for_a_link_summon_goes_to_its_owners_extra_deck():
    """Q: I take my opponent's Flash Knight (a Level 4 Pendulum Normal Monster) and Link Summon
    Link Spider with it. A: Flash Knight goes face-up to my opponent's Extra Deck (not to a GY,
    not to my Extra Deck). In their next turn, with their scales 2 and 7 set, my opponent
    Pendulum Summons it from there (Level 4, between the scales) into the free Extra Monster
    Zone."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Link Spider")
    table.hand(0, "Change of Heart")
    knight = table.monster(1, "Flash Knight")
    table.pendulum(1, "Foucault's Cannon", "left")       # scale 2
    table.pendulum(1, "Flash Knight", "right")           # scale 7
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _take(duel, s, knight)
    s.pick("link_summon", "Link Spider")
    assert field_monsters(duel, 0) == ["Link Spider"]
    assert grave(duel, 0) == ["Change of Heart"] and grave(duel, 1) == []
    assert [(c.name, c.face_up) for c in duel.players[1].extra] == [("Flash Knight", True)]
    assert duel.players[0].extra == []
    s.end_turn()
    _pass_all(duel, s)
    assert duel.turn == 4 and duel.turn_player == 1 and duel.request.kind == "idle"
    s.pick("pendulum_summon", player=1)
    s.pick("select", knight)
    if duel.request.kind == "select":
        s.pick("done")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 1) == ["Flash Knight"]
    card = knight.card(duel)
    assert card.controller == 1 and card.seq in (5, 6)      # the Extra Monster Zone Link Spider left free
    assert duel.players[1].extra == [] and lp(duel) == (8000, 8000)


def test_a_negated_xyz_summon_sends_a_borrowed_material_to_its_owners_gy():
    """Q: I take my opponent's Sangan and Xyz Summon Leviathan Dragon with it and my Giant
    Soldier of Stone; my opponent negates the summon with Solemn Judgment. A: Leviathan is
    destroyed (it never was Xyz Summoned) and its materials go to the GY with it: Sangan to my
    opponent's GY, the Giant Soldier and Leviathan to mine. Sangan was a material, not a monster
    on the field, so it searches nothing (seed 000 §大師規則2 2; seed 004 §XYZ怪兽的XYZ素材)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, LEVIATHAN)
    table.hand(0, "Change of Heart")
    table.monster(0, "Giant Soldier of Stone")
    sangan = table.monster(1, "Sangan")
    table.spell_trap(1, "Solemn Judgment")
    table.deck(1, ["Witch of the Black Forest", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    _take(duel, s, sangan)
    s.pick("xyz_summon", LEVIATHAN)
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    _pass_all(duel, s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Change of Heart", "Giant Soldier of Stone", LEVIATHAN]
    assert sorted(grave(duel, 1)) == ["Sangan", "Solemn Judgment"]
    assert hand(duel, 1) == [] and lp(duel) == (8000, 4000)
    dragon = [c for c in duel.players[0].grave if c.name == LEVIATHAN][0]
    assert not duel.properly_summoned(dragon) and not duel.can_special_summon(dragon, 0)
