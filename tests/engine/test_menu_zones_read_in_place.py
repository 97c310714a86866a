"""The Main Phase menu reads the zones in place (turn.py; docs/performance.md round 10,
issue 11: on PyPy, with the engine's JIT settings, every call is a compiled call with a
frame): the monsters whose battle positions may change are read off the turn player's Main
Monster Zones and the Extra Monster Zones instead of through `monsters(tp)`; whether a Main
Monster Zone is free for a Normal Summon (`_has_free_mzone`) and a Spell & Trap Zone for a
Set (`_free_szone`) are tested zone by zone instead of by `None in zones`. The rulings these
stand for: every monster the player controls, in the order `monsters` gives, that was
neither placed nor changed its position this turn may change it once (a face-down one by a
Flip Summon, unless it attacked; seed 004 §怪兽的召唤), unless something locks it or it is a
Link Monster; a monster is Normal Summoned or Set into a free Main Monster Zone, a Spell or
Trap Set into a free Spell & Trap Zone."""

import pytest

from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.engine.link import is_link
from duelist.testing import Table
from duelist.testing.walks import random_decisions
from tests.engine.test_extra_deck_frames_kept import _extra_deck_duels
from tests.engine.test_options_built_by_hand import PAIRS

CHAOS = (("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"),)
POSITION_KINDS = ("flip_summon", "change_position")


def _may_flip_summon(duel, card, tp):
    """The card's own summoning rules for a Flip Summon (turn.py `_main_menu`): "only while you
    control an Archfiend" (NORMAL_SUMMON_IF: Terrorking Archfiend), "only 1 face-up" (Amazoness
    Tiger)."""
    from duelist.engine.chain import new_ctx
    script = card.script
    if script is None:
        return True
    if script.normal_summon_if is not None and not script.normal_summon_if(new_ctx(duel, card, None, tp)):
        return False
    return not (script.only_one == "face_up" and duel.controls_copy(tp, card, True))


def _position_rows_by_the_rule(duel, tp):
    """The position rows as the plain rule gives them: each monster of `monsters(tp)`, in
    that order, with the lock and the position locks asked of it alone."""
    turn = duel.turn
    lock = duel._any_scripts and duel._summon_lock(tp)
    rows = []
    for card in duel.monsters(tp):
        if card.turn_placed == turn or card.position_turn == turn or card.attack_turn == turn:
            continue
        if card.position == S.FACEDOWN_DEFENSE:
            if lock or duel._position_locked(card) or not _may_flip_summon(duel, card, tp):
                continue
            script = card.script
            if script is not None and script.normal_summon_if is not None and \
                    not script.normal_summon_if(new_ctx(duel, card, None, tp)):
                continue    # "cannot be Flip Summoned unless ..." (Terrorking Archfiend; round 57b)
            rows.append(("flip_summon", card.uid, S.FACEUP_ATTACK))
        else:
            if duel._position_locked(card) or is_link(card):
                continue
            new = S.FACEUP_DEFENSE if card.position == S.FACEUP_ATTACK else S.FACEUP_ATTACK
            rows.append(("change_position", card.uid, new))
    return rows


def test_the_position_rows_are_those_of_the_monsters_the_player_controls():
    """At every Main Phase menu of random duels (the five bench pairs, the Chaos decks with
    Creature Swap and Snatch Steal, MR5 decks whose Extra Monster Zones hold monsters), the
    menu's Flip Summon and change-of-position rows are, in order, those the plain rule gives
    for `monsters(tp)`; the duels must give rows, to monsters in an Extra Monster Zone and to
    monsters whose control changed."""
    menus = rows = in_emz = taken = 0
    sources = [random_decisions(PAIRS + CHAOS, seeds=range(2)), _extra_deck_duels(range(6))]
    for source in sources:
        for duel, where in source:
            request = duel.request
            if request.kind != "idle":
                continue
            tp = duel.turn_player
            got = [(o.kind, o.card, o.position) for o in request.options if o.kind in POSITION_KINDS]
            assert got == _position_rows_by_the_rule(duel, tp), where
            menus += 1
            rows += len(got)
            uids = {uid for _, uid, _ in got}
            in_emz += sum(1 for c in duel.emz if c is not None and c.uid in uids)
            taken += sum(1 for c in duel.monsters(tp) if c.uid in uids and c.owner != tp)
    assert menus > 1000 and rows > 500 and in_emz > 0 and taken > 0, (menus, rows, in_emz, taken)


def _idle_menu(table):
    duel = table.build()
    assert duel.request.kind == "idle" and duel.turn_player == 0
    return duel


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
@pytest.mark.parametrize("free", [None, 0, 1, 2, 3, 4])
def test_a_monster_is_summoned_only_while_a_main_monster_zone_is_free(rules, free):
    """With every Main Monster Zone but one holding a monster (each zone the free one in
    turn), a Level 4 monster in the hand may be Normal Summoned and Set; with all five full,
    neither (a Level 4 monster needs no Tribute that would free one)."""
    table = Table(rules=rules)
    for zone in range(5):
        if zone != free:
            table.monster(0, "Mystical Elf", zone=zone, position="defense")
    table.hand(0, "Celtic Guardian")
    duel = _idle_menu(table)
    rows = sorted(o.kind for o in duel.request.options if o.name == "Celtic Guardian")
    assert rows == ([] if free is None else ["set", "summon"])
    assert duel._has_free_mzone(0) == (free is not None)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
@pytest.mark.parametrize("free", [None, 0, 1, 2, 3, 4])
def test_a_spell_is_set_only_while_a_spell_and_trap_zone_is_free(rules, free):
    """With every Spell & Trap Zone but one holding a card (each zone the free one in turn), a
    Spell in the hand may be Set; with all five full, not (a Field Spell has a zone of its
    own)."""
    table = Table(rules=rules)
    for zone in range(5):
        if zone != free:
            table.spell_trap(0, "Mystical Space Typhoon", zone=zone)
    table.hand(0, "Pot of Greed")
    table.hand(0, "Yami")
    duel = _idle_menu(table)
    sets = sorted(o.name for o in duel.request.options if o.kind == "set_spell")
    assert sets == (["Yami"] if free is None else ["Pot of Greed", "Yami"])
    assert (duel._free_szone(0) is not None) == (free is not None)


@pytest.mark.parametrize("opponent", ["Mystical Elf", "The Last Warrior from Another Planet"])
def test_a_summoning_procedure_is_offered_only_while_summons_are_allowed(opponent):
    """The Main Phase menu's Spell & Trap Sets, activations and summoning procedures are
    written out in `_main_menu` (no `_card_menu` call, a frame on PyPy): Cyber Dragon's own
    Special Summon (only the opponent controls a monster) is offered against Mystical Elf, and
    not while The Last Warrior from Another Planet keeps either player from Summoning (a
    Level 5 monster, with no monster to Tribute it has no Normal Summon or Set)."""
    table = Table()
    table.monster(1, opponent, zone=2)
    table.hand(0, "Cyber Dragon")
    duel = _idle_menu(table)
    kinds = sorted(o.kind for o in duel.request.options if o.name == "Cyber Dragon")
    locked = opponent != "Mystical Elf"
    assert kinds == ([] if locked else ["special_summon"])
