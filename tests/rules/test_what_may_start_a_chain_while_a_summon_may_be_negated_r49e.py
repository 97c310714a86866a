"""What a player may start a chain with, asked while a summon may still be negated (round 49e).

Seed 000 §反擊陷阱, §通常召喚: between a Normal Summon and its success only an effect that negates
the summon may be activated (the summon-negation window: Solemn Judgment); nothing else, a
Set Dust Tornado included, starts a chain there. The engine's own question "what could this
player activate now, as at the menu" (`_response_options(player, idle=True)`, asked by tools
and tests: no public call asks it) must say the same as the plain rule
(`duelist.testing.plain.plain_activations`), which offers only summon negation while a summon
is being negated."""

from duelist.testing.plain import plain_activations
from duelist.testing.scenario import Script, Table


def _in_the_summon_negation_window():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Solemn Judgment")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", request="idle")
    assert [c.data.name for c in duel.summoning] == ["Battle Ox"]
    assert duel.request.player == 1
    assert [o.name for o in duel.request.options if o.kind == "activate"] == ["Solemn Judgment"]
    return duel


def test_only_solemn_judgment_may_start_a_chain_while_battle_ox_may_be_negated():
    """Player 0 Normal Summons Battle Ox; player 1, with Solemn Judgment and Dust Tornado Set,
    is asked in the summon-negation window. Asked as at the menu, player 1 may activate Solemn
    Judgment alone (not Dust Tornado), and player 0, with only Dust Tornado, nothing."""
    duel = _in_the_summon_negation_window()
    one = duel._response_options(1, idle=True)
    assert [o.name for o in one] == ["Solemn Judgment"]
    assert [(o.card, o.effect) for o in one] == plain_activations(duel, 1, True)
    assert list(duel._response_options(0, idle=True)) == [] == plain_activations(duel, 0, True)
