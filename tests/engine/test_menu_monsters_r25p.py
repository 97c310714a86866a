"""The two menus read the turn player's monsters off the zones in place (turn.py `_main_menu`,
battle.py `_battle_menu`), as `monsters(tp)` lists them: the Main Monster Zones left to right,
then the Extra Monster Zones' monsters the player controls. Round 25p asks the controller
only of an Extra Monster Zone's monster: a player's Main Monster Zones hold only monsters that
player controls (a change of control moves the monster to a zone of the new controller,
actions.py `take_control`), which `monsters` has always assumed."""

from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.testing.walks import random_decisions
from tests.engine.test_extra_deck_frames_kept import _extra_deck_duels
from tests.engine.test_options_built_by_hand import PAIRS

CHAOS = (("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"),)


def _position_rows_by_the_rule(duel, tp):
    """The flip_summon / change_position rows the rule gives (seed 004 §怪兽的召唤, seed 000
    §怪獸的表示形式的變更): each monster of `monsters(tp)` that did not arrive, change position
    or attack this turn and that no rule holds; a face-down one is Flip Summoned (not under a
    summon lock), a face-up one other than a Link Monster changes position."""
    lock = duel._any_scripts and duel._summon_lock(tp)
    rows = []
    for card in duel.monsters(tp):
        if card.fixed_turn == duel.turn or duel._position_locked(card):
            continue
        if card.position == S.FACEDOWN_DEFENSE:
            script = card.script
            if script is not None and script.normal_summon_if is not None and \
                    not script.normal_summon_if(new_ctx(duel, card, None, tp)):
                continue    # "cannot be Flip Summoned unless ..." (Terrorking Archfiend; round 57b)
            if not lock:
                rows.append(("flip_summon", card.uid, S.FACEUP_ATTACK))
        elif not card.data.link:
            new = S.FACEUP_DEFENSE if card.position == S.FACEUP_ATTACK else S.FACEUP_ATTACK
            rows.append(("change_position", card.uid, new))
    return rows


def test_a_players_main_monster_zones_hold_only_monsters_that_player_controls():
    """At every decision of random duels (the five bench pairs, the Chaos decks with Creature
    Swap, Snatch Steal and Change of Heart, MR5 decks whose Extra Monster Zones hold monsters),
    each monster in a player's Main Monster Zone is controlled by that player, its zone number
    its place; the duels must have monsters whose control changed."""
    seen = taken = 0
    for source in (random_decisions(PAIRS + CHAOS, seeds=range(2)), _extra_deck_duels(range(4))):
        for duel, where in source:
            for p in (0, 1):
                for seq, card in enumerate(duel.players[p].mzone):
                    if card is None:
                        continue
                    assert card.controller == p and card.location == S.MZONE and card.seq == seq, where
                    seen += 1
                    taken += card.owner != p
    assert seen > 5000 and taken > 0, (seen, taken)


def test_the_menus_position_rows_are_those_of_the_monsters_the_player_controls():
    """At every Main Phase menu of the same duels, the flip_summon and change_position rows are,
    in order, those the rule gives for `monsters(tp)`: a monster the player took is offered, a
    monster of theirs the opponent took is not, and an Extra Monster Zone's monster is offered
    only to the player controlling it."""
    menus = rows = in_emz = taken = 0
    for source in (random_decisions(PAIRS + CHAOS, seeds=range(2)), _extra_deck_duels(range(6))):
        for duel, where in source:
            request = duel.request
            if request.kind != "idle":
                continue
            tp = duel.turn_player
            got = [(o.kind, o.card, o.position) for o in request.options
                   if o.kind in ("flip_summon", "change_position")]
            assert got == _position_rows_by_the_rule(duel, tp), where
            menus += 1
            rows += len(got)
            uids = {uid for _, uid, _ in got}
            in_emz += sum(1 for c in duel.emz if c is not None and c.uid in uids)
            taken += sum(1 for c in duel.monsters(tp) if c.uid in uids and c.owner != tp)
    assert menus > 500 and rows > 500 and in_emz > 0 and taken > 0, (menus, rows, in_emz, taken)
