"""Elemental HERO Flame Wingman (35809262): when it destroys a monster by battle and sends it to
the GY, the opponent takes damage equal to that monster's ATK in the GY.

Sources: the card's texts in our words (the 2005 print, The Lost Millennium TLM-EN035, and today's
do the same: a mandatory trigger, no ERAS entry); Metagame.com "Duelist Academy: Elemental Heroes,
Part 1" (Curtis Schultz, 2005: a Fusion Monster Special Summoned only by Fusion Summon, with
Polymerization or Fusion Gate); the text's "the ATK of the destroyed monster in the Graveyard":
its printed ATK, whatever it had on the field; seed 004 §伤害步骤 (the trigger at the end of the
Damage Step). Both monsters destroyed (review r55rb): a "destroys a monster by battle and sends it
to the GY" trigger needs this card still on the field at the end of the Damage Step, so a mutual
destruction activates nothing -- Yugioh Wiki (fandom) "Destroyed by battle", which names Flame
Wingman as its example, and mikamika.de "End of the Damage Step" (the same rule for every card of
this wording); the 2005 rulings did not differ."""

import pytest

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

WINGMAN = "Elemental HERO Flame Wingman"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_elemental_hero_flame_wingman_fusion_summoned_with_polymerization():
    """Q: I activate Polymerization with Elemental HERO Avian and Elemental HERO Burstinatrix in
    my hand. A: both go to the GY as Fusion Materials and Flame Wingman is Fusion Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Elemental HERO Avian", "Elemental HERO Burstinatrix")
    table.extra(0, WINGMAN)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    _resolve(s)
    while duel.request.kind in ("select", "yes_no", "option"):
        s.answer(duel.request.options[0])
    _resolve(s)
    assert [c.name for c in duel.monsters(0)] == [WINGMAN]
    assert duel.monsters(0)[0].summon_kind == "fusion"
    assert sorted(grave(duel, 0)) == ["Elemental HERO Avian", "Elemental HERO Burstinatrix", "Polymerization"]


def test_elemental_hero_flame_wingman_burns_for_the_destroyed_monsters_atk():
    """Q: my Flame Wingman (2100) attacks the opponent's Battle Ox (1700). A: 400 battle damage,
    then Flame Wingman's effect (a chain link) deals 1700 more: 8000 - 400 - 1700 = 5900."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, WINGMAN, summon_kind="fusion")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", WINGMAN, target="Battle Ox", request="battle")
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert [e["name"] for e in of_type(duel, "chain")] == [WINGMAN]
    assert lp(duel) == (8000, 5900)


def test_elemental_hero_flame_wingman_defense_position_victim_uses_its_atk():
    """Q: Flame Wingman (2100) attacks a face-up Defense Position Mystical Elf (800 ATK / 2000
    DEF). A: the Elf is destroyed, no battle damage; the damage is the Elf's ATK, 800, not its
    DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, WINGMAN, summon_kind="fusion")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", WINGMAN, target="Mystical Elf", request="battle")
    _resolve(s)
    assert grave(duel, 1) == ["Mystical Elf"]
    assert lp(duel) == (8000, 7200)


def test_elemental_hero_flame_wingman_uses_the_atk_in_the_gy_not_the_boosted_one():
    """Q: the opponent's Celtic Guardian (1400) equipped with Legendary Sword (+300: 1700) attacks
    my Flame Wingman (2100). A: the Guardian is destroyed; its controller takes 400 battle damage,
    then the ATK it has in the GY, 1400, not the 1700 it had on the field."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, WINGMAN, summon_kind="fusion")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Legendary Sword", face_down=False, equipped_to=guardian)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=WINGMAN, request="battle")
    _resolve(s)
    assert "Celtic Guardian" in grave(duel, 1)
    assert lp(duel) == (8000, 8000 - 400 - 1400)


