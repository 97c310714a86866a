"""The activations that need monsters on the field or in the GY for their targets or cost,
ruled on the fields and GYs that have them and those that lack them. Two of them declare the
count (engine/effects.py): the windows and menus read it before anything else, so a count one
too high (or of the wrong side) keeps back an activation the card allows.

- Two-Pronged Attack (`MonstersOnField(mine=2, theirs=1)`): targets 2 monsters you control and
  1 your opponent controls (any way up).
- Rite of Spirit (`MonstersInGrave(mine=1)`): targets 1 "Gravekeeper's" monster in your GY.
The others declare nothing (their declarations were measured and dropped, round 12t of
docs/performance.md); their cases pin the same rulings:
- Deck Devastation Virus: Tribute 1 DARK monster with 2000 or more ATK you control (its cost).
- Book of Moon: targets 1 face-up monster on the field (either side).
- Enemy Controller: both effects target 1 face-up monster your opponent controls.
- Nobleman of Crossout: targets 1 face-down monster on the field (either side).
In each window case the same player has a Set Waboku, the witness that they were asked at all."""

import pytest

from duelist.cards.common import MonstersInGrave, MonstersOnField
from duelist.testing.scenario import Script, Table


def _offered_effects(table, player, card):
    """The effects of `card` offered to `player` at the first request to them (a window or
    the menu), with a Set Waboku of theirs offered too."""
    table.spell_trap(player, "Waboku")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.request.player == player
    assert s.has("activate", "Waboku")
    return sorted(o.effect for o in s.options("activate", card))


def _field(table, mine, theirs, me=1):
    """Monsters for `me` (mine) and the opponent (theirs): (name, position) pairs."""
    for name, position in mine:
        table.monster(me, name, position=position)
    for name, position in theirs:
        table.monster(1 - me, name, position=position)


# ------------------------------------------------------------------ Two-Pronged Attack
def _offers_two_pronged(mine, theirs):
    """Player 1: Two-Pronged Attack Set, asked in player 0's End Phase."""
    table = Table(turn=3, turn_player=0, phase="end")
    table.spell_trap(1, "Two-Pronged Attack")
    _field(table, mine, theirs)
    return _offered_effects(table, 1, "Two-Pronged Attack") == [0]


OX, ELF, SKULL = ("Battle Ox", "attack"), ("Mystical Elf", "defense"), ("Summoned Skull", "attack")
SET_OX, SET_ELF = ("Battle Ox", "set"), ("Mystical Elf", "set")


def test_two_pronged_attack_is_offered_with_two_monsters_of_yours_and_one_of_theirs():
    assert _offers_two_pronged([OX, ELF], [SKULL])


def test_two_pronged_attack_counts_face_down_monsters_on_both_sides():
    assert _offers_two_pronged([SET_OX, SET_ELF], [SET_OX])


@pytest.mark.parametrize("mine, theirs", [
    ([OX], [SKULL, ELF, SET_OX]),       # one of yours
    ([OX, ELF, SKULL], []),             # none of theirs
    ([], [OX, ELF]),
])
def test_two_pronged_attack_is_not_offered_without_its_three_targets(mine, theirs):
    assert not _offers_two_pronged(mine, theirs)


# ------------------------------------------------------------------ Deck Devastation Virus
def _offers_virus(mine):
    """Player 1: Deck Devastation Virus Set, asked in player 0's End Phase; player 0 has a
    Battle Ox."""
    table = Table(turn=3, turn_player=0, phase="end")
    table.spell_trap(1, "Deck Devastation Virus")
    _field(table, mine, [OX])
    return _offered_effects(table, 1, "Deck Devastation Virus") == [0]


def test_deck_devastation_virus_is_offered_with_a_dark_monster_of_2000_atk_or_more_to_tribute():
    assert _offers_virus([SKULL])                       # DARK, 2500 ATK
    assert _offers_virus([("Summoned Skull", "set")])   # face-down: its printed ATK


@pytest.mark.parametrize("mine", [[], [OX, ELF]])       # no monster; none DARK with 2000
def test_deck_devastation_virus_is_not_offered_without_its_tribute(mine):
    assert not _offers_virus(mine)


# ------------------------------------------------------------------ Book of Moon
def _offers_book_of_moon(mine, theirs):
    """Player 0: Book of Moon in the hand, asked in their own Battle Phase."""
    table = Table(turn=3, turn_player=0, phase="battle")
    table.hand(0, "Book of Moon")
    _field(table, mine, theirs, me=0)
    return _offered_effects(table, 0, "Book of Moon") == [0]


@pytest.mark.parametrize("mine, theirs", [([], [ELF]), ([OX], []), ([SET_OX], [SET_ELF, OX])])
def test_book_of_moon_is_offered_with_a_face_up_monster_on_either_side(mine, theirs):
    assert _offers_book_of_moon(mine, theirs)


@pytest.mark.parametrize("mine, theirs", [([], []), ([SET_OX], [SET_ELF])])
def test_book_of_moon_is_not_offered_without_a_face_up_monster(mine, theirs):
    assert not _offers_book_of_moon(mine, theirs)


# ------------------------------------------------------------------ Enemy Controller
def _enemy_controller_effects(mine, theirs):
    """Player 0: Enemy Controller in the hand, asked in their own Battle Phase: the effects
    offered (0 change a battle position, 1 Tribute 1 and take control)."""
    table = Table(turn=3, turn_player=0, phase="battle")
    table.hand(0, "Enemy Controller")
    _field(table, mine, theirs, me=0)
    return _offered_effects(table, 0, "Enemy Controller")


def test_enemy_controller_offers_both_effects_with_a_face_up_monster_of_theirs_and_one_of_yours():
    assert _enemy_controller_effects([SET_OX], [ELF]) == [0, 1]


