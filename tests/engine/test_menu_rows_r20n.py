"""The Main Phase menu's and the Battle Step menu's rows by the rules, at the places round 20n
changed or measured (turn.py `_main_menu`: the Pendulum Zones read right first and the Main
Phase 1 prompt without a lookup; the monster rows, whose written-out form was measured and
dropped: docs/performance.md round 20n). The rulings:

- a monster may change its battle position once a turn, by hand or by a Flip Summon, if it
  was not placed on the field this turn, has not changed its position this turn and has not
  declared an attack this turn (seed 000 §怪獸的表示形式, seed 004 §怪兽的召唤); its row comes
  in zone order, the Main Monster Zones left to right, then the Extra Monster Zones (the ones
  the player controls);
- a monster in face-up Attack Position may declare an attack if it has not attacked this turn
  (seed 004 §战斗阶段的流程); its rows come in the same order;
- a Pendulum Summon needs a Pendulum card in each Pendulum Zone (seed 000 §靈擺召喚): a card
  that is no Pendulum card in either one leaves the menu without it;
- the menu's prompt names its phase; Main Phase 1's menu offers the Battle Phase (not the
  first turn's), Main Phase 2's does not.
"""

import pytest

from duelist.engine import state as S
from duelist.engine.rules import PRESETS, Rules
from duelist.testing.scenario import Script, Table

OLD = "Mystical Elf"            # Level 4, placed on an earlier turn
OTHER = "Celtic Guardian"
FUSION = "Gaia the Dragon Champion"     # a Fusion Monster (Level 7): in an Extra Monster Zone under MR5


def _rows(duel, kinds):
    return [(o.kind, o.card, o.position) for o in duel.request.options if o.kind in kinds]


POSITION_KINDS = ("flip_summon", "change_position")


def test_each_monster_changes_its_position_only_if_it_did_nothing_this_turn():
    """Five monsters, one in each Main Monster Zone: only the one placed on an earlier turn in
    Attack Position (zone 0: to Defense Position) and the one Set on an earlier turn (zone 2:
    Flip Summoned to Attack Position) may change; the one Normal Summoned this turn (zone 1),
    the one whose position changed this turn (zone 3) and the one that attacked this turn
    (zone 4) may not."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    z0 = table.monster(0, OLD, zone=0)
    table.monster(0, OTHER, zone=1, summoned_this_turn=True)
    z2 = table.monster(0, OLD, zone=2, position="set")
    table.monster(0, OTHER, zone=3, position="defense", position_changed=True)
    table.monster(0, OTHER, zone=4, attacked=True)
    duel = table.build()
    assert duel.request.kind == "idle"
    assert _rows(duel, POSITION_KINDS) == [
        ("change_position", z0.uid(duel), S.FACEUP_DEFENSE),
        ("flip_summon", z2.uid(duel), S.FACEUP_ATTACK)]


@pytest.mark.parametrize("history", ["set_this_turn", "attacked"])
def test_a_face_down_monster_that_was_set_or_attacked_this_turn_is_not_flip_summoned(history):
    """A face-down Defense Position monster Set this turn, or one that declared an attack this
    turn and was turned face-down after it, cannot be Flip Summoned this turn (a Flip Summon
    is a change of position); one Set on an earlier turn beside it can."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    table.monster(0, OLD, zone=1, position="set", **{history: True})
    later = table.monster(0, OTHER, zone=3, position="set")
    duel = table.build()
    assert _rows(duel, POSITION_KINDS) == [("flip_summon", later.uid(duel), S.FACEUP_ATTACK)]


def test_the_extra_monster_zones_come_after_the_main_ones_and_only_the_players_own():
    """MR5: the turn player's monster in the left Extra Monster Zone changes its position after
    the ones in the Main Monster Zones (zone 4, then zone 0 is the order of the zones: 0 first);
    the opponent's in the right Extra Monster Zone is not the turn player's to change, nor to
    attack with. The Battle Step lists the attackers in the same order."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    a = table.monster(0, OLD, zone=4)
    b = table.monster(0, OTHER, zone=0)
    mine = table.monster(0, FUSION, zone=5)
    table.monster(1, FUSION, zone=6, position="defense")
    duel = table.build()
    assert _rows(duel, POSITION_KINDS) == [
        ("change_position", b.uid(duel), S.FACEUP_DEFENSE),
        ("change_position", a.uid(duel), S.FACEUP_DEFENSE),
        ("change_position", mine.uid(duel), S.FACEUP_DEFENSE)]
    script = Script(duel)
    script.pick("battle")
    request = script.expect("battle", player=0)
    assert request.kind == "battle"
    attackers = []
    for o in request.options:
        if o.kind == "attack" and o.card not in attackers:
            attackers.append(o.card)
    assert attackers == [b.uid(duel), a.uid(duel), mine.uid(duel)]


def test_the_battle_step_lists_only_monsters_in_attack_position_that_have_not_attacked():
    """Battle Step: a face-up Attack Position monster that has not attacked may attack (each
    opponent's monster, in zone order); one in Defense Position, one face-down and one that
    already attacked this turn may not. Ending the Battle Phase is the last row."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle")
    table.monster(0, OLD, zone=0, position="defense")
    ready = table.monster(0, OLD, zone=1)
    table.monster(0, OTHER, zone=2, position="set")
    table.monster(0, OTHER, zone=3, attacked=True)
    target = table.monster(1, OTHER, zone=2, position="defense")
    duel = table.build()
    request = duel.request
    assert request.kind == "battle"
    assert [(o.kind, o.card, o.target) for o in request.options] == [
        ("attack", ready.uid(duel), target.uid(duel)), ("end_battle", None, None)]