def test_elemental_hero_flame_wingman_both_destroyed_no_burn():
    """Q: my Flame Wingman (2100) attacks the opponent's Flame Wingman (2100): both are destroyed
    by battle and sent to the GY. Does either effect activate from the GY? A: no: the effect needs
    its Flame Wingman still on the field at the end of the Damage Step (fandom "Destroyed by
    battle", naming Flame Wingman): no chain, no damage, both players stay at 8000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    mine = table.monster(0, WINGMAN, summon_kind="fusion")
    theirs = table.monster(1, WINGMAN, summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", mine, target=theirs, request="battle")
    while duel.request is not None and duel.request.kind in ("chain", "order"):
        s.answer(duel.request.options[0]) if duel.request.kind == "order" else s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [WINGMAN] and grave(duel, 1) == [WINGMAN]
    assert lp(duel) == (8000, 8000)
    assert [e["name"] for e in of_type(duel, "chain")] == []


def test_elemental_hero_flame_wingman_attacker_destroyed_by_stronger_no_burn():
    """Q: my Flame Wingman (2100) is attacked by Summoned Skull (2500) and destroyed; nothing of
    theirs died. A: nothing to burn (Flame Wingman destroyed nothing): only 400 battle damage."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(0, WINGMAN, summon_kind="fusion")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=WINGMAN, request="battle", player=1)
    _resolve(s)
    assert grave(duel, 0) == [WINGMAN]
    assert lp(duel) == (7600, 8000)


def test_elemental_hero_flame_wingman_nothing_when_the_victim_is_banished():
    """Q: Macro Cosmos is face-up: Flame Wingman destroys Battle Ox by battle, which is banished
    instead of going to the GY. A: the effect needs the monster sent to the GY: no damage beyond
    the 400 battle damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, WINGMAN, summon_kind="fusion")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", WINGMAN, target="Battle Ox", request="battle")
    _resolve(s)
    assert grave(duel, 1) == []
    assert lp(duel) == (8000, 7600)
    assert [e["name"] for e in of_type(duel, "chain")] == []


def test_elemental_hero_flame_wingman_skill_drain_negates_the_burn():
    """Q: Skill Drain is face-up; Flame Wingman destroys Battle Ox. A: the effect of a face-up
    monster on the field is negated: only the 400 battle damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, WINGMAN, summon_kind="fusion")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", WINGMAN, target="Battle Ox", request="battle")
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert lp(duel)[1] == 7600


def test_elemental_hero_flame_wingman_never_revived_even_after_a_fusion_summon():
    """Q: my Fusion Summoned Flame Wingman was destroyed by battle this turn. In Main Phase 2 I
    activate Monster Reborn: may it revive the Wingman? A: no: "cannot be Special Summoned except
    by Fusion Summon" (its 2005 print and the E-HERO Fusions' wording) forbids every other Special
    Summon, even after a proper Fusion Summon -- Yugioh Wiki (fandom) "Fusion Summon condition";
    yugioh-wiki.net 《再融合》 (E-HERO Fusions cannot be revived). Monster Reborn has no target but
    Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, WINGMAN, summon_kind="fusion")
    table.grave(0, "Battle Ox")
    table.hand(0, "Monster Reborn")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", WINGMAN, target="Summoned Skull", request="battle")
    _resolve(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", WINGMAN]
    s.pick("end_battle")
    _resolve(s)
    s.pick("activate", "Monster Reborn")
    assert duel.request.kind == "target"
    names = [str(o) for o in duel.request.options]
    assert any("Battle Ox" in n for n in names) and not any(WINGMAN in n for n in names)


def test_elemental_hero_flame_wingman_not_by_an_effect_from_the_extra_deck():
    """Q: Flame Wingman is in my Extra Deck; I pay 5000 LP for Cyber-Stein's effect (Special
    Summon a Fusion Monster from the Extra Deck). May I pick Flame Wingman? A: no: that is not a
    Fusion Summon (fandom "Fusion Summon condition": not by Metamorphosis or Cyber-Stein); only
    Thousand-Eyes Restrict is offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cyber-Stein")
    table.extra(0, WINGMAN, "Thousand-Eyes Restrict")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cyber-Stein")
    _resolve(s)
    names = [str(o) for o in duel.request.options]
    assert any("Thousand-Eyes Restrict" in n for n in names) and not any(WINGMAN in n for n in names)
