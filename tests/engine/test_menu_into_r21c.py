"""The Main Phase menu's activations appended to the menu's own list (docs/performance.md, issue 11
round 21c; round 20n's request): the menu hands `_response_options` its list (`into`), and each
activation is made there with the menu's next id, where the menu took a list back and walked it
to renumber and append each option.

Ruled here (seed 000 §魔法卡, §陷阱卡: a player may activate, at their Main Phase menu, every Spell
and Trap whose conditions hold, and the menu offers exactly those): at every Main Phase menu of
random duels on the bench's effect pairs and the two Goat decks they leave out, every option's
id is its place in the menu, and the menu's activations are, in order, those the plain rule
allows and those `_response_options(player, idle=True)` gives when asked alone on a fork of
the duel; and asked with a list that already holds options, `_response_options` appends to it
only (ids continuing the list's), leaves it as it was when nothing can be activated or a chain
is open, and gives the same options as asked alone."""

from duelist.engine import state as S
from duelist.engine.protocol import Option
from duelist.testing.plain import plain_activations
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_field_roles_plain_moves import PAIRS


def _pairs(options):
    return [(o.kind, o.card, o.name, o.effect) for o in options]


def _held(n):
    """A list holding `n` options already (as the menu's summons and Sets would)."""
    return [Option(i, "set_spell", 1000 + i, "held %d" % i) for i in range(n)]


def test_every_main_phase_menu_numbers_its_options_and_offers_the_plain_activations():
    menus = 0
    with_activations = 0
    after_others = 0
    for duel, where in random_decisions(PAIRS[1:], seeds=range(3)):
        request = duel.request
        if request.kind != "idle" or duel.phase not in (S.PHASE_MAIN1, S.PHASE_MAIN2):
            continue
        p = request.player
        options = request.options
        assert [o.id for o in options] == list(range(len(options))), where
        activations = [o for o in options if o.kind == "activate"]
        alone = duel.fork()._response_options(p, idle=True)
        assert _pairs(activations) == _pairs(alone), where
        assert [(o.card, o.effect) for o in activations] == plain_activations(duel, p, True), where
        menus += 1
        with_activations += bool(activations)
        after_others += bool(activations) and activations[0].id > 0
    assert menus > 200 and with_activations > 50 and after_others > 20, (menus, with_activations, after_others)


def test_asked_with_a_list_it_appends_to_that_list_with_its_ids():
    """Player 0 at Main Phase 1 holds Pot of Greed and Mystical Space Typhoon (player 1 has a
    Set card to target): both may be activated. Asked with a list of three options already, the
    two activations are appended as options 3 and 4, the three left as they were; the same two
    as the question asked alone gives."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon", "Pot of Greed")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    alone = duel._response_options(0, idle=True)
    assert [o.name for o in alone] == ["Mystical Space Typhoon", "Pot of Greed"]
    into = _held(3)
    held = list(into)
    duel._response_options(0, True, into)
    assert into[:3] == held and [o.id for o in into] == [0, 1, 2, 3, 4]
    assert _pairs(into[3:]) == _pairs(alone)


def test_asked_with_a_list_when_nothing_may_be_activated_it_leaves_the_list_alone():
    """Player 0 holds only Battle Ox (no Spell or Trap, no effect): nothing to activate, and the
    list handed in is left as it was. With Mystical Space Typhoon activated (a chain open, player
    1 asked to respond), the menu's question for player 0, who holds Pot of Greed, leaves the
    list alone too, as the plain rule says (no activation at a menu while a chain is built)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    into = _held(2)
    duel._response_options(0, True, into)
    assert [o.name for o in into] == ["held 0", "held 1"] and plain_activations(duel, 0, True) == []

    table = Table(turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon", "Pot of Greed")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    s.pick("target", first=True)
    assert duel.chain
    into = _held(1)
    duel._response_options(0, True, into)
    assert [o.name for o in into] == ["held 0"] and plain_activations(duel, 0, True) == []


def test_the_menu_after_a_summon_numbers_its_activations_after_the_summons():
    """Player 0's Main Phase 1 with Battle Ox and Pot of Greed in the hand: the menu offers the
    Normal Summon and the Set of Battle Ox and the Set of Pot of Greed before Pot of Greed's
    activation, and Pot of Greed's activation is numbered in the menu's order."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox", "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    options = duel.request.options
    assert [o.id for o in options] == list(range(len(options)))
    kinds = [o.kind for o in options]
    assert "activate" in kinds and kinds.index("activate") > kinds.index("summon")
    pot = [o for o in options if o.kind == "activate"]
    assert [o.name for o in pot] == ["Pot of Greed"]
    Script(duel).pick("activate", "Pot of Greed", request="idle")
    assert len(duel.players[0].hand) == 3     # Battle Ox and the two cards drawn
