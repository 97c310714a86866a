"""Goat format's priority after a chain whose triggers then make no chain (the GOAT preset,
`Rules.ignition_priority`).

Sources: goatformat.com, "Basic Mechanics", Goat Format Rule #4, and its article "6 Facts That
You Should Know About Priority" (in our own words: Goat format's priority is today's fast effect
timing with one change, wherever the turn player may first activate a fast effect they may
activate a fast effect or a monster's Ignition Effect; so when a Summon or a chain has finished
resolving, the turn player may use a monster's Ignition Effect before the opponent may answer).
Seed 000 §回合玩家的優先權: after a chain, priority is the turn player's first.

The engine (tests/rules/test_priority_after_a_chain_whose_triggers_make_no_chain.py): after
a chain whose triggers then make no chain (an optional one declined), the turn player is asked
first, then the opponent, then the Main Phase menu follows. Under GOAT that first ask offered
fast effects only, so the opponent could answer before the turn player could use an Ignition
Effect (h42m's request 1, fixed in stop 42 under `Rules.seed_priority_after_chain`). Found by
round 42m's look at round 41c's open `after_summon` entries
(`_window_loop`'s `after_summon` kept True after its first round gives the turn player that
priority in the second case below, after a summon's trigger chain, and not in the first).

Since stop 43 (`Rules.menu_after_unchained_triggers`, every preset) no such ask is made where
the chain Summoned nothing: the Main Phase menu follows at once, as after a chain that raised
no trigger, and the turn player, holding priority, has the Virus's effect there; the opponent
may not act before them. The asks above are kept for rules recorded before that flag."""

import pytest

from duelist.engine.rules import PRESETS
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

def _decline(duel, s, player):
    s.expect(request="yes_no", player=player)
    s.answer([o for o in duel.request.options if o.kind == "no"][0])


BEFORE_THE_FLAG = PRESETS["GOAT"].replace(menu_after_unchained_triggers=False)
BOTH = pytest.mark.parametrize("rules", ["GOAT", BEFORE_THE_FLAG], ids=["goat", "before_the_flag"])


def _the_virus_first(duel, s, rules):
    """The turn player may use the Virus's effect before the opponent may activate Dust
    Tornado: at the menu (today), or at the first ask (rules recorded before the flag)."""
    if rules == "GOAT":
        assert (duel.request.kind, duel.request.player) == ("idle", 0)
        assert s.has("activate", "Tribe-Infecting Virus")
        return
    assert (duel.request.kind, duel.request.player) == ("chain", 0)
    assert s.has("activate", "Tribe-Infecting Virus")
    s.pick("pass", player=0)
    s.expect(request="chain", player=1)
    assert s.has("activate", "Dust Tornado")


@BOTH
def test_goat_after_the_virus_chain_and_a_declined_makyura_the_virus_may_be_used_first(rules):
    """Q (GOAT): I Normal Summon Tribe-Infecting Virus and, with priority, use its effect
    (discarding Pot of Greed, declaring Warrior); my opponent's face-up Makyura the Destructor is
    destroyed and they decline its effect. I still hold Mystical Elf; my opponent has Dust
    Tornado Set (my Trap Hole is a target for it). May I use the Virus's effect again before
    they may activate Dust Tornado? A: yes: the chain has finished resolving (the declined
    trigger started none), so I have priority, and under rule 4 it covers the Virus's
    Ignition Effect: I am asked first, the Virus's effect offered."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Tribe-Infecting Virus", "Pot of Greed", "Mystical Elf")
    table.spell_trap(0, "Trap Hole")
    table.monster(1, "Makyura the Destructor")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tribe-Infecting Virus")
    s.pick("activate", "Tribe-Infecting Virus", request="chain", player=0)
    s.pick("select", "Pot of Greed", request="select", player=0)
    s.expect(request="option", player=0)
    s.answer([o for o in duel.request.options if o.label == "Option Warrior"][0])
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    _decline(duel, s, 1)
    assert grave(duel, 1) == ["Makyura the Destructor"]
    _the_virus_first(duel, s, rules)


@BOTH
def test_goat_after_zaborgs_summon_trigger_and_a_declined_makyura_the_virus_may_be_used_first(rules):
    """Q (GOAT): I control Tribe-Infecting Virus (Pot of Greed in hand) and Tribute Summon Zaborg
    the Thunder Monarch (Tributing Battle Ox); its trigger destroys my opponent's Makyura the
    Destructor, whose effect they decline. My opponent has Dust Tornado Set (my Trap Hole is a
    target for it). May I use the Virus's effect before they may activate Dust Tornado? A: yes,
    as above: the chain of the Summon's trigger has finished resolving; I am asked first, the
    Virus's effect offered."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Zaborg the Thunder Monarch", "Pot of Greed")
    table.monster(0, "Tribe-Infecting Virus")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Trap Hole")
    table.monster(1, "Makyura the Destructor")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Zaborg the Thunder Monarch")
    s.pick("tribute", "Battle Ox", request="tribute", player=0)
    s.pick("target", "Makyura the Destructor", request="target", player=0)
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    _decline(duel, s, 1)
    assert grave(duel, 1) == ["Makyura the Destructor"]
    assert sorted(field_monsters(duel, 0)) == ["Tribe-Infecting Virus", "Zaborg the Thunder Monarch"]
    _the_virus_first(duel, s, rules)
