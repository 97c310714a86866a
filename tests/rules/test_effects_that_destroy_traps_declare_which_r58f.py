"""Every bundled effect that is activated (a chain link) and whose resolution may destroy a Trap
Card on the field declares which cards its activation would destroy (`Effect(destroys=
Destroys(cards))`, or `DESTROYS_TARGETS` for its targets; engine/effects.py, round 58f), and no
other effect does. Fake Trap answers "the opponent activates a card or effect that would destroy a
Trap Card you control" (yugioh-wiki.net 《偽物のわな》: Spells, Traps and monster effects alike,
Mystical Space Typhoon, Heavy Storm, Dust Tornado, Mobius the Frost Monarch) reading that
declaration (`ctx.link_would_destroy_kind`), never the script's code; Stardust Dragon's "would
destroy a card on the field" reads the same declaration called (`ctx.would_destroy`).

What counts: a resolution that calls `ctx.destroy` / `ctx.destroy_to` and may reach a Trap Card
on the field (its targets, cards picked as it resolves, or every card of a kind). Left out, each
with its reason (EXEMPT): an effect whose destruction is left to a die (Snipe Hunter: Stardust
Dragon does not answer it either, yugioh-wiki.net), Blowback Dragon's 2005 text (the coins first,
then a card picked: no destruction certain when it is activated), and
Fake Trap (it destroys only itself, in place of the others). Effects that may destroy only Spells
(De-Spell, Spell Purification, Burning Land, Disarmament) or only monsters need not declare which
(they keep `destroys=True` where they had it). Round 59j: a resolution that negates a link and
destroys its card (`negate_and_destroy`: Magic Jammer, Seven Tools of the Bandit, Vanity's Call's
earlier links) counts too and declares it (tests/rules/test_negate_and_destroy_declares_which_r59j.py)."""

import pytest

from duelist.engine.effects import Ctx, Destroys
from duelist.testing.scenario import Script, Table
from tests.rules.test_effects_that_special_summon_declare_it_r53o import _CHAIN_LINKS, _effects, _names

# the cards whose effects declare which cards they would destroy, by script name (round 58f)
TRAP_DESTROYERS = {
    "artifact_beagalltach", "artifact_ignition", "artifact_moralltach", "black_rose_dragon", "blast_with_chain",
    "blasting_fuse", "blowback_dragon", "breaker_the_magical_warrior", "chiron_the_mage", "crimson_ninja",
    "cyber_raider", "dark_magic_attack", "dark_magician_knight", "dark_scorpion_cliff_the_trap_remover",
    "dragonpit_magician", "driving_snow", "dust_tornado", "elemental_burst", "gigantes",
    "gladiator_beast_bestiari", "gladiator_beast_gyzarus", "granmarg_the_rock_monarch",
    "gryphons_feather_duster", "harpies_hunting_ground", "heavy_storm", "levia_dragon_daedalus",
    "malice_dispersion", "mobius_the_frost_monarch", "mystical_space_typhoon", "nobleman_of_extermination",
    "ojama_delta_hurricane", "order_to_smash", "raigeki_break", "reaper_of_the_cards", "remove_trap",
    "sacred_phoenix_of_nephthys", "stamping_destruction", "swarm_of_locusts", "the_wicked_eraser",
    "trap_master",
}
TRAP_DESTROYERS |= {"double_snare"}  # round 59e
# round 59j: "negate the activation and destroy it" declares the card of the link it answers
from tests.rules.test_negate_and_destroy_declares_which_r59j import NEGATE_AND_DESTROY  # noqa: E402
TRAP_DESTROYERS |= NEGATE_AND_DESTROY | {"vanitys_call"}  # round 59j
TRAP_DESTROYERS |= {"dragon_piper"}  # round 59k
# (the lead, stop 59) Anti Raigeki negates Raigeki and destroys the opponent's monsters instead: a negation
# that destroys declares which (round 59j's rule); a Trap Monster among them would be a Trap Card
TRAP_DESTROYERS |= {"anti_raigeki"}
TRAP_DESTROYERS |= {"gust"}  # round 59y (Gust destroys a targeted Spell or Trap)

