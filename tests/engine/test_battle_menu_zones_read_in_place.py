"""The Battle Step's menu reads the turn player's monsters off the zones in place (battle.py
`_battle_menu`; docs/performance.md round 10, issue 11: `monsters(tp)` is a call with a frame
on PyPy): the Main Monster Zones left to right, then the Extra Monster Zones' monsters the
player controls. The ruling it stands for (seed 004 §战斗阶段): each monster the turn player
controls in face-up Attack Position that has attacks left and that no rule keeps from
attacking may declare an attack, at each monster it may attack or directly, in the order
`monsters` gives; a monster that attacked may attack each monster it has not attacked yet (Asura
Priest), or attack again at any target where it has an attack of its own left (Mataza the Zapper,
Hayabusa Knight)."""

from duelist.engine import state as S
from duelist.testing.walks import random_decisions
from tests.engine.test_extra_deck_frames_kept import _extra_deck_duels
from tests.engine.test_options_built_by_hand import PAIRS

CHAOS = (("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"),)


def _attack_rows_by_the_rule(duel, tp):
    targets = duel._targets(tp)
    rows = []
    turn = duel.turn
    for card in duel.monsters(tp):
        if card.position != S.FACEUP_ATTACK:
            continue
        again = card.attack_turn == turn and card.attacks >= 1
        if again and not duel._attacks_left(card):
            if "extra_attacks" in duel._cont_tags_present and duel._extra_attacks_left(card):
                again = False       # a further attack of its own (Mataza, Hayabusa Knight): any target
            else:
                continue
        if "attack_lp_cost" in duel._cont_tags_present and duel._attack_lp_cost(card) > duel.players[tp].lp:
            continue        # an attack whose LP cost its player cannot pay (Dark Elf at 400 LP)
        if duel.can_attack(card):
            mine = []
            duel._add_target_options(mine, "attack", card, targets)
            if again:
                # a further attack of a monster that attacks every monster once (Asura
                # Priest): only the monsters it has not attacked this turn, never directly
                done = _attacked_this_turn(duel, card)
                mine = [o for o in mine if o.target is not None and o.target not in done]
            rows.extend(mine)
    for entry in duel.lingering:
        if entry.tag == "attack_target_only" and entry.player == tp:
            # that player's monsters may attack only that monster object (Staunch Defender,
            # round 57b: never directly; none once it has left the field)
            rows = [o for o in rows if o.target == entry.uid]
            break
    return [(o.kind, o.card, o.target) for o in rows]


def _attacked_this_turn(duel, card):
    """The uids `card` declared an attack on this turn, read off the log."""
    done = set()
    for event in reversed(duel.log):
        if event["type"] == "turn":
            break
        if event["type"] == "attack" and event.get("attacker") == card.uid:
            done.add(event.get("target"))
    return done


def test_the_attack_rows_are_those_of_the_monsters_the_player_controls():
    """At every Battle Step menu of random duels (the five bench pairs, the Chaos decks with
    Creature Swap and Snatch Steal, MR5 decks whose Extra Monster Zones hold monsters), the
    menu's attack rows are, in order, those the rule gives for `monsters(tp)`; the duels must
    give attacks from an Extra Monster Zone and by monsters whose control changed."""
    menus = rows = in_emz = taken = 0
    for source in (random_decisions(PAIRS + CHAOS, seeds=range(2)), _extra_deck_duels(range(6))):
        for duel, where in source:
            request = duel.request
            if request.kind != "battle":
                continue
            tp = duel.turn_player
            got = [(o.kind, o.card, o.target) for o in request.options if o.kind == "attack"]
            assert got == _attack_rows_by_the_rule(duel, tp), where
            menus += 1
            rows += len(got)
            uids = {uid for _, uid, _ in got}
            in_emz += sum(1 for c in duel.emz if c is not None and c.uid in uids)
            taken += sum(1 for c in duel.monsters(tp) if c.uid in uids and c.owner != tp)
    assert menus > 500 and rows > 500 and in_emz > 0 and taken > 0, (menus, rows, in_emz, taken)
