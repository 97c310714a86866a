"""Every bundled effect that is activated (a chain link) and whose resolution inflicts effect
damage declares it, with whom (`Effect(inflicts_damage="opponent" | "self" | "both")`, relative
to the player who activates it), and no other effect does: Trap of Board Eraser and Barrel
Behind the Door answer "a card or effect activated that would inflict damage to you" as it is
activated (their texts; yugioh-wiki.net 《地獄の扉越し銃》 and 《黒板消しの罠》: either player's
effect, Ring of Destruction included; never battle damage), reading that declaration
(`ctx.link_inflicts_damage`), never the script's code.

What counts: a resolution that calls `ctx.damage` (Hinotama, Ookazi, Just Desserts, Secret
Barrel, Cannon Soldier, Lava Golem's upkeep...), directly or through a helper of the script or of
duelist.cards. One that may inflict damage counts even where it might not (Just Desserts with no
monster there, Dice Jar's loser, Time Wizard's miss, Dragon's Gunfire's damage mode). "both" is
said where the damage may go to either player or to both (Ring of Destruction, Mecha-Dog
Marron, Dice Jar; Burning Land and Ectoplasmer, the turn player's opponent or the turn player;
Mask of Dispel and Stamping Destruction, the controller of a card either player may control).
An effect that never forms a chain link (Chain Burst's and Tower of Babel's STATE effects,
Ojama Trio's, Magical Thorn's and Fatal Abacus's APPLY effects) cannot be answered and declares
nothing (yugioh-wiki.net 《地獄の扉越し銃》: an effect that is not on a chain, such as 《黒蛇病》,
cannot be answered). An LP cost (Solemn Judgment, Imperial Order's upkeep) is no damage.
The test reads each effect's resolution the way the special-summon test does (round 53o)."""

import pytest

from tests.rules.test_effects_that_special_summon_declare_it_r53o import _CHAIN_LINKS, _effects, _names

_WHOM = ("opponent", "self", "both")

# the cards whose effects declare it, by script name, with whom (a new one is added here)
INFLICTING = {
    "amazoness_archer": "opponent", "ameba": "self", "attack_and_receive": "opponent",
    "backfire": "opponent", "black_pendant": "opponent", "blast_held_by_a_tribute": "opponent",
    "bowganian": "opponent", "burning_land": "both", "cannon_soldier": "opponent",
    "catapult_turtle": "opponent", "ceasefire": "opponent", "cemetary_bomb": "opponent",
    "des_koala": "opponent", "dice_jar": "both", "dragons_gunfire": "opponent", "ectoplasmer": "both",
    "elemental_hero_flame_wingman": "opponent", "exploder_dragonwing": "opponent", "falling_down": "self",
    "final_flame": "opponent", "fire_princess": "opponent", "fire_sorcerer": "opponent",
    "gem_knight_lady_lapis_lazuli": "opponent", "giant_germ": "opponent", "goblin_thief": "opponent",
    "gravekeepers_cannonholder": "opponent", "gravekeepers_curse": "opponent", "hinotama": "opponent",
    "judgment_of_anubis": "opponent", "just_desserts": "opponent", "lava_golem": "self",
    "magic_cylinder": "opponent", "mask_of_dispel": "both", "mass_driver": "opponent",
    "mecha_dog_marron": "both", "meteor_of_destruction": "opponent", "mushroom_man_2": "self",
    "nightmare_wheel": "opponent", "number_61_volcasaurus": "opponent", "ookazi": "opponent",
    "poison_mummy": "opponent", "princess_of_tsurugi": "opponent", "reflect_bounder": "opponent",
    "ring_of_destruction": "both", "secret_barrel": "opponent", "shinato_king_of_a_higher_plane": "opponent",
    "solar_ray": "opponent", "stamping_destruction": "both", "stealth_bird": "opponent",
    "the_agent_of_judgment_saturn": "opponent", "thestalos_the_firestorm_monarch": "opponent",
    "thunder_crash": "opponent", "time_wizard": "self", "tremendous_fire": "both",
    "wave_motion_cannon": "opponent",
}     # round 57a
INFLICTING.update({"minor_goblin_official": "opponent", "woodland_sprite": "opponent", "dd_dynamite": "opponent",
                   "poison_of_the_old_man": "opponent", "fuhma_shuriken": "opponent",
                   "atomic_firefly": "opponent", "granadora": "self"})     # the lead: stop 57's card rounds (57d-57h)
