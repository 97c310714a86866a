"""The Battle Step menu offers an attack to each monster no rule keeps from attacking
(seed 004 §战斗阶段): a continuous "cannot attack" effect (Swords of Revealing Light: the
opponent's monsters; Gravity Bind: every Level 4 or higher monster) or a lasting rule.

The menu looks the continuous effects up once (battle.py `_attack_bars`) and asks each of its
monsters with them (`_barred_by`), where `can_attack` (actions.py) asks each monster from
the start: the answers are the same, monster by monster, whichever player controls the card
and whatever the order of the monsters."""

from duelist.engine.duel import Duel
from duelist.engine import state as S
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS


def attackers(duel):
    return sorted(set(o.name for o in Script(duel).options("attack")))


def three_monsters():
    """Turn 3, player 0's Battle Step: player 0 controls Battle Ox (Level 4), Giant Soldier
    of Stone (Level 3) and Blue-Eyes White Dragon (Level 8); player 1 controls Mystical Elf."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Blue-Eyes White Dragon")
    table.monster(1, "Mystical Elf", position="defense")
    return table


def test_the_opponents_swords_keep_every_monster_from_attacking():
    """Swords of Revealing Light of player 1: none of player 0's three monsters may declare
    an attack, the second and third no more than the first."""
    table = three_monsters()
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    assert attackers(duel) == []
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_ones_own_swords_keep_none_of_ones_monsters_from_attacking():
    """Swords of Revealing Light of player 0 binds only player 1's monsters: all three of
    player 0's attack."""
    table = three_monsters()
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    assert attackers(duel) == ["Battle Ox", "Blue-Eyes White Dragon", "Giant Soldier of Stone"]


def test_gravity_bind_is_asked_of_each_monster_by_its_own_level():
    """Gravity Bind of either player: Battle Ox (4) and Blue-Eyes (8) may not attack, Giant
    Soldier of Stone (3), between them in the zones, may."""
    for owner in (0, 1):
        table = three_monsters()
        table.spell_trap(owner, "Gravity Bind", face_down=False)
        duel = table.build()
        assert attackers(duel) == ["Giant Soldier of Stone"], owner


def test_swords_and_gravity_bind_together():
    """Player 0's own Swords does not bind player 0's monsters; player 1's Gravity Bind still
    binds the Level 4 or higher ones."""
    table = three_monsters()
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    table.spell_trap(1, "Gravity Bind", face_down=False)
    duel = table.build()
    assert attackers(duel) == ["Giant Soldier of Stone"]


def test_every_battle_step_menu_of_random_duels_offers_what_can_attack_allows():
    """At every Battle Step menu of random duels on the bench's effect pairs, the monsters
    offered an attack are exactly those in face-up Attack Position, not yet attacked this
    turn (no monster of these decks attacks every monster), that `can_attack` lets attack;
    and some menus had a monster kept from attacking. Only menus where the opponent controls a
    monster are compared: with none, a monster that may attack but not directly (Zombyra the
    Dark) has no target and no option, a rule of targets, not of `can_attack`."""
    kept = menus = 0
    for duel, where in random_decisions(PAIRS, range(3)):
        if duel.request.kind != "battle" or not duel.monsters(1 - duel.turn_player):
            continue
        menus += 1
        tp = duel.turn_player
        offered = set(o.card for o in duel.request.options if o.kind == "attack")
        expected = set()
        for card in duel.monsters(tp):
            if card.position != S.FACEUP_ATTACK:
                continue
            if card.history[S.H_ATTACK_TURN] == duel.turn and card.history[S.H_ATTACKS] >= 1:
                continue
            if duel.can_attack(card):
                expected.add(card.uid)
            else:
                kept += 1
        assert offered == expected, where
    assert menus > 50 and kept > 0, (menus, kept)


def test_a_negated_gravity_bind_binds_nothing_beside_ones_own_swords():
    """Jinzo of player 1 negates the Traps' effects on the field: player 1's Gravity Bind
    reaches Battle Ox and Blue-Eyes but does not apply; player 0's own Swords applies but
    reaches only player 1's monsters. Every one of player 0's monsters may attack."""
    table = three_monsters()
    table.monster(1, "Jinzo")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    assert attackers(duel) == ["Battle Ox", "Blue-Eyes White Dragon", "Giant Soldier of Stone"]
