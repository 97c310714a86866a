"""Every bundled effect whose cost discards a card declares it (`Effect(discard_cost=True)`), and
no other effect does: Goblin of Greed stops "cards and effects that discard as a cost" (its text;
yugioh-wiki.net 《強欲ゴブリン》), reading that declaration (chain.py `_activation_allowed`), never the
script's code.

What counts: a cost that calls `ctx.discard` (Lightning Vortex, Magic Jammer, Tribute to the Doomed,
Kuriboh and King of the Swamp discarding themselves, Spell Shield Type-8's second mode...),
directly or through a helper of the script or of duelist.cards (`common.discard_one_cost`). A
discard made by a resolution (Graceful Charity, Card Destruction) is no cost and is not declared.
The test reads each effect's cost the way the special-summon test reads a resolution (round 53o)."""

import pytest

from tests.rules.test_effects_that_special_summon_declare_it_r53o import _effects, _names

# the cards whose effects declare it, by script name (a new one is added here and declared)
DISCARDING = {
    "summoner_monk", "raigeki_break", "brilliant_fusion", "ddr_different_dimension_reincarnation",
    "malice_dispersion", "abyss_soldier", "return_of_the_doomed", "spell_vanishing", "thunder_dragon",
    "tribe_infecting_virus", "spell_shield_type_8", "kuriboh", "special_hurricane", "a_feather_of_the_phoenix",
    "dragonpit_magician", "judgment_of_anubis", "phoenix_wing_wind_blast", "lightning_vortex", "magic_jammer",
    "king_of_the_swamp", "tribute_to_the_doomed", "snipe_hunter", "forced_ceasefire",
    "spell_purification"}  # round 54s
DISCARDING |= {"rope_of_life"}     # round 55b
DISCARDING |= {"gravekeepers_watcher"}     # round 55w
DISCARDING |= {"lady_ninja_yae"}     # round 55h
DISCARDING |= {"cost_down"}  # round 55r
DISCARDING |= {"chiron_the_mage"}     # round 55j
DISCARDING |= {"hallowed_life_barrier"}  # round 55x
DISCARDING |= {"vampire_genesis"}     # round 56h
DISCARDING |= {"elemental_hero_thunder_giant"}     # round 55ab
DISCARDING |= {"dark_paladin"}     # round 55ab
DISCARDING |= {"twin_swords_of_flashing_light_tryce", "wicked_breaking_flamberge_baou"}     # round 56j
DISCARDING |= {"cursed_seal_of_the_forbidden_spell"}     # round 57e
DISCARDING |= {"gray_wing"}     # round 57j
DISCARDING |= {"dark_core", "monster_reincarnation", "back_to_square_one"}     # round 58d
DISCARDING |= {"jowgen_the_spiritualist"}     # round 58c
DISCARDING |= {"divine_wrath"}     # round 59h
DISCARDING |= {"non_aggression_area"}     # round 59q
DISCARDING |= {"beastking_of_the_swamps"}     # round 59u


def test_every_effect_whose_cost_discards_declares_it():
    """Q: which effects discard a card as their cost? A: exactly those declaring `discard_cost=True`
    (each era's effects read: Tribe-Infecting Virus has two); none other declares it."""
    found = _effects()
    discarding = [(name, effect) for name, effect in found
                  if effect.cost is not None and "discard" in _names(effect.cost, set())]
    undeclared = sorted((name, effect.label or "") for name, effect in discarding if not effect.discard_cost)
    assert undeclared == []
    declared = {(name, id(effect)) for name, effect in found if effect.discard_cost}
    assert declared == {(name, id(effect)) for name, effect in discarding}
    assert {name for name, _ in declared} == DISCARDING


def test_a_resolution_discard_is_not_declared():
    """Q: does Graceful Charity (draw 3, then discard 2, as it resolves) declare a discard cost?
    A: no: its discards are its effect; Goblin of Greed leaves it alone."""
    names = {name: effect for name, effect in _effects() if name == "graceful_charity"}
    assert names and not names["graceful_charity"].discard_cost


@pytest.mark.parametrize("name", sorted(DISCARDING))
def test_each_declared_discard_cost_is_a_cost(name):
    """Q: is each declaration on an effect with a cost? A: yes (a declaration without a cost
    would stop an activation Goblin of Greed does not reach)."""
    effects = [effect for n, effect in _effects() if n == name and effect.discard_cost]
    assert effects and all(effect.cost is not None for effect in effects)