# may destroy a Trap Card, and declares no `Destroys`: (script name, label or None), with the reason
EXEMPT = {
    ("snipe_hunter", None): "its die decides whether it destroys (yugioh-wiki.net: Stardust Dragon does not answer it)",
    ("blowback_dragon", None): "2005 text: the coins first, then a card picked; nothing certain on activation",
    ("fake_trap", "Fake Trap"): "it destroys only itself, in place of the others",
    ("the_wicked_eraser", "destroy itself"): "it destroys only itself, a monster",
}


def _destroying(found):
    return [(name, effect) for name, effect in found if effect.kind in _CHAIN_LINKS and effect.resolve is not None
            and _names(effect.resolve, set()) & {"destroy", "destroy_to", "negate_and_destroy"}]  # round 59j


def test_the_declarations_are_those_of_the_listed_cards():
    """Q: which effects declare which cards they would destroy? A: an effect of each card listed,
    every one of them an effect that destroys as it resolves; no other card's."""
    found = _effects()
    destroying = {id(effect) for _, effect in _destroying(found)}
    declared = [(name, effect) for name, effect in found if isinstance(effect.destroys, Destroys)]
    assert {name for name, _ in declared} == TRAP_DESTROYERS
    assert [name for name, effect in declared if id(effect) not in destroying] == []


def test_each_listed_cards_destroying_effects_declare_which():
    """Q: does every destroying effect of a listed card say which cards? A: yes, each era's
    (Harpies' Hunting Ground's 2005 trigger picks as it resolves: any Spell/Trap on the field),
    but the exempt ones (Blowback Dragon's 2005 text)."""
    missing = []
    for name, effect in _destroying(_effects()):
        if name in TRAP_DESTROYERS and not isinstance(effect.destroys, Destroys):
            if (name, None) not in EXEMPT and (name, effect.label) not in EXEMPT:
                missing.append((name, effect.label))
    assert missing == []


@pytest.mark.parametrize("name", sorted(n for n, _ in EXEMPT))
def test_each_exempt_card_exists_and_destroys(name):
    """Q: is each exempt card a bundled card whose effect destroys as it resolves? A: yes (the
    list names no card that is gone or that destroys nothing)."""
    assert name in {n for n, _ in _destroying(_effects())}


def test_heavy_storm_declares_every_other_spell_and_trap():
    """Q: my opponent activates Heavy Storm; I have a Set Mirror Force and a Set Mystical Space
    Typhoon, they have a Set Dust Tornado. Which cards would it destroy, and which of mine are Traps?
    A: those three; of mine, a Trap (Mirror Force) but not the Typhoon: a Trap of mine, so
    `link_would_destroy_kind(link, "Trap", me)` holds, and "Spell" for me holds too; Monster does not."""
    table = Table(turn=3, turn_player=1, phase="main1")
    table.hand(1, "Heavy Storm")
    table.spell_trap(1, "Dust Tornado")
    table.spell_trap(0, "Mirror Force")
    table.spell_trap(0, "Mystical Space Typhoon")
    ref = table.spell_trap(0, "Fake Trap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    link = duel.chain[-1]
    fake = ref.card(duel)
    ctx = Ctx(duel, fake, fake.script.effects[0], 0)
    assert sorted(c.name for c in ctx.link_destroys_which(link)) == \
        ["Dust Tornado", "Fake Trap", "Mirror Force", "Mystical Space Typhoon"]
    assert ctx.link_would_destroy_kind(link, "Trap")
    assert ctx.link_would_destroy_kind(link, "Spell")
    assert not ctx.link_would_destroy_kind(link, "Monster")
    assert ctx.link_would_destroy_kind(link, "Trap", player=1)
    assert ctx.would_destroy(link)
