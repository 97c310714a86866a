"""Every bundled effect that is activated (a chain link) and whose resolution Special Summons
declares it (`Effect(special_summons=True)`), and no other effect does: Royal Oppression answers
"a card or effect that would Special Summon" as it is activated, reading that declaration
(`ctx.link_special_summons`), never the script's code.

What counts as a Special Summon: a monster placed by `special_summon` (Monster Reborn, Call of
the Haunted, Premature Burial, Metamorphosis, floaters, revivals), a Fusion, Ritual or Synchro
Summon made by an effect (`proper_summon`, `synchro_summon`: Polymerization, Black Luster Ritual,
Urgent Tuning), and Tokens (`create_token`): a Token is Special Summoned (seed 000 §衍生物, the
oocities.org Scapegoat essay: "the tokens placed on the field are considered Special Summoned"),
and Royal Oppression stops Scapegoat (Pojo's Card of the Day of 2005-09-12, Royal Oppression:
"you can also use this to negate Scapegoat"). An effect that may Special Summon counts even where
it might not (edisonformat.net's rulings of Royal Oppression: Macro Cosmos).

The test reads each effect's resolution: the names its code uses, followed into the functions of
the script and of duelist.cards (common, kit, summons) it calls."""

import importlib
import pkgutil
import types

from duelist.engine.effects import ACTIVATE, FLIP, IGNITION, QUICK, TRIGGER

_SUMMONS = frozenset(("special_summon", "create_token", "proper_summon", "synchro_summon"))
_CHAIN_LINKS = (ACTIVATE, IGNITION, TRIGGER, QUICK, FLIP)

# the cards whose effects declare it, by script name (a new one is added here and declared)
SPECIAL_SUMMONING = {
    "summoner_monk", "instant_fusion", "book_of_life", "marauding_captain", "don_turtle",
    "red_eyes_fusion", "brilliant_fusion", "apprentice_magician", "ddr_different_dimension_reincarnation",
    "treeborn_frog", "artifact_beagalltach", "dark_flare_knight", "king_dragun", "dandylion",
    "battle_fader", "nimble_momonga", "dimension_fusion", "quillbolt_hedgehog", "polymerization",
    "gravekeepers_spy", "return_from_the_different_dimension", "temple_of_the_kings", "macro_cosmos",
    "rite_of_spirit", "contract_with_exodia", "plaguespreader_zombie", "cyber_jar", "magical_scientist",
    "black_illusion_ritual", "gladiator_beast_bestiari", "linkuriboh", "monster_gate", "the_shallow_grave",
    "twin_headed_behemoth", "the_flute_of_summoning_dragon", "stardust_dragon", "skilled_white_magician",
    "metamorphosis", "mystic_swordsman_lv2", "gladiator_beast_gyzarus", "formula_synchron", "vampire_lord",
    "black_luster_ritual", "sacred_phoenix_of_nephthys", "gravekeepers_chief", "junk_synchron",
    "cyber_stein", "contract_with_the_abyss", "premature_burial", "dragons_mirror", "skilled_dark_magician",
    "scapegoat", "mystic_swordsman_lv4", "dark_mimic_lv1", "pyramid_turtle", "future_fusion",
    "gladiator_beast_laquari", "mystic_tomato", "monster_reborn", "artifact_moralltach", "last_will",
    "urgent_tuning", "giant_rat", "call_of_the_haunted", "hand_of_nephthys", "tragoedia", "link_spider",
    "dd_scout_plane", "dd_survivor", "morphing_jar_2",      # round 54d
    "shining_angel", "reasoning",     # round 54c
    "armed_dragon_lv3", "armed_dragon_lv5",     # round 54h
    "ultimate_insect_lv1", "ultimate_insect_lv3",      # round 54i
    "desrook_archfiend", "archfiends_roar",      # round 56c
    "ojama_trio"}      # round 54g
SPECIAL_SUMMONING |= {"release_restraint", "mustering_of_the_dark_scorpions"}     # round 54l
SPECIAL_SUMMONING |= {"chosen_one"}     # round 54s
SPECIAL_SUMMONING |= {"elegant_egotist"}     # round 55f
SPECIAL_SUMMONING |= {"soul_resurrection", "rope_of_life"}     # round 55b
SPECIAL_SUMMONING |= {"beast_soul_swap", "dimension_distortion"}     # round 55e
SPECIAL_SUMMONING |= {"spear_cretin"}     # round 55h
SPECIAL_SUMMONING |= {"giant_germ", "spirit_caller"}     # round 55j
SPECIAL_SUMMONING |= {"white_dragon_ritual", "paladin_of_white_dragon"}     # round 55ab
SPECIAL_SUMMONING |= {"contract_with_the_dark_master"}     # round 55ab
SPECIAL_SUMMONING |= {"incandescent_ordeal"}     # round 55ab
SPECIAL_SUMMONING |= {"re_fusion"}     # round 55ab
SPECIAL_SUMMONING |= {"machine_duplication", "vampire_genesis"}     # round 56h
SPECIAL_SUMMONING |= {"silent_swordsman_lv3", "silent_swordsman_lv5", "ultimate_insect_lv5", "level_up"}     # round 56g


