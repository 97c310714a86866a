"""Every bundled effect whose resolution discards from a hand declares whose hand
(`Effect(discards="self" | "opponent" | "both")`, relative to the player who activated it), and
no other effect does: Gravekeeper's Watcher answers "an opponent's card or effect that would make
them discard as it resolves" (its text; yugioh-wiki.net 《墓守の監視者》: the opponent's activation
of a card that includes an effect discarding the activator's own hand; its FAQ of 09/02/06 and
14/03/21: Card Destruction and Mind Crush can be answered), reading that declaration, never the
script's code.

What counts: a resolution that calls `ctx.discard` (Graceful Charity, Card Destruction, Mind
Crush...), directly or through a helper of the script or of duelist.cards (`kit.random_discard`:
Spirit Reaper, Reaper on the Nightmare, Don Zaloog). A resolution that may discard counts even
where it might not (Mind Crush's own random discard only on a miss, Don Zaloog's discard mode,
Magic Drain's discard at the opponent's choice), as the Watcher's text ("could make them discard")
and its Mind Crush ruling read it. A discard COST is no resolution and is declared apart
(`discard_cost=True`, tests/rules/test_discard_costs_declare_it_r54m.py); a card sent from the hand
to the GY without the word "discard" is not a discard (Painful Choice's rest, Effect Veiler's cost).
The test reads each effect's resolution the way the special-summon test does (round 53o)."""

import pytest

from tests.rules.test_effects_that_special_summon_declare_it_r53o import _effects, _names

_WHOSE = ("self", "opponent", "both")

# the cards whose effects declare it, by script name, with whose hand (a new one is added here)
DISCARDING = {
    "graceful_charity": "self",
    "card_destruction": "both", "morphing_jar": "both", "royal_tribute": "both", "mind_crush": "both",
    "confiscation": "opponent", "delinquent_duo": "opponent", "drop_off": "opponent",
    "magic_drain": "opponent", "spirit_reaper": "opponent", "reaper_on_the_nightmare": "opponent",
    "don_zaloog": "opponent", "thestalos_the_firestorm_monarch": "opponent",
}     # round 55w
DISCARDING["hiros_shadow_scout"] = "opponent"     # round 55g
DISCARDING["great_phantom_thief"] = "opponent"     # round 55l
DISCARDING["mefist_the_infernal_general"] = "opponent"     # round 56c
DISCARDING["dark_coffin"] = "opponent"     # round 56i
DISCARDING["trap_of_board_eraser"] = "opponent"     # round 57a
DISCARDING["robbin_goblin"] = "opponent"     # round 58h
DISCARDING["spiritual_energy_settle_machine"] = "self"     # round 59q
DISCARDING["smoke_grenade_of_the_thief"] = "opponent"     # round 59w
DISCARDING["fengsheng_mirror"] = "opponent"     # round 59w
DISCARDING["silpheed"] = "opponent"     # round 59w


def _discarding(found):
    return [(name, effect) for name, effect in found
            if effect.resolve is not None and "discard" in _names(effect.resolve, set())]


def test_every_effect_whose_resolution_discards_declares_it():
    """Q: which effects discard from a hand as they resolve? A: exactly those declaring
    `discards=...` (each era's effects read: Mind Crush has two); none other declares it."""
    found = _effects()
    discarding = _discarding(found)
    undeclared = sorted((name, effect.label or "") for name, effect in discarding if effect.discards is None)
    assert undeclared == []
    declared = {(name, id(effect)) for name, effect in found if effect.discards is not None}
    assert declared == {(name, id(effect)) for name, effect in discarding}
    assert {name for name, _ in declared} == set(DISCARDING)


@pytest.mark.parametrize("name", sorted(DISCARDING))
def test_each_declaration_names_whose_hand(name):
    """Q: whose hand does each declaring effect discard from? A: the one its text names, relative
    to the player who activates it: Graceful Charity its own, Confiscation the opponent's, Card
    Destruction both (a value outside "self" / "opponent" / "both" is a mistake)."""
    values = {effect.discards for n, effect in _effects() if n == name and effect.discards is not None}
    assert values == {DISCARDING[name]} and values <= set(_WHOSE)


def test_a_discard_cost_is_not_a_resolution_discard():
    """Q: does Magic Jammer (discard 1 card as its cost, then negate a Spell) or Kuriboh (discard
    itself) declare `discards`? A: no: a cost is no effect of the resolution; they declare
    `discard_cost` instead."""
    effects = {name: effect for name, effect in _effects() if name in ("magic_jammer", "kuriboh")}
    assert set(effects) == {"magic_jammer", "kuriboh"}
    assert all(effect.discards is None and effect.discard_cost for effect in effects.values())


def test_a_resolution_that_discards_nothing_declares_nothing():
    """Q: does Pot of Greed (draw 2) or Painful Choice (the cards not picked go to the GY: sent,
    not discarded, and from the Deck) declare `discards`? A: no."""
    effects = [effect for name, effect in _effects() if name in ("pot_of_greed", "painful_choice")]
    assert effects and all(effect.discards is None for effect in effects)
DISCARDING["zombie_tiger"] = "opponent"     # round 58i
DISCARDING["decayed_commander"] = "opponent"     # round 59f