def test_enemy_controller_offers_only_the_position_change_with_no_monster_of_yours_to_tribute():
    assert _enemy_controller_effects([], [ELF]) == [0]


@pytest.mark.parametrize("mine, theirs", [([OX], [SET_ELF]), ([OX, ELF], [])])
def test_enemy_controller_is_not_offered_without_a_face_up_monster_of_theirs(mine, theirs):
    assert _enemy_controller_effects(mine, theirs) == []


# ------------------------------------------------------------------ Nobleman of Crossout
def _offers_nobleman(mine, theirs):
    """Player 0: Nobleman of Crossout in the hand, asked at their Main Phase 1 menu."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Nobleman of Crossout")
    _field(table, mine, theirs, me=0)
    return _offered_effects(table, 0, "Nobleman of Crossout") == [0]


@pytest.mark.parametrize("mine, theirs", [([SET_OX], []), ([SET_OX], [OX]), ([OX], [SET_ELF])])
def test_nobleman_of_crossout_is_offered_with_a_face_down_monster_on_either_side(mine, theirs):
    assert _offers_nobleman(mine, theirs)


@pytest.mark.parametrize("mine, theirs", [([], []), ([OX], [ELF, SKULL])])
def test_nobleman_of_crossout_is_not_offered_without_a_face_down_monster(mine, theirs):
    assert not _offers_nobleman(mine, theirs)


# ------------------------------------------------------------------ Rite of Spirit
def _offers_rite(mine, theirs):
    """Player 1: Rite of Spirit Set, asked in player 0's End Phase; the GYs' cards."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="end")
    table.spell_trap(1, "Rite of Spirit")
    if mine:
        table.grave(1, *mine)
    if theirs:
        table.grave(0, *theirs)
    return _offered_effects(table, 1, "Rite of Spirit") == [0]


@pytest.mark.parametrize("mine", [["Gravekeeper's Spy"], ["Pot of Greed", "Dark Magician", "Gravekeeper's Chief"]])
def test_rite_of_spirit_is_offered_with_a_gravekeepers_monster_in_your_gy(mine):
    assert _offers_rite(mine, ["Gravekeeper's Spy"])


@pytest.mark.parametrize("mine", [[], ["Pot of Greed", "Mystical Space Typhoon"], ["Dark Magician"]])
def test_rite_of_spirit_is_not_offered_without_a_gravekeepers_monster_in_your_gy(mine):
    assert not _offers_rite(mine, ["Gravekeeper's Spy", "Gravekeeper's Chief"])


# ------------------------------------------------------------------ the declaration itself
class _Ctx(object):
    def __init__(self, duel, player):
        self.duel = duel
        self.player = player


def test_a_declared_count_of_monsters_checks_each_side_then_the_rest():
    table = Table(turn=3, turn_player=0, phase="main1")
    _field(table, [OX, SET_ELF], [SKULL], me=0)
    duel = table.build()
    asked = []

    def rest(ctx):
        asked.append(ctx.player)
        return True

    assert MonstersOnField(mine=2, theirs=1, rest=rest)(_Ctx(duel, 0)) and asked == [0]
    assert not MonstersOnField(mine=2, theirs=1, rest=rest)(_Ctx(duel, 1)) and asked == [0]
    assert not MonstersOnField(mine=3)(_Ctx(duel, 0)) and not MonstersOnField(theirs=2)(_Ctx(duel, 0))
    assert MonstersOnField(either=3)(_Ctx(duel, 1)) and not MonstersOnField(either=4)(_Ctx(duel, 1))


def test_a_declared_count_of_monsters_counts_the_extra_monster_zones_by_controller():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Decode Talker", zone=5, summon_kind="link")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert MonstersOnField(mine=1, theirs=1, either=2)(_Ctx(duel, 0))
    assert not MonstersOnField(mine=2)(_Ctx(duel, 0)) and not MonstersOnField(theirs=2)(_Ctx(duel, 1))


@pytest.mark.parametrize("kw, message", [
    ({}, "no count given"),
    ({"mine": -1}, "mine=-1"),
    ({"theirs": 8}, "theirs=8"),
    ({"either": "2"}, "either='2'"),
    ({"mine": True}, "mine=True"),
])
def test_a_declared_count_of_monsters_out_of_range_is_refused_by_name(kw, message):
    with pytest.raises(ValueError, match=message):
        MonstersOnField(**kw)


def test_the_rest_of_a_declared_count_of_monsters_must_be_a_function():
    with pytest.raises(TypeError, match="rest=3"):
        MonstersOnField(mine=1, rest=3)


def test_a_declared_count_of_monsters_in_the_gy_counts_monster_cards_of_each_side_then_the_rest():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.grave(0, "Pot of Greed", "Battle Ox", "Mystical Elf")
    table.grave(1, "Mystical Space Typhoon")
    duel = table.build()
    asked = []

    def rest(ctx):
        asked.append(ctx.player)
        return True

    assert MonstersInGrave(mine=2, rest=rest)(_Ctx(duel, 0)) and asked == [0]
    assert not MonstersInGrave(mine=3, rest=rest)(_Ctx(duel, 0)) and asked == [0]
    assert not MonstersInGrave(mine=1)(_Ctx(duel, 1))
    assert MonstersInGrave(theirs=2, either=2)(_Ctx(duel, 1)) and not MonstersInGrave(either=3)(_Ctx(duel, 1))
    with pytest.raises(ValueError, match="no count given"):
        MonstersInGrave()
    assert repr(MonstersInGrave(mine=1)) == "MonstersInGrave(mine=1, theirs=0, either=0, rest=None)"