def _three_zones():
    return PRESETS["GOAT"].replace(main_monster_zones=3)


def test_with_three_main_monster_zones_the_rows_follow_the_zones():
    """Rules with three Main Monster Zones (not the five the menus write out): the position rows
    and the attackers are still those of the monsters that may act, in zone order."""
    table = Table(rules=_three_zones(), turn=3, turn_player=0, phase="main1")
    right = table.monster(0, OLD, zone=2)
    summoned = table.monster(0, OTHER, zone=1, summoned_this_turn=True)
    left = table.monster(0, OTHER, zone=0, position="set")
    duel = table.build()
    assert len(duel.players[0].mzone) == 3
    assert _rows(duel, POSITION_KINDS) == [
        ("flip_summon", left.uid(duel), S.FACEUP_ATTACK),
        ("change_position", right.uid(duel), S.FACEUP_DEFENSE)]
    script = Script(duel)
    script.pick("battle")
    request = script.expect("battle", player=0)
    # (a monster Normal Summoned this turn may attack: zone 1, then zone 2; the face-down one
    # in zone 0 may not; no opponent's monster: direct attacks)
    assert [(o.kind, o.card, o.target) for o in request.options] == [
        ("attack", summoned.uid(duel), "player"), ("attack", right.uid(duel), "player"), ("end_battle", None, None)]


PENDULUM_LOW, PENDULUM_HIGH = "Foucault's Cannon", "Flash Knight"      # scales 2 and 7
BETWEEN = "Giant Soldier of Stone"                                     # Level 3


@pytest.mark.parametrize("rules", ["MR3", "MR5"])
@pytest.mark.parametrize("plain_side", ["left", "right"])
def test_a_card_that_is_no_pendulum_card_in_a_pendulum_zone_gives_no_pendulum_summon(rules, plain_side):
    """A Pendulum scale in one Pendulum Zone and a Spell Card that is no Pendulum card in the
    other (under MR5 the end Spell & Trap Zones hold any Spell or Trap): no Pendulum Summon
    row, whichever side holds the Spell; with a scale on each side, one."""
    from duelist.engine.pendulum import pendulum_seqs
    table = Table(rules=rules, turn=3, turn_player=0)
    seqs = pendulum_seqs(table.rules)
    scale_side = "right" if plain_side == "left" else "left"
    table.pendulum(0, PENDULUM_LOW if scale_side == "left" else PENDULUM_HIGH, scale_side)
    if rules == "MR5":
        table.spell_trap(0, "Mystical Space Typhoon", zone=seqs[0 if plain_side == "left" else 1])
    table.hand(0, BETWEEN)
    duel = table.build()
    assert duel.request.kind == "idle"
    assert not [o for o in duel.request.options if o.kind == "pendulum_summon"]
    both = Table(rules=rules, turn=3, turn_player=0)
    both.pendulum(0, PENDULUM_LOW, "left")
    both.pendulum(0, PENDULUM_HIGH, "right")
    both.hand(0, BETWEEN)
    duel = both.build()
    assert len([o for o in duel.request.options if o.kind == "pendulum_summon"]) == 1


@pytest.mark.parametrize("zones", [1, 3])
def test_with_fewer_spell_and_trap_zones_the_pendulum_zones_are_still_their_ends(zones):
    """Rules with fewer Spell & Trap Zones and Pendulum Zones at their ends: with one zone there
    are no two ends, so no Pendulum Zones (`pendulum_seqs`) and no Pendulum Summon, even with a
    face-up Pendulum card in that zone; with three, the scales in zones 1 and 3 give the
    Pendulum Summon."""
    from duelist.engine.pendulum import pendulum_seqs
    rules = Rules("ends%d" % zones, spell_trap_zones=zones)
    table = Table(rules=rules, turn=3, turn_player=0)
    if zones == 1:
        assert pendulum_seqs(rules) == ()
        table.spell_trap(0, PENDULUM_HIGH, zone=0, face_down=False)
    else:
        table.pendulum(0, PENDULUM_LOW, "left")
        table.pendulum(0, PENDULUM_HIGH, "right")
    table.hand(0, BETWEEN)
    duel = table.build()
    assert duel.request.kind == "idle"
    offered = [o for o in duel.request.options if o.kind == "pendulum_summon"]
    assert len(offered) == (0 if zones == 1 else 1)


@pytest.mark.parametrize("phase", ["main1", "main2"])
def test_the_menu_names_its_phase_and_only_main_phase_1_offers_the_battle_phase(phase):
    """Turn 3, a monster on the field: Main Phase 1's menu says "Main Phase 1: choose an action"
    and offers the Battle Phase before ending the turn; Main Phase 2's says "Main Phase 2" and
    offers only to end the turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase=phase)
    table.monster(0, OLD, zone=0)
    duel = table.build()
    request = duel.request
    assert request.kind == "idle"
    words = "Main Phase 1" if phase == "main1" else "Main Phase 2"
    assert request.prompt == words + ": choose an action"
    kinds = [o.kind for o in request.options]
    assert kinds[-2:] == (["battle", "end_turn"] if phase == "main1" else ["change_position", "end_turn"])
    assert [o.id for o in request.options] == list(range(len(request.options)))


def test_the_first_turn_has_no_battle_phase():
    """Turn 1, Main Phase 1 (the rules' first_turn_battle off): the prompt still names Main Phase
    1, and no Battle Phase is offered."""
    table = Table(rules="GOAT", turn=1, turn_player=0, phase="main1")
    table.hand(0, OLD)
    duel = table.build()
    request = duel.request
    assert request.prompt == "Main Phase 1: choose an action"
    assert "battle" not in [o.kind for o in request.options]
    assert request.options[-1].kind == "end_turn"
