"""Skill Drain negates the effects of face-up monsters *on the field* (seed 000 §效果分類: what
applies on the field is what Skill Drain negates; an effect negated by a continuous effect is
negated where that effect reaches it). A monster
that Tributes itself as the cost of its own Quick Effect is in the GY when that effect
resolves: Skill Drain no longer reaches it, and the effect applies (Skill Drain's rulings:
"Skill Drain will not negate an Ignition Effect or Trigger Effect if the Effect Monster is not
face-up on the field when the effect resolves"; Stardust Dragon and Linkuriboh are the cards
players ask about). A monster activated from the hand (Kuriboh, Battle Fader) is no face-up
monster on the field either. What a resolved effect applied to a monster (it is to be banished
when it leaves the field) is no effect of that monster's, and Skill Drain leaves it (Skill Drain's
rulings list: activated after Scanner's effect has resolved, Skill Drain does not undo it, and
Scanner is still removed from play when it leaves the field).
The MR5 preset (today's texts)."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

LINKURIBOH = "Linkuriboh"


def test_stardust_dragon_under_skill_drain_still_negates_a_destroying_spell():
    """Q: Skill Drain is face-up. My opponent activates Dark Hole; I Tribute Stardust Dragon for
    its effect. Is Dark Hole negated? A: yes: Stardust Dragon is in the GY as its effect
    resolves, out of Skill Drain's reach; Dark Hole is negated and destroyed, my Battle Ox
    stays."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.hand(1, "Dark Hole")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert grave(duel, 0) == ["Stardust Dragon"] and grave(duel, 1) == ["Dark Hole"]


def test_linkuriboh_under_skill_drain_still_makes_the_attackers_atk_0():
    """Q: Skill Drain is face-up; my opponent's Summoned Skull attacks my Celtic Guardian and I
    Tribute Linkuriboh. Does the Skull's ATK become 0? A: yes: Linkuriboh resolves from the
    GY; the Skull (0 ATK) is destroyed by battle and its controller takes 1400."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, LINKURIBOH, zone=5)
    knight = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=knight, player=1)
    s.pick("activate", LINKURIBOH, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("retarget", "Summoned Skull", target=knight, player=1)
    assert grave(duel, 1) == ["Summoned Skull"]
    assert lp(duel) == (8000, 8000 - 1400)


def test_kuriboh_from_the_hand_under_skill_drain_still_saves_its_player():
    """Q: Skill Drain is face-up; may I discard Kuriboh in damage calculation, and do I take no
    battle damage? A: yes to both: Kuriboh's effect is activated and applied from the hand."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.hand(0, "Kuriboh")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    for _ in range(12):
        if s.has("activate", "Kuriboh"):
            break
        s.pick("pass")
    s.pick("activate", "Kuriboh", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Kuriboh"]
    assert lp(duel) == (8000, 8000)


def test_battle_fader_under_skill_drain_still_ends_the_battle_phase():
    """Q: Skill Drain is face-up; my opponent's monster attacks directly and I activate Battle
    Fader from my hand. Does the Battle Phase end? A: yes: the effect was activated in the hand
    and its summon and the end of the Battle Phase are what it does as it resolves."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.hand(0, "Battle Fader")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind in ("chain", "option", "zone"):
        if duel.request.kind == "option":
            s.pick("option", "Defense Position")
        else:
            s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Fader"]
    assert lp(duel) == (8000, 8000)
    assert not s.has("attack", "Battle Ox")


def test_gladiator_beast_bestiari_tags_out_under_skill_drain_but_laquari_gets_nothing():
    """Q: Skill Drain is face-up; my Bestiari battled. May it tag out at the end of the Battle
    Phase? A: yes: it is shuffled into the Deck as the cost, so its effect resolves off the field
    and is not negated (the Gladiator Beast tag outs' ruling: "This can activate and resolve
    while Skill Drain is applying"). Laquari, Special Summoned face-up under Skill Drain, does
    not get its 2100 ATK: that effect of its own is negated on the field."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gladiator Beast Bestiari")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Gladiator Beast Laquari", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Bestiari", target="player")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("end_battle")
    s.pick("yes", request="yes_no", player=0)
    if duel.request.kind == "select":
        s.pick("select", "Gladiator Beast Laquari")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    [laquari] = duel.monsters(0)
    assert laquari.name == "Gladiator Beast Laquari" and duel.atk(laquari) == 1800
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Gladiator Beast Bestiari"]


def test_plaguespreader_zombie_revived_under_skill_drain_is_still_banished_when_it_leaves():
    """Q: Skill Drain is face-up; I revive Plaguespreader Zombie with its effect (from the GY, not
    negated), then Dark Hole destroys it. Does it go to the GY? A: no: its banishment when it leaves
    the field was applied by its resolved effect, not by the monster on the field; it is
    banished."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.grave(0, "Plaguespreader Zombie")
    table.hand(0, "Battle Ox", "Dark Hole")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Plaguespreader Zombie")
    s.pick("select", "Battle Ox")
    s.pick("option", "Defense Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Plaguespreader Zombie"]
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == ["Plaguespreader Zombie"] and grave(duel, 0) == ["Dark Hole"]


def test_battle_fader_summoned_under_skill_drain_is_still_banished_when_it_leaves():
    """Q: Battle Fader came out under Skill Drain and ended the Battle Phase; in Main Phase 2 my
    opponent's Dark Hole destroys it. Where does it go? A: it is banished, as its resolved effect
    said."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.hand(0, "Battle Fader")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(1, "Summoned Skull")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Defense Position")
        else:
            s.pick("pass")
    s.pick("activate", "Dark Hole", player=1, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == ["Battle Fader"] and "Battle Fader" not in grave(duel, 0)


def test_stardust_dragon_used_under_skill_drain_comes_back_in_the_end_phase():
    """Q: and does that Stardust Dragon come back from my GY in the End Phase, Skill Drain still
    face-up? A: yes: that effect is activated in the GY, out of Skill Drain's reach."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.hand(1, "Dark Hole")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.end_turn()
    s.pick("yes", player=0, request="yes_no")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Stardust Dragon"]