def _names(fn, seen):
    """The names `fn`'s code uses, with those of the duelist.cards functions it calls."""
    if not isinstance(fn, types.FunctionType) or fn in seen:     # (a closure may hold a list)
        return set()
    seen.add(fn)
    out = set()
    glob = fn.__globals__

    def walk(code):
        for name in code.co_names:
            out.add(name)
            value = glob.get(name)
            if isinstance(value, types.FunctionType):
                out.update(_names(value, seen))
            elif isinstance(value, types.ModuleType) and value.__name__.startswith("duelist.cards"):
                for attr in code.co_names:
                    out.update(_names(getattr(value, attr, None), seen))
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                walk(const)
    walk(fn.__code__)
    for cell in fn.__closure__ or ():
        # (a helper's inner function: kit.tag_out's resolve reads the helpers it closes over)
        try:
            out.update(_names(cell.cell_contents, seen))
        except ValueError:
            pass
    return out


def _effects():
    import duelist.cards.scripts as scripts
    out = []
    for info in pkgutil.iter_modules(scripts.__path__):
        module = importlib.import_module("duelist.cards.scripts." + info.name)
        name = info.name.split("_", 1)[1]
        effects = list(getattr(module, "EFFECTS", ()))
        for era in getattr(module, "ERAS", {}).values():
            effects.extend(era.get("EFFECTS", ()))
        out.extend((name, effect) for effect in effects)
    return out


# round 54e: the Horus level-ups
SPECIAL_SUMMONING |= {"horus_the_black_flame_dragon_lv4", "horus_the_black_flame_dragon_lv6"}
SPECIAL_SUMMONING |= {"rescue_cat", "tribute_doll", "gilasaurus"}     # round 56f
SPECIAL_SUMMONING |= {"bubonic_vermin"}     # round 57g


def test_every_effect_whose_resolution_special_summons_declares_it():
    """Q: which activated effects would Special Summon a monster as they resolve? A: exactly
    those declaring `special_summons=True`: Monster Reborn, Call of the Haunted, Scapegoat's
    Tokens, Metamorphosis, Polymerization, the floaters...; none other declares it."""
    found = _effects()
    summoning = [(name, effect) for name, effect in found if effect.kind in _CHAIN_LINKS and
                 effect.resolve is not None and _names(effect.resolve, set()) & _SUMMONS]
    undeclared = sorted((name, effect.label) for name, effect in summoning if not effect.special_summons)
    assert undeclared == []
    declared = {(name, id(effect)) for name, effect in found if effect.special_summons}
    assert declared == {(name, id(effect)) for name, effect in summoning}
    assert {name for name, _ in declared} == SPECIAL_SUMMONING


def test_the_declaration_is_for_an_effect_that_is_activated():
    """Q: may a continuous effect or a summon procedure say it Special Summons? A: no: Royal
    Oppression answers a chain link; an effect that never is one is refused the declaration."""
    import pytest
    from duelist.engine.effects import CONTINUOUS, SUMMON_PROC, Effect
    for kind in (CONTINUOUS, SUMMON_PROC):
        with pytest.raises(ValueError, match="special_summons"):
            Effect(kind, special_summons=True)
SPECIAL_SUMMONING |= {"the_agent_of_creation_venus"}     # round 56e
SPECIAL_SUMMONING |= {"agido"}     # round 56e
SPECIAL_SUMMONING |= {"shinatos_ark"}     # round 56e
SPECIAL_SUMMONING |= {"knights_title"}     # round 56i
SPECIAL_SUMMONING |= {"masked_dragon"}     # round 56l
SPECIAL_SUMMONING |= {"troop_dragon"}     # round 56l
SPECIAL_SUMMONING |= {"black_dragons_chick"}     # round 56l
SPECIAL_SUMMONING |= {"hyena"}     # round 57d
SPECIAL_SUMMONING |= {"guardian_tryce"}     # round 57m
SPECIAL_SUMMONING |= {"dedication_through_light_and_darkness"}     # round 57n
SPECIAL_SUMMONING |= {"mother_grizzly", "flying_kamakiri_1", "ufo_turtle", "howling_insect"}     # round 58d
SPECIAL_SUMMONING |= {"dramatic_rescue"}     # round 58g
SPECIAL_SUMMONING |= {"vampire_baby"}     # round 58g
SPECIAL_SUMMONING |= {"peten_the_dark_clown"}     # round 58g
SPECIAL_SUMMONING |= {"watapon"}     # round 58h
SPECIAL_SUMMONING |= {"valkyrion_the_magna_warrior"}     # round 58i
SPECIAL_SUMMONING |= {"decayed_commander"}     # round 59f
SPECIAL_SUMMONING |= {"mokey_mokey_king"}     # round 59f
SPECIAL_SUMMONING |= {"sages_stone"}     # round 59h
SPECIAL_SUMMONING |= {"des_dendle", "cobra_jar", "stray_lambs", "multiplication_of_ants", "statue_of_the_wicked", "lekunga"}     # round 59g
SPECIAL_SUMMONING |= {"major_riot"}     # round 59e
SPECIAL_SUMMONING |= {"jam_breeding_machine"}     # round 59p
SPECIAL_SUMMONING |= {"fox_fire"}     # round 59c
SPECIAL_SUMMONING |= {"hamburger_recipe", "turtle_oath", "despair_from_the_dark"}     # round 59l
SPECIAL_SUMMONING |= {"vampiric_orchis"}     # round 59k
SPECIAL_SUMMONING |= {"de_fusion"}     # round 59i
SPECIAL_SUMMONING |= {"insect_queen"}     # round 59x