INFLICTING.update({"rock_bombardment": "opponent", "blasting_the_ruins": "opponent", "poison_fangs": "opponent"})     # round 57n
INFLICTING.update({"dark_room_of_nightmare": "opponent"})     # round 57l
INFLICTING.update({"needle_burrower": "opponent", "legendary_black_belt": "opponent", "solar_flare_dragon": "opponent",
                   "mine_golem": "opponent"})     # round 57q
INFLICTING.update({"abare_ushioni": "both"})     # round 58e
INFLICTING.update({"minefield_eruption": "opponent"})     # round 58g
INFLICTING.update({"kozakys_self_destruct_button": "both"})     # round 59h; round 59t: today's text hurts whoever destroyed it
INFLICTING.update({"cobra_jar": "opponent"})     # round 59g


def _inflicting(found):
    return [(name, effect) for name, effect in found if effect.kind in _CHAIN_LINKS and
            effect.resolve is not None and not _names(effect.resolve, set()).isdisjoint(_DAMAGE_CALLS)]


_DAMAGE_CALLS = ("damage", "damages")      # (`Ctx.damages`: to both players at the same time, round 59a)


def test_every_effect_whose_resolution_inflicts_damage_declares_it():
    """Q: which activated effects inflict effect damage as they resolve? A: exactly those
    declaring `inflicts_damage=...` (each era's effects read: Ring of Destruction has two); none
    other declares it (Barrel Behind the Door moves damage and inflicts none of its own)."""
    found = _effects()
    inflicting = _inflicting(found)
    undeclared = sorted((name, effect.label or "") for name, effect in inflicting if effect.inflicts_damage is None)
    assert undeclared == []
    declared = {(name, id(effect)) for name, effect in found if effect.inflicts_damage is not None}
    assert declared == {(name, id(effect)) for name, effect in inflicting}
    assert {name for name, _ in declared} == set(INFLICTING)


@pytest.mark.parametrize("name", sorted(INFLICTING))
def test_each_declaration_names_whom(name):
    """Q: whom does each declaring effect damage? A: the player its text names, relative to the
    player who activates it: Hinotama the opponent, Lava Golem's upkeep its own controller, Ring
    of Destruction both (a value outside "opponent" / "self" / "both" is refused)."""
    values = {effect.inflicts_damage for n, effect in _effects() if n == name and effect.inflicts_damage is not None}
    assert values == {INFLICTING[name]} and values <= set(_WHOM)


def test_effects_that_never_form_a_chain_link_declare_nothing():
    """Q: do Chain Burst (a STATE effect: 1000 to whoever's Trap resolved) or Fatal Abacus (an
    APPLY effect) declare it? A: no: nothing is activated that an answer could be chained to."""
    effects = [effect for name, effect in _effects() if name in ("chain_burst", "fatal_abacus")]
    assert effects and all(effect.inflicts_damage is None for effect in effects)


def test_the_declaration_is_for_an_effect_that_is_activated():
    """Q: may a continuous effect say it inflicts damage, or may a declaration name someone else?
    A: no: the answers read a chain link, and only the three words are understood."""
    from duelist.engine.effects import ACTIVATE, CONTINUOUS, Effect
    with pytest.raises(ValueError, match="inflicts_damage"):
        Effect(CONTINUOUS, inflicts_damage="opponent")
    with pytest.raises(ValueError, match="inflicts_damage"):
        Effect(ACTIVATE, inflicts_damage="turn player")
INFLICTING.update({"ultimate_baseball_kid": "opponent"})     # round 59f
INFLICTING.update({"man_thro_tro": "opponent", "mask_of_the_accursed": "both"})     # round 59k
INFLICTING.update({"restructer_revolution": "opponent"})     # round 59u
INFLICTING.update({"dark_snake_syndrome": "both", "inferno_fire_blast": "opponent", "lady_assailant_of_flames": "opponent"})     # round 59w
